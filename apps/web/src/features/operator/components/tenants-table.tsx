import { formatDate } from '@lumbung/contract'
import { Stack, Text } from '@mantine/core'
import { IconBuilding } from '@tabler/icons-react'
import type { OperatorTenantSummary } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { SidesBadges, VerificationStatusBadge } from './status-badges'

export function TenantsTable(props: ListTablePageProps<OperatorTenantSummary>) {
  return (
    <ListTable<OperatorTenantSummary>
      {...props}
      testId="tenants-table"
      loadingText="Loading tenants"
      recordsName="tenants"
      empty={{
        testId: 'tenants-empty',
        icon: IconBuilding,
        title: 'No tenants yet',
        hint: 'Companies appear here as they sign up.',
        filteredTitle: 'No tenant matches these filters.',
        filteredHint: 'Try another name or verification status.',
      }}
      columns={[
        {
          accessor: 'legal_name',
          title: 'Company',
          render: (tenant) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {tenant.legal_name}
              </Text>
              {tenant.brand_name && tenant.brand_name !== tenant.legal_name ? (
                <Text size="xs" c="dimmed">
                  {tenant.brand_name}
                </Text>
              ) : null}
              {tenant.is_platform ? (
                <Text size="xs" c="dimmed">
                  Platform operators
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'verification_status',
          title: 'Verification',
          render: (tenant) => <VerificationStatusBadge status={tenant.verification_status} />,
        },
        {
          accessor: 'is_provider',
          title: 'Sides',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (tenant) => <SidesBadges isConsumer={tenant.is_consumer} isProvider={tenant.is_provider} />,
        },
        { accessor: 'total_users', title: 'Users', textAlign: 'right' },
        {
          accessor: 'created_date',
          title: 'Created',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (tenant) => formatDate(tenant.created_date),
        },
      ]}
    />
  )
}
