import { TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useT } from '../../lib/i18n/i18n'
import type { ListSearch } from './use-list-search'

export interface ListSearchInputProps {
  placeholder: string
  /** From `useListSearch`. */
  box: ListSearch
}

/** The search box above a list table. */
export function ListSearchInput({ placeholder, box }: ListSearchInputProps) {
  const t = useT()
  return (
    <TextInput
      label={t('table.search')}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={box.text}
      maxLength={100}
      onChange={(event) => box.change(event.currentTarget.value)}
      w={{ base: '100%', sm: 280 }}
    />
  )
}
