import { AreaChart } from '@mantine/charts'
import { formatCount, formatRupiah, type DashboardDailyTotals, type UserType } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { useT } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'
import { useNavigate } from 'react-router'
import { ChartFigure } from './chart-figure'
import type { DashboardFilters, HistoryHrefOf } from './dashboard-filters'

export interface DailyTotalsChartProps {
  userType: UserType
  /** Where a click leads; null when the user cannot open the transaction history. */
  historyHrefOf: HistoryHrefOf | null
  filters: DashboardFilters
  /** Today in Asia/Jakarta: days after it have no calls yet and are left off rather than drawn as zero. */
  today: string
  data: DashboardDailyTotals | undefined
  isPending: boolean
  error: unknown
}

/** Successful and failed calls on each day; a day opens that day's history. */
export function DailyTotalsChart({
  userType,
  historyHrefOf,
  filters,
  today,
  data,
  isPending,
  error,
}: DailyTotalsChartProps) {
  const t = useT(dashboardTexts)
  const navigate = useNavigate()
  const days = (data?.days ?? [])
    .filter((day) => day.date <= today)
    .map((day) => ({ ...day, label: formatDate(day.date) }))
  const amountWord = userType === 'provider' ? t('earned') : t('spent')
  const table = {
    columns: [t('day'), t('calls'), t('successful'), t('failed'), amountWord],
    rows: days
      .filter((day) => day.calls > 0)
      .map((day) => [
        day.label,
        formatCount(day.calls),
        formatCount(day.successful_calls),
        formatCount(day.failed_calls),
        formatRupiah(day.amount),
      ]),
  }
  return (
    <ChartFigure
      title={t('callsPerDay')}
      description={t('callsPerDayDescription') + (historyHrefOf ? t('openDay') : '')}
      isPending={isPending}
      error={error}
      isEmpty={days.every((day) => day.calls === 0)}
      emptyTitle={t('noCalls')}
      table={table}
    >
      <AreaChart
        // The picture is hidden from assistive technology (its table or legend says the same): nothing in it takes focus.
        accessibilityLayer={false}
        h={260}
        // A size of its own, so the chart never measures an unsized box (recharts warns of 0 × 0).
        w="100%"
        // Calls are counted: whole ticks only.
        yAxisProps={{ allowDecimals: false }}
        data={days}
        dataKey="label"
        type="stacked"
        curveType="monotone"
        withDots={days.length <= 45}
        valueFormatter={(value) => formatCount(value)}
        series={[
          { name: 'successful_calls', label: t('successful'), color: 'lumbung.6' },
          { name: 'failed_calls', label: t('failed'), color: 'red.6' },
        ]}
        withLegend
        areaChartProps={
          historyHrefOf
            ? {
                style: { cursor: 'pointer' },
                onClick: (state: { activeIndex?: number | string | null }) => {
                  const day = days[Number(state?.activeIndex)]
                  if (day)
                    void navigate(historyHrefOf({ from: day.date, to: day.date, product: filters.product }))
                },
              }
            : {}
        }
      />
    </ChartFigure>
  )
}
