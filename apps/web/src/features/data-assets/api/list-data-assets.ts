import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { dataAssetRoutes, type DataAssetStatus, type UserType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataAssetsQueryKeys } from './data-assets-query-keys'

export interface DataAssetsListQuery {
  page: number
  limit: number
  search?: string | undefined
  status?: DataAssetStatus | undefined
}

const pollMs = 2000

export function dataAssetsListQueryOptions(userType: UserType, query: DataAssetsListQuery) {
  return queryOptions({
    queryKey: dataAssetsQueryKeys.list(userType, query),
    queryFn: ({ signal }) => apiRequest(dataAssetRoutes[userType].list, { query, signal }),
    placeholderData: keepPreviousData,
    // While any asset on the page is still being read, look again until it settles.
    refetchInterval: (query) =>
      query.state.data?.data.some((asset) => asset.status === 'PROCESSING') ? pollMs : false,
  })
}

export function useDataAssets(userType: UserType, query: DataAssetsListQuery) {
  return useQuery(dataAssetsListQueryOptions(userType, query))
}
