import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardRoutes, type DashboardChartQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dashboardQueryKeys } from './dashboard-query-keys'

/** Failed calls by outcome and kind. */
export function failedBreakdownQueryOptions(query: DashboardChartQuery) {
  return queryOptions({
    queryKey: dashboardQueryKeys.failedBreakdown(query),
    queryFn: ({ signal }) => apiRequest(dashboardRoutes.failedApiBreakdown, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDashboardFailedBreakdown(query: DashboardChartQuery) {
  return useQuery(failedBreakdownQueryOptions(query))
}
