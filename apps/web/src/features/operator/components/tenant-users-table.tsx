import 'mantine-datatable/styles.css'
import { formatDate, labelOf } from '@lumbung/contract'
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import type { OperatorTenantUser } from '@lumbung/contract'
import { ListTable } from '../../../components/list-table'
import { operatorPageSize } from './operator-list-params'
import { UserStatusBadge } from './status-badges'

/** A company's users, all sent with the company and paged here. */
export function TenantUsersTable({ users }: { users: OperatorTenantUser[] }) {
  const [page, setPage] = useState(1)
  const records = users.slice((page - 1) * operatorPageSize, page * operatorPageSize)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Users
        </Title>
        <ListTable<OperatorTenantUser>
          testId="tenant-users"
          records={records}
          totalRecords={users.length}
          page={page}
          pageSize={operatorPageSize}
          onPageChange={setPage}
          isLoading={false}
          isFiltered={false}
          loadingText="Loading users"
          recordsName="users"
          empty={{
            testId: 'tenant-users-empty',
            icon: IconUsers,
            title: 'No users',
            hint: 'This company has no users yet.',
            filteredTitle: 'No users',
            filteredHint: 'This company has no users yet.',
          }}
          columns={[
            {
              accessor: 'full_name',
              title: 'User',
              render: (user) => (
                <Stack gap={0}>
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
                </Stack>
              ),
            },
            {
              accessor: 'application_role',
              title: 'Role',
              render: (user) => labelOf('applicationRole', user.application_role),
            },
            {
              accessor: 'status',
              title: 'Status',
              render: (user) => <UserStatusBadge status={user.status} />,
            },
            {
              accessor: 'user_is_verified',
              title: 'Email confirmed',
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
              render: (user) => (user.user_is_verified ? 'Yes' : 'No'),
            },
            {
              accessor: 'created_date',
              title: 'Joined',
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
              render: (user) => formatDate(user.created_date),
            },
          ]}
        />
      </Stack>
    </Paper>
  )
}
