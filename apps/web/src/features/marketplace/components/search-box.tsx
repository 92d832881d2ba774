import { Button, Group, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { marketplaceLimits } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { marketplaceBrowseTexts } from '../marketplace-browse.texts'

export interface MarketplaceSearchBoxProps {
  value: string
  onSearch: (search: string) => void
  size?: 'sm' | 'md' | 'lg'
}

/** Searches on Enter or the button, so typing does not add a history entry per keystroke. */
export function MarketplaceSearchBox({ value, onSearch, size = 'md' }: MarketplaceSearchBoxProps) {
  const t = useT(marketplaceBrowseTexts)
  const [text, setText] = useState(value)
  // Back/forward or a cleared search changes the value from outside: show it.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(value)
  }
  return (
    <Group
      component="form"
      role="search"
      gap="xs"
      wrap="nowrap"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim())
      }}
    >
      <TextInput
        aria-label={t('searchProducts')}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={marketplaceLimits.searchMax}
        onChange={(event) => setText(event.currentTarget.value)}
        size={size}
        style={{ flex: 1 }}
      />
      <Button type="submit" size={size}>
        {t('search')}
      </Button>
    </Group>
  )
}
