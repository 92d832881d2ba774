import { useMutation } from '@tanstack/react-query'
import { accountRoutes, type RegisterBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { currentLanguage } from '../../../lib/i18n/i18n'

export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'] as const,
    // The page's language becomes the account's, so the verification mail already speaks it.
    mutationFn: (body: RegisterBody) =>
      apiRequest(accountRoutes.register, { body: { ...body, language: body.language ?? currentLanguage() } }),
  })
}
