import { BarChart } from '@mantine/charts'
import { formatCount, type DashboardFailedBreakdown } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'
import { useNavigate } from 'react-router'
import { ChartFigure } from './chart-figure'
import { rowsOfAnswer, type DashboardFilters, type HistoryHrefOf } from './dashboard-filters'

export interface FailureBreakdownChartProps {
  /** Where a click leads; null when the user cannot open the transaction history. */
  historyHrefOf: HistoryHrefOf | null
  filters: DashboardFilters
  data: DashboardFailedBreakdown | undefined
  isPending: boolean
  error: unknown
}

/** Failed calls by outcome; a bar opens the history of that outcome. */
export function FailureBreakdownChart({
  historyHrefOf,
  filters,
  data,
  isPending,
  error,
}: FailureBreakdownChartProps) {
  const t = useT(dashboardTexts)
  const navigate = useNavigate()
  const bars = data
    ? rowsOfAnswer(
        data,
        data.by_outcome.map((entry) => ({
          outcome: entry.outcome,
          label: t(`outcome.${entry.outcome}`),
          calls: entry.calls,
        })),
      )
    : []
  const table = data
    ? {
        columns: [t('kind'), t('outcome'), t('failedCalls')],
        rows: data.by_kind.map((entry) => [
          t(`kind.${entry.kind}`),
          t(`outcome.${entry.outcome}`),
          formatCount(entry.calls),
        ]),
      }
    : null
  return (
    <ChartFigure
      title={t('failedCalls')}
      description={t('failedCallsDescription') + (historyHrefOf ? t('openBar') : '')}
      isPending={isPending}
      error={error}
      isEmpty={(data?.total_failed ?? 0) === 0}
      emptyTitle={t('noFailedCalls')}
      table={table}
    >
      <BarChart
        // The picture is hidden from assistive technology (its table or legend says the same): nothing in it takes focus.
        accessibilityLayer={false}
        h={240}
        w="100%"
        yAxisProps={{ allowDecimals: false }}
        data={bars}
        dataKey="label"
        series={[{ name: 'calls', label: t('failedCalls'), color: 'red.6' }]}
        valueFormatter={(value) => formatCount(value)}
        barProps={(series) => ({
          name: series.label ?? series.name,
          ...(historyHrefOf
            ? {
                cursor: 'pointer',
                onClick: (bar: { payload?: Partial<(typeof bars)[number]> }) => {
                  const { outcome, from, to } = bar.payload ?? {}
                  if (!outcome || !from || !to) return
                  void navigate(historyHrefOf({ from, to, product: filters.product, outcome }))
                },
              }
            : {}),
        })}
      />
    </ChartFigure>
  )
}
