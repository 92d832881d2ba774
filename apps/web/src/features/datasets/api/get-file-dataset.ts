import { queryOptions, useQuery } from '@tanstack/react-query'
import { datasetsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export function fileDatasetDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: datasetsQueryKeys.detail('file', id),
    enabled: id !== '',
    queryFn: ({ signal }) => apiRequest(datasetsRoutes.fileDetail, { params: { id }, signal }),
  })
}

export function useFileDatasetDetail(id: string) {
  return useQuery(fileDatasetDetailQueryOptions(id))
}
