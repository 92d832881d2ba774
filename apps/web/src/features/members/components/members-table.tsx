import { Stack, Text } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { DataTable } from 'mantine-datatable'
import type { Member } from '@lumbung/contract'
import { MemberRoleBadge, MemberStatusBadge } from './member-badges'
import { formatMemberTime } from './member-dates'

export interface MembersTableProps {
  members: Member[]
  totalMembers: number
  page: number
  pageSize: number
  isLoading: boolean
  isFiltered: boolean
  onPageChange: (page: number) => void
  onOpen: (member: Member) => void
}

export function MembersTable({
  members,
  totalMembers,
  page,
  pageSize,
  isLoading,
  isFiltered,
  onPageChange,
  onOpen,
}: MembersTableProps) {
  return (
    <DataTable<Member>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={members.length === 0 ? 260 : undefined}
      fetching={isLoading}
      loadingText="Loading members"
      records={members}
      idAccessor="id"
      totalRecords={totalMembers}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords} members`}
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      emptyState={
        isLoading ? null : (
          <Stack align="center" gap={4} c="dimmed" data-testid="members-empty">
            <IconUsers size={32} stroke={1.5} aria-hidden />
            <Text size="sm" fw={500}>
              {isFiltered ? 'No member matches these filters' : 'No members yet'}
            </Text>
            <Text size="xs">
              {isFiltered ? 'Try another name, role or status.' : 'Invite your colleagues to get started.'}
            </Text>
          </Stack>
        )
      }
      columns={[
        {
          accessor: 'full_name',
          title: 'Name',
          render: (member) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {member.full_name}
              </Text>
              <Text size="xs" c="dimmed">
                {member.email}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'application_role',
          title: 'Role',
          render: (member) => <MemberRoleBadge role={member.application_role} />,
        },
        {
          accessor: 'status',
          title: 'Status',
          render: (member) => <MemberStatusBadge status={member.status} />,
        },
        {
          accessor: 'last_login_at',
          title: 'Last sign-in',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (member) => formatMemberTime(member.last_login_at, 'Never'),
        },
        {
          accessor: 'created_at',
          title: 'Added',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (member) => formatMemberTime(member.created_at),
        },
      ]}
    />
  )
}
