import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataAssetRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { fileToApiQueryKeys } from './file-to-api-query-keys'

/** The company's READY consumer data assets, as value (id) and description (name). */
export function fileToApiAssetsQueryOptions() {
  return queryOptions({
    queryKey: fileToApiQueryKeys.assets,
    queryFn: ({ signal }) =>
      apiRequest(dataAssetRoutes.dropdown, { query: { subscription_type: 'consumer' }, signal }),
  })
}

export function useFileToApiAssets(isEnabled: boolean) {
  return useQuery({ ...fileToApiAssetsQueryOptions(), enabled: isEnabled })
}
