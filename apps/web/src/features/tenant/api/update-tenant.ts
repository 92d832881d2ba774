import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tenantRoutes, type TenantUpdateBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { tenantQueryKeys } from './tenant-query-keys'

export function updateTenant(body: TenantUpdateBody) {
  return apiRequest(tenantRoutes.update, { body })
}

export function useUpdateTenant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['tenant', 'update'],
    mutationFn: updateTenant,
    onSuccess: (detail) => {
      queryClient.setQueryData(tenantQueryKeys.detail, detail)
      // The company name shows in the top bar and menus.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'user-information'] })
    },
  })
}
