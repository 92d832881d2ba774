import { Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import {
  applicationRoleDescriptions,
  applicationRoles,
  memberStatusLabels,
  userStatuses,
  type ApplicationRole,
  type UserStatus,
} from '@lumbung/contract'
import { StatusFilter } from '../../../components/list-table'

export interface MemberFilterValues {
  search: string
  role: ApplicationRole | null
  status: UserStatus | null
}

export interface MemberFiltersProps {
  values: MemberFilterValues
  onChange: (values: MemberFilterValues) => void
}

const roleOptions = applicationRoles.map((role) => ({
  value: role,
  label: applicationRoleDescriptions[role],
}))
const statusOptions = userStatuses.map((status) => ({ value: status, label: memberStatusLabels[status] }))

export function MemberFilters({ values, onChange }: MemberFiltersProps) {
  const [search, setSearch] = useState(values.search)
  // Typing waits for a pause before the list is asked again.
  const commitSearch = useDebouncedCallback((text: string) => onChange({ ...values, search: text }), 300)

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name or email"
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
        label="Role"
        placeholder="All roles"
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
