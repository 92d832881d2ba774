import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { formatCount, formatRupiah, type DashboardNumberSummary, type UserType } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'

export interface DashboardNumberCardsProps {
  userType: UserType
  summary: DashboardNumberSummary | undefined
  isLoading: boolean
}

function NumberCard({
  label,
  value,
  hint,
  isLoading,
}: {
  label: string
  value: string
  hint?: string
  isLoading: boolean
}) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {isLoading ? (
          <Skeleton height={30} width={80} my={2} />
        ) : (
          <Text size="xl" fw={700}>
            {value}
          </Text>
        )}
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** The period at a glance: calls and how they ended, the money, the products used and the latency. */
export function DashboardNumberCards({ userType, summary, isLoading }: DashboardNumberCardsProps) {
  const t = useT(dashboardTexts)
  const rate = summary?.success_rate
  const latency = summary?.average_latency_ms
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="dashboard-number-cards">
      <NumberCard label={t('calls')} value={formatCount(summary?.calls ?? 0)} isLoading={isLoading} />
      <NumberCard
        label={t('successful')}
        value={formatCount(summary?.successful_calls ?? 0)}
        hint={
          rate === null || rate === undefined
            ? t('noCallsYet')
            : t('percentOfCalls', { percent: formatCount(rate, 1) })
        }
        isLoading={isLoading}
      />
      <NumberCard label={t('failed')} value={formatCount(summary?.failed_calls ?? 0)} isLoading={isLoading} />
      <NumberCard
        label={userType === 'provider' ? t('earned') : t('spent')}
        value={formatRupiah(summary?.amount ?? 0)}
        hint={t('billable', { count: summary?.billable_calls ?? 0 })}
        isLoading={isLoading}
      />
      <NumberCard
        label={t('activeProducts')}
        value={formatCount(summary?.active_products ?? 0)}
        hint={userType === 'provider' ? t('calledInPeriod') : t('usedInPeriod')}
        isLoading={isLoading}
      />
      <NumberCard
        label={t('averageLatency')}
        value={
          latency === null || latency === undefined ? '—' : t('milliseconds', { value: formatCount(latency) })
        }
        isLoading={isLoading}
      />
    </SimpleGrid>
  )
}
