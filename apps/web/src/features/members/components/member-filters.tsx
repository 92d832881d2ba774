import { Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { applicationRoles, userStatuses, type ApplicationRole, type UserStatus } from '@lumbung/contract'
import { StatusFilter } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { memberStatusLabel, membersTexts, roleLabel } from '../members.texts'

export interface MemberFilterValues {
  search: string
  role: ApplicationRole | null
  status: UserStatus | null
}

export interface MemberFiltersProps {
  values: MemberFilterValues
  onChange: (values: MemberFilterValues) => void
}

export function MemberFilters({ values, onChange }: MemberFiltersProps) {
  const t = useT(membersTexts)
  const roleOptions = applicationRoles.map((role) => ({ value: role, label: roleLabel(role) }))
  const statusOptions = userStatuses.map((status) => ({ value: status, label: memberStatusLabel(status) }))
  const [search, setSearch] = useState(values.search)
  // Typing waits for a pause before the list is asked again.
  const commitSearch = useDebouncedCallback((text: string) => onChange({ ...values, search: text }), 300)

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={100}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          commitSearch(event.currentTarget.value.trim())
        }}
        w={{ base: '100%', sm: 280 }}
      />
      <Select
        label={t('role')}
        placeholder={t('allRoles')}
        data={roleOptions}
        value={values.role}
        clearable
        onChange={(role) => onChange({ ...values, role: role as ApplicationRole | null })}
        w={{ base: '100%', sm: 160 }}
      />
      <StatusFilter
        data={statusOptions}
        value={values.status}
        onChange={(status) => onChange({ ...values, status })}
        w={{ base: '100%', sm: 160 }}
      />
    </Group>
  )
}
