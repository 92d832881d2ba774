import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { datasetsRoutes, type ListDatasetQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export function datasetsListQueryOptions(query: ListDatasetQuery) {
  return queryOptions({
    queryKey: datasetsQueryKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(datasetsRoutes.list, { params: { userType: 'provider' }, query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDatasets(query: ListDatasetQuery) {
  return useQuery(datasetsListQueryOptions(query))
}
