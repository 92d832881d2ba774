import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatCount, formatNpwp, type OperatorTenantDetail } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { useT } from '../../../lib/i18n/i18n'
import { operatorTenantTexts } from '../operator-tenants.texts'
import { useOperatorLabels } from './operator-labels'
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
  const t = useT(operatorTenantTexts)
  const labels = useOperatorLabels()
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('companyDetails')}
          </Title>
          <Group gap="xs">
            <SidesBadges isConsumer={tenant.is_consumer} isProvider={tenant.is_provider} />
            <VerificationStatusBadge status={tenant.verification_status} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Fact label={t('legalName')} value={tenant.legal_name} />
          <Fact label={t('brandName')} value={tenant.brand_name} />
          <Fact label={labels.t('industry')} value={labelOf('industry', tenant.industry)} />
          <Fact label={t('companySize')} value={labelOf('companySize', tenant.company_size)} />
          <Fact label={t('npwp')} value={tenant.npwp ? formatNpwp(tenant.npwp) : null} />
          <Fact label={labels.t('created')} value={formatDate(tenant.created_date)} />
          <Fact label={labels.t('users')} value={formatCount(tenant.total_users)} />
        </SimpleGrid>
        <Fact label={t('address')} value={tenant.address} />
      </Stack>
    </Paper>
  )
}
