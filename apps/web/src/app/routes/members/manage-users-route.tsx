import 'mantine-datatable/styles.css'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import {
  applicationRoles,
  enumValueOrNull,
  userStatuses,
  type ApplicationRole,
  type UserStatus,
} from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'
import { useMembers } from '../../../features/members/api/list-members'
import { MemberFilters, type MemberFilterValues } from '../../../features/members/components/member-filters'
import { MembersTable } from '../../../features/members/components/members-table'
import { pageWidth } from '../../../components/layout/page-width'
import { membersTexts } from '../../../features/members/members.texts'
import { useT } from '../../../lib/i18n/i18n'

const pageSize = 10

/** The filters and page live in the address, so Back and a shared link show the same list. */
function useListState() {
  const [searchParams, setSearchParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const filters: MemberFilterValues = {
    search: searchParams.get('search') ?? '',
    role: enumValueOrNull<ApplicationRole>(applicationRoles, searchParams.get('role')),
    status: enumValueOrNull<UserStatus>(userStatuses, searchParams.get('status')),
  }
  const update = (next: MemberFilterValues, nextPage: number) => {
    const params = new URLSearchParams()
    if (next.search) params.set('search', next.search)
    if (next.role) params.set('role', next.role)
    if (next.status) params.set('status', next.status)
    if (nextPage > 1) params.set('page', String(nextPage))
    setSearchParams(params, { replace: true })
  }
  return { page, filters, update }
}

export function ManageUsersRoute() {
  const t = useT(membersTexts)
  const { page, filters, update } = useListState()
  const members = useMembers({
    page,
    limit: pageSize,
    search: filters.search || undefined,
    role: filters.role ?? undefined,
    status: filters.status ?? undefined,
  })
  const isFiltered = Boolean(filters.search || filters.role || filters.status)

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('manageUsers')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('listIntro')}
          </Text>
        </Stack>
        <Button component={Link} to="/manage-users/add" leftSection={<IconUserPlus size={18} />}>
          {t('inviteUser')}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <MemberFilters values={filters} onChange={(next) => update(next, 1)} />
          {members.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(members.error)}
            </Alert>
          ) : null}
          <MembersTable
            records={members.data?.data ?? []}
            totalRecords={members.data?.total_data ?? 0}
            page={page}
            pageSize={pageSize}
            isLoading={members.isFetching}
            isFiltered={isFiltered}
            onPageChange={(nextPage) => update(filters, nextPage)}
            hrefOf={(member) => `/manage-users/detail/${member.id}`}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
