import { formatDate } from '../../../lib/i18n/format-date'
import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconUserCheck, IconUserOff, IconUsers } from '@tabler/icons-react'
import type { OperatorUserSummary } from '@lumbung/contract'
import { ListTable, RowActionsMenu, type ListTablePageProps } from '../../../components/list-table'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { canDeactivate, canReactivate } from './operator-list-params'
import { useT } from '../../../lib/i18n/i18n'
import { operatorTenantTexts } from '../operator-tenants.texts'
import { useOperatorLabels } from './operator-labels'
import { UserStatusBadge } from './status-badges'

export interface UsersTableProps extends ListTablePageProps<OperatorUserSummary> {
  currentUserId: string
  onDeactivate: (user: OperatorUserSummary) => void
  onReactivate: (user: OperatorUserSummary) => void
}

/** A user has no page of their own in the console: the company cell leads to theirs. */
export function UsersTable({ currentUserId, onDeactivate, onReactivate, ...props }: UsersTableProps) {
  const t = useT(operatorTenantTexts)
  const labels = useOperatorLabels()
  return (
    <ListTable<OperatorUserSummary>
      {...props}
      testId="users-table"
      rowAttributes={(user) => ({ 'data-email': user.email })}
      loadingText={t('loadingUsers')}
      recordsName={t(props.totalRecords === 1 ? 'userOne' : 'userOther')}
      empty={{
        testId: 'users-empty',
        icon: IconUsers,
        title: t('usersEmpty'),
        hint: t('usersEmptyHint'),
        filteredTitle: t('usersFiltered'),
        filteredHint: t('usersFilteredHint'),
      }}
      columns={[
        {
          accessor: 'full_name',
          title: labels.t('user'),
          render: (user) => (
            <Stack gap={0}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="sm">
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
          accessor: 'tenant_name',
          title: labels.t('company'),
          render: (user) => (
            <Anchor component={PrefetchLink} to={`/operator/tenants/${user.tenant_id}`} size="sm">
              {user.tenant_name}
            </Anchor>
          ),
        },
        {
          accessor: 'application_role',
          title: labels.t('role'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (user) => labels.label('applicationRole', user.application_role),
        },
        {
          accessor: 'status',
          title: labels.t('status'),
          render: (user) => <UserStatusBadge status={user.status} />,
        },
        {
          accessor: 'created_date',
          title: labels.t('joined'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (user) => formatDate(user.created_date),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('actions')}</VisuallyHidden>,
          textAlign: 'right',
          render: (user) => (
            <RowActionsMenu
              label={t('actionsFor', { email: user.email })}
              actions={[
                ...(canDeactivate(user, currentUserId)
                  ? [
                      {
                        label: t('deactivate'),
                        icon: IconUserOff,
                        isDanger: true,
                        onClick: () => onDeactivate(user),
                      },
                    ]
                  : []),
                ...(canReactivate(user)
                  ? [{ label: t('reactivate'), icon: IconUserCheck, onClick: () => onReactivate(user) }]
                  : []),
              ]}
            />
          ),
        },
      ]}
    />
  )
}
