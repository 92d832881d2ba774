import { authAddresses, type authRoutes, type LoginBody, type SecondFactorChallenge } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { sessionTokens } from '../../../lib/session-tokens'
import { useAsyncAction } from '../../../lib/use-async-action'

// The call goes by the route's address: its schemas (zod) stay off the sign-in screen's first load, and
// the client reads nothing but the address (docs/decisions/0049-login-bytes.md).
const loginRoute = authAddresses.login as typeof authRoutes.login

/**
 * What the password led to: a session (perhaps held to adding a second factor first), or the second
 * step of a user who has one (docs/decisions/0060-second-factor.md).
 */
export type LoginOutcome =
  | { kind: 'signed-in'; isEnrolmentRequired: boolean }
  | { kind: 'second-factor'; challenge: SecondFactorChallenge }

/** Signs in and keeps the token pair; a wrong password rejects with the server's message. */
export async function login(body: LoginBody): Promise<LoginOutcome> {
  const result = await apiRequest(loginRoute, { body })
  if ('mfa_required' in result) return { kind: 'second-factor', challenge: result }
  sessionTokens.set(result)
  return { kind: 'signed-in', isEnrolmentRequired: result.second_factor_enrolment_required === true }
}

/** For `useMutation` where a screen already has the query client. */
export function loginMutationOptions() {
  return { mutationKey: ['auth', 'login'] as const, mutationFn: login }
}

/**
 * The sign-in screen's hook. It does not use the query library: the signed-out first load stays
 * within its size budget, and a fresh sign-in has no cached user to clear (signing out reloads).
 */
export function useLogin() {
  const action = useAsyncAction(login)
  return { mutateAsync: action.run, isPending: action.isPending, error: action.error, reset: action.reset }
}
