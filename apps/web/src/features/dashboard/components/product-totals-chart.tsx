import { BarChart } from '@mantine/charts'
import { formatCount, formatRupiah, type DashboardProductTotals, type UserType } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'
import { useNavigate } from 'react-router'
import { ChartFigure } from './chart-figure'
import { rowsOfAnswer, type HistoryHrefOf } from './dashboard-filters'

export interface ProductTotalsChartProps {
  userType: UserType
  /** Where a click leads; null when the user cannot open the transaction history. */
  historyHrefOf: HistoryHrefOf | null
  data: DashboardProductTotals | undefined
  isPending: boolean
  error: unknown
}

/** The products with calls, most called first (ten at most); a bar opens that product's history. */
export function ProductTotalsChart({
  userType,
  historyHrefOf,
  data,
  isPending,
  error,
}: ProductTotalsChartProps) {
  const t = useT(dashboardTexts)
  const navigate = useNavigate()
  const called = (data?.products ?? []).filter((product) => product.calls > 0)
  const bars = data ? rowsOfAnswer(data, called.slice(0, 10)) : []
  const amountWord = userType === 'provider' ? t('earned') : t('spent')
  const table = {
    columns: [t('product'), t('calls'), t('successful'), t('failed'), amountWord],
    rows: called.map((product) => [
      product.product_name,
      formatCount(product.calls),
      formatCount(product.successful_calls),
      formatCount(product.failed_calls),
      formatRupiah(product.amount),
    ]),
  }
  return (
    <ChartFigure
      title={t('callsPerProduct')}
      description={t('callsPerProductDescription') + (historyHrefOf ? t('openProduct') : '')}
      isPending={isPending}
      error={error}
      isEmpty={called.length === 0}
      emptyTitle={t('noProductCalled')}
      table={table}
    >
      <BarChart
        // The picture is hidden from assistive technology (its table or legend says the same): nothing in it takes focus.
        accessibilityLayer={false}
        h={Math.max(180, bars.length * 52)}
        data={bars}
        dataKey="product_name"
        orientation="vertical"
        type="stacked"
        yAxisProps={{ width: 200 }}
        w="100%"
        // The count axis runs across: whole ticks only.
        xAxisProps={{ allowDecimals: false }}
        valueFormatter={(value) => formatCount(value)}
        withLegend
        series={[
          { name: 'successful_calls', label: t('successful'), color: 'lumbung.6' },
          { name: 'failed_calls', label: t('failed'), color: 'red.6' },
        ]}
        barProps={
          historyHrefOf
            ? {
                cursor: 'pointer',
                onClick: (bar: { payload?: Partial<(typeof bars)[number]> }) => {
                  const { product_id: product, from, to } = bar.payload ?? {}
                  if (product && from && to) void navigate(historyHrefOf({ from, to, product }))
                },
              }
            : {}
        }
      />
    </ChartFigure>
  )
}
