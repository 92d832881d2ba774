import type { z } from 'zod'
import {
  accountErrorMessages,
  authAddresses,
  freshLoginRequiredCode,
  genericErrorMessage,
  okStatus,
  type ErrorDetails,
  type RouteDefinition,
} from '@lumbung/contract'
import { ApiError, codeFromStatusText } from './api-error'
import { freshLoginCancelledMessage } from './client-messages'
import {
  accessTokenExpiry,
  sessionTokens,
  type IssuedTokens,
  type SessionTokens,
  type TokenStore,
} from './session-tokens'

type InputOf<T> = T extends z.ZodType ? z.input<T> : never
type OutputOf<T> = T extends z.ZodType ? z.output<T> : never

/** The `data` of a route's 200 answer. */
export type RouteData<R extends RouteDefinition> =
  OutputOf<R['schema']['response'][200]> extends { data: infer D } ? D : unknown

export interface RequestOptions<R extends RouteDefinition> {
  body?: InputOf<R['schema']['body']> | FormData
  query?: InputOf<R['schema']['querystring']>
  params?: InputOf<R['schema']['params']>
  signal?: AbortSignal
}

export interface ApiClientOptions {
  tokens: TokenStore
  fetch?: typeof fetch
  baseUrl?: string
  /** Called once the session is gone (refresh token dead or refused); the app returns to /login. */
  onSessionExpired?: () => void
  /**
   * Asks the user for their password when a call answers 403 FRESH_LOGIN_REQUIRED; resolves true once
   * the fresh login succeeded (the call is then retried once), false when the user cancelled.
   */
  onFreshLoginRequired?: () => Promise<boolean>
  /** The clock (ms); tests move it. */
  now?: () => number
}

/**
 * An access token this close to its expiry is refreshed before the call rather than after a 401, so
 * the first load after a pause does not fail a call (and log it in the console) before succeeding.
 */
export const refreshAheadMs = 30_000

interface WrappedResult {
  status?: unknown
  message?: unknown
  code?: unknown
  data?: unknown
  errors?: unknown
  details?: unknown
}

/** ':id' or '{id}' in a route's URL, filled from params and encoded. */
export function fillPath(url: string, params: Record<string, unknown> | undefined): string {
  return (
    url
      .replace(
        /:([A-Za-z_]\w*)\??|\{([A-Za-z_]\w*)\??\}/g,
        (_match, colonName?: string, braceName?: string) => {
          const name = (colonName ?? braceName)!
          const value = params?.[name]
          return value === undefined || value === null ? '' : encodeURIComponent(String(value))
        },
      )
      .replace(/\/+$/, '') || '/'
  )
}

/** Query objects to a search string; lists are joined by commas as the API expects. */
export function toSearch(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    search.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

async function readWrapped(response: Response): Promise<WrappedResult | null> {
  const text = await response.text()
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null ? (parsed as WrappedResult) : null
  } catch {
    return null
  }
}

