import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tenantRoutes, type ConsumerApiKeyCreateBody } from '@lumbung/contract'
import { apiRequest } from '../api-client'
import { namedKeysQueryKey } from './named-keys-query-key'

/** The answer holds the whole key; it is shown once and never cached. */
export function createNamedKey(body: ConsumerApiKeyCreateBody) {
  return apiRequest(tenantRoutes.createApiKey, { body })
}

export function useCreateNamedKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['tenant', 'api-keys', 'create'],
    mutationFn: createNamedKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: namedKeysQueryKey }),
  })
}
