import { useSearchParams } from 'react-router'
import type { OperatorUserSummary } from '@lumbung/contract'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { confirm, toast } from '../../../components/feedback'
import { useDeactivateUser } from '../../../features/operator/api/deactivate-user'
import { useOperatorUsers } from '../../../features/operator/api/list-operator-users'
import { useReactivateUser } from '../../../features/operator/api/reactivate-user'
import { ListFrame } from '../../../features/operator/components/list-frame'
import { ListToolbar } from '../../../features/operator/components/list-toolbar'
import {
  deactivationRefusalOf,
  userListParamsOf,
  withFilter,
} from '../../../features/operator/components/operator-list-params'
import { UsersTable } from '../../../features/operator/components/users-table'
import { useOperatorLabels } from '../../../features/operator/components/operator-labels'
import { operatorTenantTexts } from '../../../features/operator/operator-tenants.texts'
import { useT } from '../../../lib/i18n/i18n'

/** Every user of every tenant; operators suspend and restore accounts here. */
export function OperatorUsersRoute() {
  const t = useT(operatorTenantTexts)
  const labels = useOperatorLabels()
  const { user: operator } = useCurrentUser()
  const [searchParams, setSearchParams] = useSearchParams()
  const query = userListParamsOf(searchParams)
  const users = useOperatorUsers(query)
  const deactivate = useDeactivateUser()
  const reactivate = useReactivateUser()
  const change = (name: string, value: string | null) =>
    setSearchParams(withFilter(searchParams, name, value))

  const askDeactivate = (user: OperatorUserSummary) => {
    const refusal = deactivationRefusalOf(user)
    if (refusal) {
      void confirm({
        title: t('cannotDeactivate', { name: user.full_name }),
        body: labels.t('ownerCannotBeDeactivated'),
        actions: [{ label: labels.t('close'), variant: 'default' }],
      })
      return
    }
    void confirm({
      title: t('deactivateTitle'),
      body: t('deactivateBody', { name: user.full_name, email: user.email }),
      actions: [
        { label: labels.t('cancel'), variant: 'default' },
        {
          label: t('deactivate'),
          color: 'red',
          onClick: async () => {
            await deactivate.mutateAsync(user.id)
            void toast({ color: 'green', message: t('deactivated', { email: user.email }) })
          },
        },
      ],
    })
  }

  const askReactivate = (user: OperatorUserSummary) =>
    void confirm({
      title: t('reactivateTitle'),
      body: t('reactivateBody', { name: user.full_name, email: user.email }),
      actions: [
        { label: labels.t('cancel'), variant: 'default' },
        {
          label: t('reactivate'),
          onClick: async () => {
            await reactivate.mutateAsync(user.id)
            void toast({ color: 'green', message: t('reactivated', { email: user.email }) })
          },
        },
      ],
    })

  return (
    <ListFrame
      title={t('usersTitle')}
      description={t('usersDescription')}
      toolbar={
        <ListToolbar
          search={query.search ?? ''}
          searchLabel={t('searchUsers')}
          filters={[
            {
              name: 'status',
              label: labels.t('status'),
              value: query.status ?? null,
              options: labels.options('userStatus'),
            },
            {
              name: 'application_role',
              label: labels.t('role'),
              value: query.application_role ?? null,
              options: labels.options('applicationRole'),
            },
            {
              name: 'is_operator',
              label: t('kind'),
              value: query.is_operator ?? null,
              options: [
                { value: 'true', label: t('operators') },
                { value: 'false', label: t('companyUsers') },
              ],
            },
          ]}
          onChange={change}
        />
      }
      error={users.error}
    >
      <UsersTable
        records={users.data?.data ?? []}
        totalRecords={users.data?.total_data ?? 0}
        page={query.page}
        pageSize={query.limit}
        isLoading={users.isFetching}
        isFiltered={Boolean(query.search || query.status || query.application_role || query.is_operator)}
        onPageChange={(page) => change('page', String(page))}
        currentUserId={operator.id}
        onDeactivate={askDeactivate}
        onReactivate={askReactivate}
      />
    </ListFrame>
  )
}

export default OperatorUsersRoute
