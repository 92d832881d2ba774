import { NativeSelect } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { languages, type Language } from '@lumbung/contract'
import { setLanguage, useLanguage, useT } from '../../lib/i18n/i18n'

// Each language in its own words, whichever language the page is in (as the contract's enum labels).
const languageNames: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' }
const options = languages.map((language) => ({ value: language, label: languageNames[language] }))

/** The language of every screen: on the public pages it is kept in the browser, in the app on the account too. */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const t = useT()
  const language = useLanguage()
  return (
    <NativeSelect
      size="xs"
      w={170}
      aria-label={t('language.label')}
      data-testid="language-switch"
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={options}
      value={language}
      onChange={(event) => {
        const chosen = event.currentTarget.value as Language
        setLanguage(chosen)
        onChange?.(chosen)
      }}
    />
  )
}
