import { queryOptions, useQuery } from '@tanstack/react-query'
import { tenantRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { tenantQueryKeys } from './tenant-query-keys'

export function namedKeysQueryOptions() {
  return queryOptions({
    queryKey: tenantQueryKeys.namedKeys,
    queryFn: ({ signal }) => apiRequest(tenantRoutes.listApiKeys, { signal }),
  })
}

export function useNamedKeys({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...namedKeysQueryOptions(), enabled: isEnabled })
}
