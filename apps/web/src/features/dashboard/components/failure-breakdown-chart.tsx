import { BarChart } from '@mantine/charts'
import {
  formatCount,
  usageKindLabels,
  usageOutcomeLabels,
  type DashboardFailedBreakdown,
  type UsageOutcome,
} from '@lumbung/contract'
import { useNavigate } from 'react-router'
import { ChartFigure } from './chart-figure'
import type { DashboardFilters, HistoryHrefOf } from './dashboard-filters'

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
  const navigate = useNavigate()
  const bars = (data?.by_outcome ?? []).map((entry) => ({
    outcome: entry.outcome,
    label: usageOutcomeLabels[entry.outcome],
    calls: entry.calls,
  }))
  const table = data
    ? {
        columns: ['Kind', 'Outcome', 'Failed calls'],
        rows: data.by_kind.map((entry) => [
          usageKindLabels[entry.kind],
          usageOutcomeLabels[entry.outcome],
          formatCount(entry.calls),
        ]),
      }
    : null
  return (
    <ChartFigure
      title="Failed calls"
      description={`Calls that did not succeed, by what went wrong.${historyHrefOf ? ' Open a bar to see those transactions.' : ''}`}
      isPending={isPending}
      error={error}
      isEmpty={(data?.total_failed ?? 0) === 0}
      emptyTitle="No failed calls in this period"
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
        series={[{ name: 'calls', label: 'Failed calls', color: 'red.6' }]}
        valueFormatter={(value) => formatCount(value)}
        barProps={(series) => ({
          name: series.label ?? series.name,
          ...(historyHrefOf
            ? {
                cursor: 'pointer',
                onClick: (bar: { payload?: { outcome?: UsageOutcome } }) => {
                  const outcome = bar.payload?.outcome
                  if (!outcome) return
                  void navigate(
                    historyHrefOf({ from: filters.from, to: filters.to, product: filters.product, outcome }),
                  )
                },
              }
            : {}),
        })}
      />
    </ChartFigure>
  )
}
