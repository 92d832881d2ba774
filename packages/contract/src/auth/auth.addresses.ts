/**
 * Where the sign-in and token-refresh calls go, apart from their schemas (auth/auth.routes.ts adds
 * them): the web's first script makes these calls without loading zod (docs/decisions/0049-login-bytes.md).
 */
export const authAddresses = {
  login: { method: 'POST', url: '/api/auth/login', config: { access: { kind: 'public' } } },
  refreshToken: { method: 'POST', url: '/api/auth/refresh-token', config: { access: { kind: 'public' } } },
} as const
