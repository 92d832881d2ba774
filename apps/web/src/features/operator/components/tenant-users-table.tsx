import 'mantine-datatable/styles.css'
import { formatDate } from '../../../lib/i18n/format-date'
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import type { OperatorTenantUser } from '@lumbung/contract'
import { ListTable } from '../../../components/list-table'
import { operatorPageSize } from './operator-list-params'
import { useT } from '../../../lib/i18n/i18n'
import { operatorTenantTexts } from '../operator-tenants.texts'
import { useOperatorLabels } from './operator-labels'
import { UserStatusBadge } from './status-badges'

/** A company's users, all sent with the company and paged here. */
export function TenantUsersTable({ users }: { users: OperatorTenantUser[] }) {
  const t = useT(operatorTenantTexts)
  const labels = useOperatorLabels()
  const [page, setPage] = useState(1)
  const records = users.slice((page - 1) * operatorPageSize, page * operatorPageSize)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {labels.t('users')}
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
          loadingText={t('loadingUsers')}
          recordsName={t(users.length === 1 ? 'userOne' : 'userOther')}
          empty={{
            testId: 'tenant-users-empty',
            icon: IconUsers,
            title: t('noUsers'),
            hint: t('noUsersHint'),
            filteredTitle: t('noUsers'),
            filteredHint: t('noUsersHint'),
          }}
          columns={[
            {
              accessor: 'full_name',
              title: labels.t('user'),
              render: (user) => (
                <Stack gap={0}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {user.full_name}
                    </Text>
                    {user.is_operator ? (
                      <Badge size="xs" variant="filled" color="dark">
                        {labels.t('operator')}
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
              title: labels.t('role'),
              render: (user) => labels.label('applicationRole', user.application_role),
            },
            {
              accessor: 'status',
              title: labels.t('status'),
              render: (user) => <UserStatusBadge status={user.status} />,
            },
            {
              accessor: 'user_is_verified',
              title: t('emailConfirmed'),
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
              render: (user) => (user.user_is_verified ? t('yes') : t('no')),
            },
            {
              accessor: 'created_date',
              title: labels.t('joined'),
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
              render: (user) => formatDate(user.created_date),
            },
          ]}
        />
      </Stack>
    </Paper>
  )
}
