import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardRoutes, type DashboardChartQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dashboardQueryKeys } from './dashboard-query-keys'

/** The number cards: calls, successes, failures, spend or earnings, active products, latency. */
export function numberSummaryQueryOptions(query: DashboardChartQuery) {
  return queryOptions({
    queryKey: dashboardQueryKeys.numberSummary(query),
    queryFn: ({ signal }) => apiRequest(dashboardRoutes.numberSummary, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDashboardNumberSummary(query: DashboardChartQuery) {
  return useQuery(numberSummaryQueryOptions(query))
}
