import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-app'
import { bearer, freshen, signInThroughForm } from '../sessions'

// Sign-in answers, keys, people and invoices must never be kept by a browser's or a proxy's cache.
describe('caching of API answers', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp()
  })
  afterAll(async () => test?.close())

  it('forbids storing sessions, keys and a company’s data', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@consumer.test', password: 'wrong-Passw0rd!' },
    })
    expect(login.headers['cache-control']).toBe('no-store')
    const session = await signInThroughForm(test.app, 'owner@consumer.test')
    const headers = bearer(session.accessToken)
    const refreshed = await test.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refresh_token: session.refreshToken },
    })
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    expect(refreshed.headers['cache-control']).toBe('no-store')
    await freshen(test.app, headers)
    for (const url of ['/api/auth/tenant/show-key', '/api/auth/user/detail']) {
      const response = await test.app.inject({ method: 'GET', url, headers })
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
      expect(response.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('lets the reference lists, the same for everyone, be cached', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/dropdown/marketplace/industry' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
  })
})
