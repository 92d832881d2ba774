import { queryOptions, useQuery } from '@tanstack/react-query'
import { datasetsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export function apiDatasetDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: datasetsQueryKeys.detail('api', id),
    enabled: id !== '',
    queryFn: ({ signal }) =>
      apiRequest(datasetsRoutes.apiDetail, { params: { userType: 'provider', id }, signal }),
  })
}

export function useApiDatasetDetail(id: string) {
  return useQuery(apiDatasetDetailQueryOptions(id))
}
