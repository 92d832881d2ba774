import { formatDate, labelOf } from '@lumbung/contract'
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { OperatorTenantUser } from '@lumbung/contract'
import { UserStatusBadge } from './status-badges'

export function TenantUsersTable({ users }: { users: OperatorTenantUser[] }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Users
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid="tenant-users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Email confirmed</Table.Th>
                <Table.Th>Joined</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600}>
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
                  <Table.Td>{labelOf('applicationRole', user.application_role)}</Table.Td>
                  <Table.Td>
                    <UserStatusBadge status={user.status} />
                  </Table.Td>
                  <Table.Td>{user.user_is_verified ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{formatDate(user.created_date)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  )
}
