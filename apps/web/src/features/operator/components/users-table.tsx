import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core'
import type { OperatorUserSummary } from '@lumbung/contract'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { formatDate } from './format-date'
import { canDeactivate, canReactivate } from './operator-list-params'
import { roleLabels, UserStatusBadge } from './status-badges'

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
              <Table.Td>{roleLabels[user.application_role]}</Table.Td>
              <Table.Td>
                <UserStatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>{formatDate(user.created_date)}</Table.Td>
              <Table.Td ta="right">
                {canDeactivate(user, currentUserId) ? (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onDeactivate(user)}
                    aria-label={`Deactivate ${user.email}`}
                  >
                    Deactivate
                  </Button>
                ) : canReactivate(user) ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onReactivate(user)}
                    aria-label={`Reactivate ${user.email}`}
                  >
                    Reactivate
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
