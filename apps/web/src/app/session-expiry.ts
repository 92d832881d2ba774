import { apiClient } from '../lib/api-client'
import { clearUserTypeCookie } from '../lib/cookies'
import { loginPathFor } from '../lib/safe-redirect'
import { loadQueryClient } from './query-client-loader'
import type { createAppRouter } from './router'

/**
 * When the refresh token is dead the session is over: forget the user and return to sign-in. A
 * navigation under way is left alone, because its guard redirects to sign-in by itself.
 */
export function handleSessionExpiry(router: ReturnType<typeof createAppRouter>) {
  apiClient.setSessionExpiredHandler(() => {
    clearUserTypeCookie()
    if (router.state.navigation.state === 'idle') {
      const { pathname, search } = router.state.location
      void router.navigate(loginPathFor(`${pathname}${search}`), { replace: true })
    }
    void loadQueryClient().then((queryClient) => queryClient.clear())
  })
}
