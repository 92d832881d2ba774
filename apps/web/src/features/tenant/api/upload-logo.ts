import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tenantRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { tenantQueryKeys } from './tenant-query-keys'

export function uploadLogo(file: File) {
  const body = new FormData()
  body.append('logo', file)
  return apiRequest(tenantRoutes.uploadLogo, { body })
}

export function useUploadLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['tenant', 'upload-logo'],
    mutationFn: uploadLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantQueryKeys.detail }),
  })
}
