import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardRoutes, type DashboardChartQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dashboardQueryKeys } from './dashboard-query-keys'

/** Calls and amount on each day of the period. */
export function dailyTotalsQueryOptions(query: DashboardChartQuery) {
  return queryOptions({
    queryKey: dashboardQueryKeys.dailyTotals(query),
    queryFn: ({ signal }) => apiRequest(dashboardRoutes.totalDailyTransaction, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDashboardDailyTotals(query: DashboardChartQuery) {
  return useQuery(dailyTotalsQueryOptions(query))
}
