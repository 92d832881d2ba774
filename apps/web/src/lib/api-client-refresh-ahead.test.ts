import { describe, expect, it, vi } from 'vitest'
import { authRoutes } from '@lumbung/contract'
import { createApiClient, refreshAheadMs } from './api-client'
import { accessTokenExpiry, createTokenStore } from './session-tokens'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const user = {
  id: 'u1',
  email: 'owner@provider.test',
  full_name: 'Owner',
  profile_url: null,
  is_consumer: true,
  is_provider: true,
  application_role: 'superadmin',
  user_is_verified: true,
  company_is_verified: true,
  is_operator: false,
  tenant_id: 't1',
  tenant_name: 'PT Data Nusantara',
}

/** A JWT-shaped token whose payload says it expires at `expiresAtMs`; the signature is not checked here. */
const jwtExpiringAt = (expiresAtMs: number) => {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(expiresAtMs / 1000) })}.signature`
}

/** A server that accepts only `new` and answers a refresh with a new pair valid five minutes. */
function setUp(stored: { access_token: string; refresh_token: string; expires_in?: number }) {
  let clock = Date.parse('2026-11-24T03:00:00Z')
  const now = () => clock
  const values = new Map<string, string>()
  const store = createTokenStore(
    {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
    now,
  )
  store.set(stored)
  const calls: { url: string; authorization: string | undefined }[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization
    calls.push({ url, authorization })
    if (url.endsWith(authRoutes.refreshToken.url)) {
      return json(200, {
        status: 'OK',
        message: 'OK',
        code: 'OK',
        data: { access_token: 'new', refresh_token: 'r2', token_type: 'Bearer', expires_in: 300 },
      })
    }
    if (authorization !== 'Bearer new' && authorization !== 'Bearer current') {
      return json(401, { status: 'ERROR', message: 'Unauthorized', code: 'UNAUTHORIZED' })
    }
    return json(200, { status: 'OK', message: 'OK', code: 'OK', data: user })
  })
  const client = createApiClient({ tokens: store, fetch: fetch as unknown as typeof globalThis.fetch, now })
  return {
    client,
    store,
    calls,
    advance: (ms: number) => {
      clock += ms
    },
    now,
  }
}

describe('refreshing ahead of expiry', () => {
  it('refreshes before the call once the token is about to expire, so no call meets a 401', async () => {
    const { client, store, calls, advance, now } = setUp({
      access_token: 'old',
      refresh_token: 'r1',
      expires_in: 300,
    })
    advance(300_000 - refreshAheadMs + 1)
    expect((await client.request(authRoutes.userInformation)).full_name).toBe('Owner')
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      [authRoutes.refreshToken.url, undefined],
      [authRoutes.userInformation.url, 'Bearer new'],
    ])
    expect(store.get()).toEqual({ access_token: 'new', refresh_token: 'r2', expires_at: now() + 300_000 })
  })

  it('does not refresh a token with time to spare', async () => {
    const { client, calls, advance } = setUp({
      access_token: 'current',
      refresh_token: 'r1',
      expires_in: 300,
    })
    advance(60_000)
    await client.request(authRoutes.userInformation)
    expect(calls.map((call) => call.url)).toEqual([authRoutes.userInformation.url])
  })

  it('reads the expiry from the token itself for a session kept before expiries were stored', async () => {
    const expired = jwtExpiringAt(Date.parse('2026-11-24T02:59:00Z'))
    const { client, calls } = setUp({ access_token: expired, refresh_token: 'r1' })
    await client.request(authRoutes.userInformation)
    expect(calls.map((call) => call.authorization)).toEqual([undefined, 'Bearer new'])
  })

  it('still refreshes once and retries when a token with time to spare is refused', async () => {
    const { client, calls } = setUp({ access_token: 'revoked', refresh_token: 'r1', expires_in: 300 })
    expect((await client.request(authRoutes.userInformation)).full_name).toBe('Owner')
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer revoked', undefined, 'Bearer new'])
  })

  it('sends public calls without refreshing first', async () => {
    const { client, calls, advance } = setUp({ access_token: 'old', refresh_token: 'r1', expires_in: 300 })
    advance(600_000)
    await client
      .request(authRoutes.login, { body: { email: 'a@b.test', password: 'Secret123!' } })
      .catch(() => {})
    expect(calls.map((call) => call.url)).toEqual([authRoutes.login.url])
  })
})

it.each([
  ['a JWT', jwtExpiringAt(1_800_000_000_000), 1_800_000_000_000],
  ['an opaque token', 'opaque', undefined],
  ['a malformed payload', 'a.%%%.c', undefined],
])('reads the expiry of %s', (_name, token, expected) => {
  expect(accessTokenExpiry(token)).toBe(expected)
})
