import { Group, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useListSearch } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { operatorLabelTexts } from '../operator-labels.texts'

export interface ListFilter {
  name: string
  label: string
  value: string | null
  options: { value: string; label: string }[]
}

export interface ListToolbarProps {
  search: string
  searchLabel: string
  filters: ListFilter[]
  onChange: (name: string, value: string | null) => void
}

/** A search box (applied as the operator pauses typing) and one select per filter. */
export function ListToolbar({ search, searchLabel, filters, onChange }: ListToolbarProps) {
  const t = useT(operatorLabelTexts)
  const searchBox = useListSearch(search, (text) => onChange('search', text || null))

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={searchLabel}
        placeholder={t('search')}
        leftSection={<IconSearch size={16} />}
        value={searchBox.text}
        onChange={(event) => searchBox.change(event.currentTarget.value)}
        w={280}
      />
      {filters.map((filter) => (
        <Select
          key={filter.name}
          label={filter.label}
          placeholder={t('all')}
          data={filter.options}
          value={filter.value}
          onChange={(value) => onChange(filter.name, value)}
          clearable
          w={170}
        />
      ))}
    </Group>
  )
}
