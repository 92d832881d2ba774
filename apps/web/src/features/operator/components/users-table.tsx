import { formatDate, labelOf } from '@lumbung/contract'
import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconUserCheck, IconUserOff, IconUsers } from '@tabler/icons-react'
import type { OperatorUserSummary } from '@lumbung/contract'
import { ListTable, RowActionsMenu, type ListTablePageProps } from '../../../components/list-table'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { canDeactivate, canReactivate } from './operator-list-params'
import { UserStatusBadge } from './status-badges'

export interface UsersTableProps extends ListTablePageProps<OperatorUserSummary> {
  currentUserId: string
  onDeactivate: (user: OperatorUserSummary) => void
  onReactivate: (user: OperatorUserSummary) => void
}

/** A user has no page of their own in the console: the company cell leads to theirs. */
export function UsersTable({ currentUserId, onDeactivate, onReactivate, ...props }: UsersTableProps) {
  return (
    <ListTable<OperatorUserSummary>
      {...props}
      testId="users-table"
      rowAttributes={(user) => ({ 'data-email': user.email })}
      loadingText="Loading users"
      recordsName="users"
      empty={{
        testId: 'users-empty',
        icon: IconUsers,
        title: 'No users yet',
        hint: 'People appear here as they sign up or are invited.',
        filteredTitle: 'No user matches these filters.',
        filteredHint: 'Try another name, email, status, role or kind.',
      }}
      columns={[
        {
          accessor: 'full_name',
          title: 'User',
          render: (user) => (
            <Stack gap={0}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="sm">
                  {user.full_name}
                </Text>
                {user.is_operator ? (
                  <Badge size="xs" variant="filled" color="dark">
                    Operator
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {user.email}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'tenant_name',
          title: 'Company',
          render: (user) => (
            <Anchor component={PrefetchLink} to={`/operator/tenants/${user.tenant_id}`} size="sm">
              {user.tenant_name}
            </Anchor>
          ),
        },
        {
          accessor: 'application_role',
          title: 'Role',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (user) => labelOf('applicationRole', user.application_role),
        },
        { accessor: 'status', title: 'Status', render: (user) => <UserStatusBadge status={user.status} /> },
        {
          accessor: 'created_date',
          title: 'Joined',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (user) => formatDate(user.created_date),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>Actions</VisuallyHidden>,
          textAlign: 'right',
          render: (user) => (
            <RowActionsMenu
              label={`Actions for ${user.email}`}
              actions={[
                ...(canDeactivate(user, currentUserId)
                  ? [
                      {
                        label: 'Deactivate',
                        icon: IconUserOff,
                        isDanger: true,
                        onClick: () => onDeactivate(user),
                      },
                    ]
                  : []),
                ...(canReactivate(user)
                  ? [{ label: 'Reactivate', icon: IconUserCheck, onClick: () => onReactivate(user) }]
                  : []),
              ]}
            />
          ),
        },
      ]}
    />
  )
}
