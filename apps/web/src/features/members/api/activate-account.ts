import { useMutation } from '@tanstack/react-query'
import { authRoutes, membersRoutes, type ActivateAccountBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { sessionTokens } from '../../../lib/session-tokens'

export type ActivationOutcome = { isSignedIn: true } | { isSignedIn: false }

/**
 * Sets the first password, then signs in with it so the new member lands in the app. If signing in
 * fails (a rate limit, say) the account is still active and the screen sends them to sign in.
 */
export async function activateAccount(body: ActivateAccountBody): Promise<ActivationOutcome> {
  const { email } = await apiRequest(membersRoutes.activateAccount, { body })
  try {
    const result = await apiRequest(authRoutes.login, { body: { email, password: body.password } })
    // A new account has no second factor yet; should it have one, the sign-in screen asks for it.
    if ('mfa_required' in result) return { isSignedIn: false }
    sessionTokens.set(result)
    return { isSignedIn: true }
  } catch {
    return { isSignedIn: false }
  }
}

export function useActivateAccount() {
  return useMutation({ mutationKey: ['members', 'activate-account'], mutationFn: activateAccount })
}
