/** Both tokens live under one localStorage key, so signing out clears them in one step. */
export const sessionStorageKey = 'lumbung.session'

export interface SessionTokens {
  access_token: string
  refresh_token: string
}

export interface TokenStore {
  get(): SessionTokens | null
  set(tokens: SessionTokens): void
  clear(): void
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function isSessionTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return typeof candidate.access_token === 'string' && typeof candidate.refresh_token === 'string'
}

export function createTokenStore(storage: KeyValueStorage | undefined): TokenStore {
  return {
    get() {
      const raw = storage?.getItem(sessionStorageKey)
      if (!raw) return null
      try {
        const parsed: unknown = JSON.parse(raw)
        return isSessionTokens(parsed)
          ? { access_token: parsed.access_token, refresh_token: parsed.refresh_token }
          : null
      } catch {
        return null
      }
    },
    set(tokens) {
      storage?.setItem(
        sessionStorageKey,
        JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }),
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
