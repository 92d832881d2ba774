import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardRoutes, type DashboardChartQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dashboardQueryKeys } from './dashboard-query-keys'

/** Calls and amount per product; unfiltered, it also lists the products to filter by. */
export function productTotalsQueryOptions(query: DashboardChartQuery) {
  return queryOptions({
    queryKey: dashboardQueryKeys.productTotals(query),
    queryFn: ({ signal }) => apiRequest(dashboardRoutes.totalPerProductTransaction, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDashboardProductTotals(query: DashboardChartQuery) {
  return useQuery(productTotalsQueryOptions(query))
}
