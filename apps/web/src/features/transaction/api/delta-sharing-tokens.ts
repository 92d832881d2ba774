import { queryOptions, useQuery } from '@tanstack/react-query'
import { deltaSharingProfileRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { deltaSharingQueryKeys } from './delta-sharing-query-keys'

export function deltaSharingTokensQueryOptions() {
  return queryOptions({
    queryKey: deltaSharingQueryKeys.tokens,
    queryFn: ({ signal }) => apiRequest(deltaSharingProfileRoutes.list, { signal }),
  })
}

export function useDeltaSharingTokens(isEnabled: boolean) {
  return useQuery({ ...deltaSharingTokensQueryOptions(), enabled: isEnabled })
}