function toApiError(response: Response, body: WrappedResult | null): ApiError {
  if (!body) {
    return new ApiError(
      response.status,
      codeFromStatusText(response.statusText, response.status),
      genericErrorMessage,
    )
  }
  const message = typeof body.message === 'string' && body.message ? body.message : genericErrorMessage
  const code =
    typeof body.code === 'string' && body.code
      ? body.code
      : codeFromStatusText(response.statusText, response.status)
  const fieldErrors =
    typeof body.errors === 'object' && body.errors !== null ? (body.errors as Record<string, string>) : {}
  const details =
    typeof body.details === 'object' && body.details !== null ? (body.details as ErrorDetails) : {}
  return new ApiError(response.status, code, message, fieldErrors, details)
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? ''
  let refreshing: Promise<SessionTokens | null> | null = null
  let onSessionExpired = options.onSessionExpired
  let onFreshLoginRequired = options.onFreshLoginRequired

  const now = options.now ?? Date.now
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init)

  function isAboutToExpire(tokens: SessionTokens): boolean {
    const expiresAt = tokens.expires_at ?? accessTokenExpiry(tokens.access_token)
    return expiresAt !== undefined && expiresAt - now() <= refreshAheadMs
  }

  async function refreshNow(refreshToken: string): Promise<SessionTokens | null> {
    try {
      const response = await doFetch(`${baseUrl}${authAddresses.refreshToken.url}`, {
        method: authAddresses.refreshToken.method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      })
      const body = await readWrapped(response)
      const data = body?.data as Partial<IssuedTokens> | undefined
      if (!response.ok || body?.status !== okStatus || !data?.access_token || !data.refresh_token) return null
      options.tokens.set({
        access_token: data.access_token,
        refresh_token: data.refresh_token,
        ...(typeof data.expires_in === 'number' ? { expires_in: data.expires_in } : {}),
      })
      return options.tokens.get() ?? { access_token: data.access_token, refresh_token: data.refresh_token }
    } catch {
      return null
    }
  }

  /** One refresh at a time: every call that met a 401 meanwhile waits for the same answer. */
  function refreshSession(): Promise<SessionTokens | null> {
    if (!refreshing) {
      const refreshToken = options.tokens.get()?.refresh_token
      if (!refreshToken) return Promise.resolve(null)
      refreshing = refreshNow(refreshToken).finally(() => {
        refreshing = null
      })
    }
    return refreshing
  }

  function endSession(): void {
    // Only a session that existed can expire; a call made signed-out simply fails with its 401.
    const hadSession = options.tokens.get() !== null
    options.tokens.clear()
    if (hadSession) onSessionExpired?.()
  }

  async function send<R extends RouteDefinition>(route: R, request: RequestOptions<R>, accessToken?: string) {
    const headers: Record<string, string> = { Accept: 'application/json' }
    let body: BodyInit | undefined
    if (request.body instanceof FormData) {
      body = request.body
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(request.body)
    }
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`
    const url = `${baseUrl}${fillPath(route.url, request.params as Record<string, unknown> | undefined)}${toSearch(
      request.query as Record<string, unknown> | undefined,
    )}`
    return doFetch(url, { method: route.method, headers, body, signal: request.signal })
  }

  async function request<R extends RouteDefinition>(
    route: R,
    request: RequestOptions<R> = {},
  ): Promise<RouteData<R>> {
    const isPublic = route.config.access.kind === 'public'
    let sentWith = options.tokens.get()
    // A refused refresh is left to the 401 below, which ends the session the one way it always does.
    if (!isPublic && sentWith && isAboutToExpire(sentWith)) sentWith = (await refreshSession()) ?? sentWith
    let response = await send(route, request, sentWith?.access_token)

    if (response.status === 401 && !isPublic) {
      // Another call may already have rotated the tokens while this one was in flight.
      const current = options.tokens.get()
      const fresh =
        current && current.access_token !== sentWith?.access_token ? current : await refreshSession()
      if (!fresh) {
        endSession()
        throw new ApiError(401, 'TOKEN_EXPIRED', accountErrorMessages.tokenExpired)
      }
      response = await send(route, request, fresh.access_token)
      if (response.status === 401) {
        const body = await readWrapped(response)
        endSession()
        throw toApiError(response, body)
      }
    }

    let body = await readWrapped(response)
    if (response.status === 403 && body?.code === freshLoginRequiredCode && onFreshLoginRequired) {
      if (!(await onFreshLoginRequired())) {
        throw new ApiError(403, freshLoginRequiredCode, freshLoginCancelledMessage)
      }
      // Once only: a second refusal is the answer, not a reason to ask again.
      response = await send(route, request, options.tokens.get()?.access_token)
      body = await readWrapped(response)
    }
    if (!response.ok || !body || body.status !== okStatus) throw toApiError(response, body)
    return body.data as RouteData<R>
  }

  return {
    request,
    refreshSession,
    setSessionExpiredHandler(handler: (() => void) | undefined) {
      onSessionExpired = handler
    },
    setFreshLoginHandler(handler: (() => Promise<boolean>) | undefined) {
      onFreshLoginRequired = handler
    },
  }
}

/** The app's client; the app gives it its session-expiry and password-prompt handlers at start-up. */
export const apiClient = createApiClient({ tokens: sessionTokens })

/** Calls a contract route and returns its `data`; throws an ApiError otherwise. */
export function apiRequest<R extends RouteDefinition>(
  route: R,
  options?: RequestOptions<R>,
): Promise<RouteData<R>> {
  return apiClient.request(route, options)
}
