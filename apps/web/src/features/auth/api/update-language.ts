import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountRoutes, type UserLanguageBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { userInformationQueryKey } from './get-user-information'

/** Saves the signed-in user's language, which their next sign-in, mails and PDFs follow. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['auth', 'update-language'] as const,
    mutationFn: (body: UserLanguageBody) => apiRequest(accountRoutes.updateLanguage, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userInformationQueryKey })
    },
  })
}
