import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { userInformationQueryKey } from './get-user-information'
import { userDetailQueryKey } from './get-user-detail'

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['auth', 'upload-profile-photo'] as const,
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return apiRequest(accountRoutes.uploadProfilePhoto, { body })
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userDetailQueryKey }),
        queryClient.invalidateQueries({ queryKey: userInformationQueryKey }),
      ]),
  })
}
