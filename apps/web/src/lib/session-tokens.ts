/** Both tokens live under one localStorage key, so signing out clears them in one step. */
export const sessionStorageKey = 'lumbung.session'

export interface SessionTokens {
  access_token: string
  refresh_token: string
  /** When the access token expires, in this browser's clock (ms), so a clock set wrong does not matter. */
  expires_at?: number
}

/** A token pair as the server answers it: `expires_in` seconds from now. */
export type IssuedTokens = SessionTokens & { expires_in?: number }

export interface TokenStore {
  get(): SessionTokens | null
  set(tokens: IssuedTokens): void
  clear(): void
}

/**
 * The `exp` of an access token (a JWT) in ms, for a session stored before its expiry was kept; the
 * signature is the server's business, the client only wants to know when to refresh.
 */
export function accessTokenExpiry(accessToken: string): number | undefined {
  const payload = accessToken.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    const expiry = (claims as { exp?: unknown } | null)?.exp
    return typeof expiry === 'number' ? expiry * 1000 : undefined
  } catch {
    return undefined
  }
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function isSessionTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return typeof candidate.access_token === 'string' && typeof candidate.refresh_token === 'string'
}

export function createTokenStore(
  storage: KeyValueStorage | undefined,
  now: () => number = Date.now,
): TokenStore {
  return {
    get() {
      const raw = storage?.getItem(sessionStorageKey)
      if (!raw) return null
      try {
        const parsed: unknown = JSON.parse(raw)
        if (!isSessionTokens(parsed)) return null
        const tokens: SessionTokens = {
          access_token: parsed.access_token,
          refresh_token: parsed.refresh_token,
        }
        if (typeof parsed.expires_at === 'number') tokens.expires_at = parsed.expires_at
        return tokens
      } catch {
        return null
      }
    },
    set(tokens) {
      const expiresAt =
        typeof tokens.expires_in === 'number' ? now() + tokens.expires_in * 1000 : tokens.expires_at
      storage?.setItem(
        sessionStorageKey,
        JSON.stringify({
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
          ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
        }),
      )
    },
    clear() {
      storage?.removeItem(sessionStorageKey)
    },
  }
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage can be blocked by browser privacy settings; the session then lasts until reload.
    return undefined
  }
}

export const sessionTokens = createTokenStore(browserStorage())

export function hasSession(): boolean {
  return sessionTokens.get() !== null
}
