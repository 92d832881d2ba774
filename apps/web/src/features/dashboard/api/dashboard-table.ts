import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardRoutes, type DashboardTableQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dashboardQueryKeys } from './dashboard-query-keys'

/** One page of calls and amount per product, company and day. */
export function dashboardTableQueryOptions(query: DashboardTableQuery) {
  return queryOptions({
    queryKey: dashboardQueryKeys.table(query),
    queryFn: ({ signal }) => apiRequest(dashboardRoutes.tableTransactionData, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDashboardTable(query: DashboardTableQuery) {
  return useQuery(dashboardTableQueryOptions(query))
}
