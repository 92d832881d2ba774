import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardRoutes, type DashboardChartQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dashboardQueryKeys } from './dashboard-query-keys'

/** Calls by outcome, for the donut. */
export function callStatusQueryOptions(query: DashboardChartQuery) {
  return queryOptions({
    queryKey: dashboardQueryKeys.callStatus(query),
    queryFn: ({ signal }) => apiRequest(dashboardRoutes.transactionCallStatus, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDashboardCallStatus(query: DashboardChartQuery) {
  return useQuery(callStatusQueryOptions(query))
}
