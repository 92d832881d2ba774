import { apiClient } from '../lib/api-client'

/**
 * A call refused until the user confirms their password opens the password prompt, then runs again.
 * The prompt is registered from here rather than imported by the client, which the prompt itself uses;
 * it loads only the first time a call needs it.
 */
export function handleFreshLogin() {
  apiClient.setFreshLoginHandler(() =>
    import('../components/fresh-login/fresh-login-prompt').then((module) => module.promptFreshLogin()),
  )
}
