import { queryOptions, useQuery } from '@tanstack/react-query'
import { datasetVersionRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { datasetsQueryKeys } from './datasets-query-keys'

export function fileVersionsQueryOptions(datasetId: string) {
  return queryOptions({
    queryKey: datasetsQueryKeys.versions(datasetId),
    enabled: datasetId !== '',
    queryFn: ({ signal }) => apiRequest(datasetVersionRoutes.list, { params: { id: datasetId }, signal }),
  })
}

export function useFileVersions(datasetId: string) {
  return useQuery(fileVersionsQueryOptions(datasetId))
}
