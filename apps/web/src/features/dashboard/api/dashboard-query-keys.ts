import type { DashboardChartQuery, DashboardTableQuery } from '@lumbung/contract'

/** Every cached dashboard answer lives under one root, one key per chart. */
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  numberSummary: (query: DashboardChartQuery) => ['dashboard', 'number-summary', query] as const,
  callStatus: (query: DashboardChartQuery) => ['dashboard', 'transaction-call-status', query] as const,
  failedBreakdown: (query: DashboardChartQuery) => ['dashboard', 'failed-api-breakdown', query] as const,
  dailyTotals: (query: DashboardChartQuery) => ['dashboard', 'total-daily-transaction', query] as const,
  productTotals: (query: DashboardChartQuery) =>
    ['dashboard', 'total-per-product-transaction', query] as const,
  table: (query: DashboardTableQuery) => ['dashboard', 'table-transaction-data', query] as const,
}
