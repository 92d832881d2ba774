import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function approveTenant(tenantId: string) {
  return apiRequest(operatorRoutes.approveTenant, { params: { id: tenantId } })
}

export function useApproveTenant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...operatorQueryKey, 'approve-tenant'],
    mutationFn: approveTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  })
}
