import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataAssetRoutes, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataAssetsQueryKeys } from './data-assets-query-keys'

export function dataAssetDetailQueryOptions(userType: UserType, id: string) {
  return queryOptions({
    queryKey: dataAssetsQueryKeys.detail(userType, id),
    queryFn: ({ signal }) => apiRequest(dataAssetRoutes[userType].detail, { params: { id }, signal }),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSING' ? 2000 : false),
  })
}

export function useDataAsset(userType: UserType, id: string) {
  return useQuery(dataAssetDetailQueryOptions(userType, id))
}
