import { useMutation } from '@tanstack/react-query'
import { authRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { clearUserTypeCookie } from '../../../lib/cookies'
import { sessionTokens } from '../../../lib/session-tokens'

/** Ends the session on the server, then forgets it here whatever the server said, and starts clean. */
export async function logout(): Promise<void> {
  try {
    if (sessionTokens.get()) await apiRequest(authRoutes.logout)
  } catch {
    // The session is ended locally anyway; a server that cannot be reached must not trap the user.
  } finally {
    sessionTokens.clear()
    clearUserTypeCookie()
  }
}

export function logoutMutationOptions() {
  return { mutationKey: ['auth', 'logout'] as const, mutationFn: logout }
}

export function useLogout() {
  return useMutation({
    ...logoutMutationOptions(),
    onSettled: () => window.location.assign('/login'),
  })
}
