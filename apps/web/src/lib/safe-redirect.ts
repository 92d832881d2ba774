export const redirectParam = 'redirect'

/**
 * Where to go after signing in. Only paths on this site are followed, so a crafted link cannot send
 * the user elsewhere; the auth screens themselves are skipped.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return fallback
  return value
}

/** '/login?redirect=…' for a location the user was trying to open. */
export function loginPathFor(returnTo: string | undefined): string {
  if (!returnTo || returnTo === '/' || safeRedirectTarget(returnTo, '') === '') return '/login'
  return `/login?${redirectParam}=${encodeURIComponent(returnTo)}`
}
