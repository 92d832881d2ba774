import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorRoutes, type OperatorRejectTenantBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function rejectTenant({ tenantId, body }: { tenantId: string; body: OperatorRejectTenantBody }) {
  return apiRequest(operatorRoutes.rejectTenant, { params: { id: tenantId }, body })
}

export function useRejectTenant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...operatorQueryKey, 'reject-tenant'],
    mutationFn: rejectTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  })
}
