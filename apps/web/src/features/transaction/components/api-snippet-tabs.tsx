import { Code, Group, Tabs, Text } from '@mantine/core'
import { type PurchasedDocumentation } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { apiProductTermsTexts } from '../../../components/api-product-terms.texts'
import { PurchasedCopyButton } from './purchased-copy-button'

const languages = [
  { value: 'curl', label: 'curl' },
  { value: 'python', label: 'Python' },
  { value: 'javascript', label: 'JavaScript' },
] as const

/** The example call in three languages, as the server read them from the product's OpenAPI document. */
export function ApiSnippetTabs({ snippets }: { snippets: PurchasedDocumentation['snippets'] }) {
  const t = useT(apiProductTermsTexts)
  return (
    <Tabs defaultValue="curl" keepMounted={false}>
      <Tabs.List aria-label={t('snippetsTitle')}>
        {languages.map((language) => (
          <Tabs.Tab key={language.value} value={language.value}>
            {language.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {languages.map((language) => (
        <Tabs.Panel key={language.value} value={language.value} pt="xs">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Code block style={{ flex: 1 }} data-testid={`snippet-${language.value}`}>
              {snippets[language.value]}
            </Code>
            <PurchasedCopyButton
              value={snippets[language.value]}
              label={t('copySnippet', { language: language.label })}
            />
          </Group>
        </Tabs.Panel>
      ))}
      <Text size="xs" c="dimmed" mt="xs">
        {t('snippetsHint')}
      </Text>
    </Tabs>
  )
}
