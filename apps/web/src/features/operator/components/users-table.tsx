import { formatDate, labelOf } from '@lumbung/contract'
import { Anchor, Badge, Group, Table, Text } from '@mantine/core'
import { IconUserCheck, IconUserOff } from '@tabler/icons-react'
import type { OperatorUserSummary } from '@lumbung/contract'
import { RowActionsMenu } from '../../../components/list-table'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { canDeactivate, canReactivate } from './operator-list-params'
import { UserStatusBadge } from './status-badges'

export interface UsersTableProps {
  users: OperatorUserSummary[]
  currentUserId: string
  onDeactivate: (user: OperatorUserSummary) => void
  onReactivate: (user: OperatorUserSummary) => void
}

export function UsersTable({ users, currentUserId, onDeactivate, onReactivate }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Joined</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-email={user.email}>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <Anchor component={PrefetchLink} to={`/operator/tenants/${user.tenant_id}`} size="sm">
                  {user.tenant_name}
                </Anchor>
              </Table.Td>
              <Table.Td>{labelOf('applicationRole', user.application_role)}</Table.Td>
              <Table.Td>
                <UserStatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>{formatDate(user.created_date)}</Table.Td>
              <Table.Td ta="right">
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
