import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tenantRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { tenantQueryKeys } from './tenant-query-keys'

export function revokeNamedKey(id: string) {
  return apiRequest(tenantRoutes.revokeApiKey, { params: { id } })
}

export function useRevokeNamedKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['tenant', 'api-keys', 'revoke'],
    mutationFn: revokeNamedKey,
    // A 409 (revoked meanwhile by another admin) also means the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantQueryKeys.namedKeys }),
  })
}
