import { TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useT } from '../../lib/i18n/i18n'

export interface ListSearchInputProps {
  placeholder: string
  value: string
  /** Receives every keystroke as typed. */
  onChange: (value: string) => void
  /** Receives the trimmed text, for a debounced search. */
  onSearch: (search: string) => void
}

/** The search box above a list table. */
export function ListSearchInput({ placeholder, value, onChange, onSearch }: ListSearchInputProps) {
  const t = useT()
  return (
    <TextInput
      label={t('table.search')}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={100}
      onChange={(event) => {
        onChange(event.currentTarget.value)
        onSearch(event.currentTarget.value.trim())
      }}
      w={{ base: '100%', sm: 280 }}
    />
  )
}
