import { formatDate } from '@lumbung/contract'
import { Anchor, Table, Text } from '@mantine/core'
import type { OperatorTenantSummary } from '@lumbung/contract'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { SidesBadges, VerificationStatusBadge } from './status-badges'

export function TenantsTable({ tenants }: { tenants: OperatorTenantSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="tenants-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company</Table.Th>
            <Table.Th>Verification</Table.Th>
            <Table.Th>Sides</Table.Th>
            <Table.Th ta="right">Users</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tenants.map((tenant) => (
            <Table.Tr key={tenant.id}>
              <Table.Td>
                <Anchor component={PrefetchLink} to={`/operator/tenants/${tenant.id}`} fw={600}>
                  {tenant.legal_name}
                </Anchor>
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
              </Table.Td>
              <Table.Td>
                <VerificationStatusBadge status={tenant.verification_status} />
              </Table.Td>
              <Table.Td>
                <SidesBadges isConsumer={tenant.is_consumer} isProvider={tenant.is_provider} />
              </Table.Td>
              <Table.Td ta="right">{tenant.total_users}</Table.Td>
              <Table.Td>{formatDate(tenant.created_date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
