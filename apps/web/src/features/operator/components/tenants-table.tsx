import { formatDate } from '../../../lib/i18n/format-date'
import { Stack, Text } from '@mantine/core'
import { IconBuilding } from '@tabler/icons-react'
import type { OperatorTenantSummary } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { operatorTenantTexts } from '../operator-tenants.texts'
import { useOperatorLabels } from './operator-labels'
import { SidesBadges, VerificationStatusBadge } from './status-badges'

export function TenantsTable(props: ListTablePageProps<OperatorTenantSummary>) {
  const t = useT(operatorTenantTexts)
  const labels = useOperatorLabels()
  return (
    <ListTable<OperatorTenantSummary>
      {...props}
      testId="tenants-table"
      loadingText={t('loadingTenants')}
      recordsName={t(props.totalRecords === 1 ? 'tenantOne' : 'tenantOther')}
      empty={{
        testId: 'tenants-empty',
        icon: IconBuilding,
        title: t('tenantsEmpty'),
        hint: t('tenantsEmptyHint'),
        filteredTitle: t('tenantsFiltered'),
        filteredHint: t('tenantsFilteredHint'),
      }}
      columns={[
        {
          accessor: 'legal_name',
          title: labels.t('company'),
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
                  {t('platformOperators')}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'verification_status',
          title: t('verification'),
          render: (tenant) => <VerificationStatusBadge status={tenant.verification_status} />,
        },
        {
          accessor: 'is_provider',
          title: t('sides'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (tenant) => <SidesBadges isConsumer={tenant.is_consumer} isProvider={tenant.is_provider} />,
        },
        { accessor: 'total_users', title: labels.t('users'), textAlign: 'right' },
        {
          accessor: 'created_date',
          title: labels.t('created'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (tenant) => formatDate(tenant.created_date),
        },
      ]}
    />
  )
}
