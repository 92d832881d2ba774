import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { formatCount, formatRupiah, type DashboardNumberSummary, type UserType } from '@lumbung/contract'

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
  const rate = summary?.success_rate
  const latency = summary?.average_latency_ms
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="dashboard-number-cards">
      <NumberCard label="Calls" value={formatCount(summary?.calls ?? 0)} isLoading={isLoading} />
      <NumberCard
        label="Successful"
        value={formatCount(summary?.successful_calls ?? 0)}
        hint={rate === null || rate === undefined ? 'No calls yet' : `${formatCount(rate, 1)}% of calls`}
        isLoading={isLoading}
      />
      <NumberCard label="Failed" value={formatCount(summary?.failed_calls ?? 0)} isLoading={isLoading} />
      <NumberCard
        label={userType === 'provider' ? 'Earned' : 'Spent'}
        value={formatRupiah(summary?.amount ?? 0)}
        hint={`${formatCount(summary?.billable_calls ?? 0)} billable`}
        isLoading={isLoading}
      />
      <NumberCard
        label="Active products"
        value={formatCount(summary?.active_products ?? 0)}
        hint={userType === 'provider' ? 'called in the period' : 'used in the period'}
        isLoading={isLoading}
      />
      <NumberCard
        label="Average latency"
        value={latency === null || latency === undefined ? '—' : `${formatCount(latency)} ms`}
        isLoading={isLoading}
      />
    </SimpleGrid>
  )
}
