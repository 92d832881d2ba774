import { queryOptions, useQuery } from '@tanstack/react-query'
import { datasetsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export function secretShareDatasetDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: datasetsQueryKeys.detail('secret-share', id),
    enabled: id !== '',
    queryFn: ({ signal }) => apiRequest(datasetsRoutes.secretShareDetail, { params: { id }, signal }),
  })
}

export function useSecretShareDatasetDetail(id: string) {
  return useQuery(secretShareDatasetDetailQueryOptions(id))
}
