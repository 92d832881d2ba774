import { Group, Select } from '@mantine/core'
import { applicationRoles, userStatuses, type ApplicationRole, type UserStatus } from '@lumbung/contract'
import { ListSearchInput, StatusFilter, useListSearch } from '../../../components/list-table'
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
  const searchBox = useListSearch(values.search, (text) => onChange({ ...values, search: text }))

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ListSearchInput placeholder={t('searchPlaceholder')} box={searchBox} />
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
