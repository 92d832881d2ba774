import { formatDateTime } from '@lumbung/contract'
import { Stack, Text } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import type { Member } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { MemberRoleBadge, MemberStatusBadge } from './member-badges'

export function MembersTable(props: ListTablePageProps<Member>) {
  return (
    <ListTable<Member>
      {...props}
      loadingText="Loading members"
      recordsName="members"
      empty={{
        testId: 'members-empty',
        icon: IconUsers,
        title: 'No members yet',
        hint: 'Invite your colleagues to get started.',
        filteredTitle: 'No member matches these filters',
        filteredHint: 'Try another name, role or status.',
      }}
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
          render: (member) => formatDateTime(member.last_login_at, 'Never'),
        },
        {
          accessor: 'created_at',
          title: 'Added',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (member) => formatDateTime(member.created_at),
        },
      ]}
    />
  )
}
