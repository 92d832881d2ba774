import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountRoutes, type UpdateUserBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { userInformationQueryKey } from './get-user-information'
import { userDetailQueryKey } from './get-user-detail'

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['auth', 'update-user'] as const,
    mutationFn: (body: UpdateUserBody) => apiRequest(accountRoutes.updateUser, { body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(userDetailQueryKey, detail)
      // The top bar shows the name.
      await queryClient.invalidateQueries({ queryKey: userInformationQueryKey })
    },
  })
}
