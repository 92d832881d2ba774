import { useSearchParams } from 'react-router'
import { enumOptionsOf, type OperatorUserSummary } from '@lumbung/contract'
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

const statusOptions = enumOptionsOf('userStatus')
const roleOptions = enumOptionsOf('applicationRole')
const operatorOptions = [
  { value: 'true', label: 'Operators' },
  { value: 'false', label: 'Company users' },
]

/** Every user of every tenant; operators suspend and restore accounts here. */
export function OperatorUsersRoute() {
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
        title: `${user.full_name} cannot be deactivated`,
        body: refusal,
        actions: [{ label: 'Close', variant: 'default' }],
      })
      return
    }
    void confirm({
      title: 'Deactivate user',
      body: `${user.full_name} (${user.email}) will be signed out at once and cannot sign in until reactivated.`,
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Deactivate',
          color: 'red',
          onClick: async () => {
            await deactivate.mutateAsync(user.id)
            void toast({ color: 'green', message: `${user.email} is deactivated` })
          },
        },
      ],
    })
  }

  const askReactivate = (user: OperatorUserSummary) =>
    void confirm({
      title: 'Reactivate user',
      body: `${user.full_name} (${user.email}) will be able to sign in again.`,
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Reactivate',
          onClick: async () => {
            await reactivate.mutateAsync(user.id)
            void toast({ color: 'green', message: `${user.email} is reactivated` })
          },
        },
      ],
    })

  return (
    <ListFrame
      title="Users"
      description="Every user of every company. Deactivating a user ends their sessions at once."
      toolbar={
        <ListToolbar
          search={query.search ?? ''}
          searchLabel="Search users"
          filters={[
            { name: 'status', label: 'Status', value: query.status ?? null, options: statusOptions },
            {
              name: 'application_role',
              label: 'Role',
              value: query.application_role ?? null,
              options: roleOptions,
            },
            {
              name: 'is_operator',
              label: 'Kind',
              value: query.is_operator ?? null,
              options: operatorOptions,
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
