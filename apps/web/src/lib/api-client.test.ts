import { describe, expect, it, vi } from 'vitest'
import { authRoutes, defineRoute, okResult } from '@lumbung/contract'
import { z } from 'zod'
import { createApiClient, fillPath, toSearch } from './api-client'
import { ApiError } from './api-error'
import { createTokenStore, sessionStorageKey } from './session-tokens'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  }
}

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

/** A server whose valid access token is `validAccess`; refresh answers as `refresh` says. */
function fakeServer(options: { validAccess: string; refresh: () => Response | Promise<Response> }) {
  const calls: { url: string; authorization: string | undefined; method: string }[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    const headers = (init?.headers ?? {}) as Record<string, string>
    calls.push({ url, authorization: headers.Authorization, method: init?.method ?? 'GET' })
    if (url.endsWith(authRoutes.refreshToken.url)) return options.refresh()
    if (headers.Authorization !== `Bearer ${options.validAccess}`) {
      return json(401, { status: 'ERROR', message: 'Unauthorized', code: 'UNAUTHORIZED' })
    }
    return json(200, { status: 'OK', message: 'OK', code: 'OK', data: user })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

function clientWith(
  server: ReturnType<typeof fakeServer>,
  tokens = { access_token: 'old', refresh_token: 'r1' },
) {
  const storage = memoryStorage()
  const store = createTokenStore(storage)
  store.set(tokens)
  const onSessionExpired = vi.fn()
  const client = createApiClient({ tokens: store, fetch: server.fetch, onSessionExpired })
  return { client, store, storage, onSessionExpired }
}

describe('api client', () => {
  it('sends the access token and returns the data of the result wrapper', async () => {
    const server = fakeServer({ validAccess: 'old', refresh: () => json(500, {}) })
    const { client } = clientWith(server)
    const data = await client.request(authRoutes.userInformation)
    expect(data.full_name).toBe('Owner')
    expect(server.calls[0]!.authorization).toBe('Bearer old')
  })

  it('refreshes once on a 401 and retries with the new token', async () => {
    const server = fakeServer({
      validAccess: 'new',
      refresh: () =>
        json(200, {
          status: 'OK',
          message: 'OK',
          code: 'OK',
          data: { access_token: 'new', refresh_token: 'r2' },
        }),
    })
    const { client, store } = clientWith(server)
    const data = await client.request(authRoutes.userInformation)
    expect(data.tenant_name).toBe('PT Data Nusantara')
    expect(store.get()).toEqual({ access_token: 'new', refresh_token: 'r2' })
    expect(server.calls.map((call) => call.authorization)).toEqual(['Bearer old', undefined, 'Bearer new'])
  })

  it('shares one refresh between concurrent calls', async () => {
    let releaseRefresh: () => void = () => {}
    const server = fakeServer({
      validAccess: 'new',
      refresh: () =>
        new Promise<Response>((resolve) => {
          releaseRefresh = () =>
            resolve(
              json(200, {
                status: 'OK',
                message: 'OK',
                code: 'OK',
                data: { access_token: 'new', refresh_token: 'r2' },
              }),
            )
        }),
    })
    const { client } = clientWith(server)
    const pending = Promise.all([
      client.request(authRoutes.userInformation),
      client.request(authRoutes.userInformation),
      client.request(authRoutes.userInformation),
    ])
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.url.endsWith('/refresh-token'))).toHaveLength(1),
    )
    releaseRefresh()
    const results = await pending
    expect(results).toHaveLength(3)
    expect(server.calls.filter((call) => call.url.endsWith('/refresh-token'))).toHaveLength(1)
  })

  it("resets the session when the refresh token is answered with 'Token expired'", async () => {
    const server = fakeServer({
      validAccess: 'never',
      refresh: () => json(401, { status: 'ERROR', message: 'Token expired', code: 'TOKEN_EXPIRED' }),
    })
    const { client, storage, onSessionExpired } = clientWith(server)
    await expect(client.request(authRoutes.userInformation)).rejects.toMatchObject({
      status: 401,
      message: 'Token expired',
    })
    expect(storage.values.has(sessionStorageKey)).toBe(false)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('does not refresh for a failed sign-in and shows the server message', async () => {
    const fetch = vi.fn(async () =>
      json(401, { status: 'ERROR', message: 'Email or password is incorrect', code: 'INVALID_CREDENTIALS' }),
    )
    const store = createTokenStore(memoryStorage())
    const onSessionExpired = vi.fn()
    const client = createApiClient({
      tokens: store,
      fetch: fetch as unknown as typeof globalThis.fetch,
      onSessionExpired,
    })
    const failure = client.request(authRoutes.login, { body: { email: 'a@b.test', password: 'x' } })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email or password is incorrect',
    })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('carries field errors and falls back to the generic message for an empty body', async () => {
    const responses = [
      json(422, {
        status: 'ERROR',
        message: 'Validation failed',
        code: 'VALIDATION',
        errors: { email: 'Email is not valid' },
      }),
      new Response('', { status: 502, statusText: 'Bad Gateway' }),
    ]
    const fetch = vi.fn(async () => responses.shift()!)
    const client = createApiClient({
      tokens: createTokenStore(memoryStorage()),
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
    await expect(
      client.request(authRoutes.login, { body: { email: 'x', password: 'y' } }),
    ).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: 'Email is not valid' },
    })
    await expect(
      client.request(authRoutes.login, { body: { email: 'x', password: 'y' } }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'Something went wrong',
    })
  })

  it('carries the details of a failure, so screens never read them out of the message', async () => {
    const fetch = vi.fn(async () =>
      json(409, {
        status: 'ERROR',
        message: 'Your company already has a request for this product waiting for approval',
        code: 'REQUEST_ALREADY_WAITING',
        details: { transaction_no: 'TRX-20261123-ABC123' },
      }),
    )
    const client = createApiClient({
      tokens: createTokenStore(memoryStorage()),
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
    await expect(
      client.request(authRoutes.login, { body: { email: 'x', password: 'y' } }),
    ).rejects.toMatchObject({
      code: 'REQUEST_ALREADY_WAITING',
      details: { transaction_no: 'TRX-20261123-ABC123' },
    })
  })

  it('fills path parameters and query strings from the route', async () => {
    const route = defineRoute({
      method: 'GET',
      url: '/api/auth/user/member/:id',
      schema: {
        querystring: z.object({ status: z.array(z.string()) }),
        response: { 200: okResult(z.null()) },
      },
      config: { access: { kind: 'public' } },
    })
    const fetch = vi.fn(async (_input: string) =>
      json(200, { status: 'OK', message: 'OK', code: 'OK', data: null }),
    )
    const client = createApiClient({
      tokens: createTokenStore(memoryStorage()),
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
    await client.request(route, { params: { id: 'a b' }, query: { status: ['DRAFT', 'ACTIVE'] } } as never)
    expect(fetch.mock.calls[0]![0]).toBe('/api/auth/user/member/a%20b?status=DRAFT%2CACTIVE')
  })
})

describe('url helpers', () => {
  it('drops an optional parameter that is not given', () => {
    expect(fillPath('/api/transaction/{userType}/request/detail/{id?}', { userType: 'consumer' })).toBe(
      '/api/transaction/consumer/request/detail',
    )
  })

  it('skips empty query values', () => {
    expect(toSearch({ page: 1, q: '', limit: undefined })).toBe('?page=1')
    expect(toSearch(undefined)).toBe('')
  })
})
