import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataAssetRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { fileToApiQueryKeys } from './file-to-api-query-keys'

/** The column names of one READY data asset (data-asset-header). */
export function fileToApiAssetHeaderQueryOptions(dataAssetId: string) {
  return queryOptions({
    queryKey: fileToApiQueryKeys.assetHeader(dataAssetId),
    queryFn: ({ signal }) => apiRequest(dataAssetRoutes.header, { params: { id: dataAssetId }, signal }),
  })
}

export function useFileToApiAssetHeader(dataAssetId: string | null) {
  return useQuery({ ...fileToApiAssetHeaderQueryOptions(dataAssetId ?? ''), enabled: !!dataAssetId })
}
