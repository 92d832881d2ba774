import { DonutChart } from '@mantine/charts'
import { Anchor, ColorSwatch, Group, Stack, Text } from '@mantine/core'
import { formatCount, type DashboardCallStatus, type UsageOutcome } from '@lumbung/contract'
import { useNavigate } from 'react-router'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { useT } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'
import { ChartFigure } from './chart-figure'
import type { DashboardFilters, HistoryHrefOf } from './dashboard-filters'
import { outcomeColors, outcomeSwatch } from './outcome-colors'

export interface CallStatusChartProps {
  /** Where a slice leads; null when the user cannot open the transaction history. */
  historyHrefOf: HistoryHrefOf | null
  filters: DashboardFilters
  data: DashboardCallStatus | undefined
  isPending: boolean
  error: unknown
}

/**
 * Calls by outcome. A slice opens the history of that outcome; the legend beside it offers the same
 * as links, for the keyboard and screen readers.
 */
export function CallStatusChart({ historyHrefOf, filters, data, isPending, error }: CallStatusChartProps) {
  const t = useT(dashboardTexts)
  const navigate = useNavigate()
  // The period of the answer shown, which is the filters' own once it has loaded.
  const hrefOf = (outcome: UsageOutcome) =>
    (data && historyHrefOf?.({ from: data.from, to: data.to, product: filters.product, outcome })) ?? null
  const entries = data?.by_outcome ?? []
  const slices = entries
    .filter((entry) => entry.calls > 0)
    .map((entry) => ({
      name: t(`outcome.${entry.outcome}`),
      value: entry.calls,
      color: outcomeColors[entry.outcome],
      outcome: entry.outcome,
    }))
  const legend = (
    <Stack gap={6} component="ul" p={0} m={0} miw={200} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Group key={entry.outcome} component="li" gap="xs" wrap="nowrap">
          <ColorSwatch color={outcomeSwatch(entry.outcome)} size={12} aria-hidden />
          {historyHrefOf ? (
            <Anchor component={PrefetchLink} to={hrefOf(entry.outcome) ?? ''} size="sm">
              {t(`outcome.${entry.outcome}`)}
            </Anchor>
          ) : (
            <Text size="sm">{t(`outcome.${entry.outcome}`)}</Text>
          )}
          <Text size="sm" fw={600} ml="auto">
            {formatCount(entry.calls)}
          </Text>
        </Group>
      ))}
    </Stack>
  )
  return (
    <ChartFigure
      title={t('callStatus')}
      description={t('callStatusDescription') + (historyHrefOf ? t('openOutcome') : '')}
      isPending={isPending}
      error={error}
      isEmpty={(data?.total ?? 0) === 0}
      emptyTitle={t('noCalls')}
      table={null}
      legend={legend}
    >
      <DonutChart
        // The picture is hidden from assistive technology (its table or legend says the same): nothing in it takes focus.
        accessibilityLayer={false}
        data={slices}
        size={180}
        // Sized inline, not only by the charts' stylesheet, so the chart never measures an unsized box.
        w={180}
        h={180}
        thickness={28}
        chartLabel={formatCount(data?.total ?? 0)}
        valueFormatter={(value) => formatCount(value)}
        withTooltip
        pieProps={{
          // Recharts puts the pie in the tab order by default.
          rootTabIndex: -1,
          ...(historyHrefOf
            ? {
                cursor: 'pointer',
                onClick: (slice: { payload?: { outcome?: UsageOutcome } }) => {
                  const href = slice.payload?.outcome ? hrefOf(slice.payload.outcome) : null
                  if (href) void navigate(href)
                },
              }
            : {}),
        }}
      />
    </ChartFigure>
  )
}
