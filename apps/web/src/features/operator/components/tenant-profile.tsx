import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatDate, labelOf, type OperatorTenantDetail } from '@lumbung/contract'
import { SidesBadges, VerificationStatusBadge } from './status-badges'

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  )
}

export function TenantProfile({ tenant }: { tenant: OperatorTenantDetail }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Company details
          </Title>
          <Group gap="xs">
            <SidesBadges isConsumer={tenant.is_consumer} isProvider={tenant.is_provider} />
            <VerificationStatusBadge status={tenant.verification_status} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Fact label="Legal name" value={tenant.legal_name} />
          <Fact label="Brand name" value={tenant.brand_name} />
          <Fact label="Industry" value={labelOf('industry', tenant.industry)} />
          <Fact label="Company size" value={labelOf('companySize', tenant.company_size)} />
          <Fact label="Created" value={formatDate(tenant.created_date)} />
          <Fact label="Users" value={String(tenant.total_users)} />
        </SimpleGrid>
        <Fact label="Address" value={tenant.address} />
      </Stack>
    </Paper>
  )
}
