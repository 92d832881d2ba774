import { useMutation } from '@tanstack/react-query'
import { tenantRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** A mutation, not a query: each call is a deliberate, audited act and may create the key. */
export function showKey() {
  return apiRequest(tenantRoutes.showKey)
}

export function useShowKey() {
  return useMutation({ mutationKey: ['tenant', 'show-key'], mutationFn: showKey })
}
