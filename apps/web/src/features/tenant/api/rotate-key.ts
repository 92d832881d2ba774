import { useMutation } from '@tanstack/react-query'
import { tenantRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function rotateKey() {
  return apiRequest(tenantRoutes.rotateKey)
}

export function useRotateKey() {
  return useMutation({ mutationKey: ['tenant', 'rotate-key'], mutationFn: rotateKey })
}
