import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, login, type TestApp } from '../../test/test-app'
import { registerRequestContext } from './request-context'
import { createTokenSigner } from './tokens'

/** Routes declaring each kind of access, as later modules will, to check the one gate they all pass. */
let subject: TestApp
const tokens: Record<string, string> = {}
beforeAll(async () => {
  subject = await createTestApp({
    configure: (app) => {
      const answer = async () => ({ status: 'OK', message: 'Success', code: 'SUCCESS', data: null })
      app.get('/api/test/operator', { config: { access: { kind: 'operator' } } }, answer)
      app.get(
        '/api/test/my-products',
        { config: { access: { kind: 'screen', routeName: 'provider-my-products' } } },
        answer,
      )
      app.get(
        '/api/test/request-approval',
        { config: { access: { kind: 'screen', routeName: 'provider-my-transaction-request-approval' } } },
        answer,
      )
      app.get(
        '/api/test/manage-users',
        { config: { access: { kind: 'screen', routeName: 'manage-users' } } },
        answer,
      )
      app.get(
        '/api/test/my-request',
        { config: { access: { kind: 'screen', routeName: 'consumer-my-transaction-my-request' } } },
        answer,
      )
      app.post(
        '/api/test/signed-in',
        {
          config: { access: { kind: 'signed-in' } },
          schema: { body: { type: 'object', required: ['name'] } },
        },
        answer,
      )
    },
  })
  for (const email of [
    'operator@lumbung.test',
    'owner@provider.test',
    'admin@provider.test',
    'member@provider.test',
    'admin@consumer.test',
    'owner@unverified.test',
  ]) {
    tokens[email] = (await login(subject.app, email)).accessToken
  }
})
afterAll(() => subject.close())

const call = (url: string, email?: string, cookie?: string) =>
  subject.app.inject({
    method: 'GET',
    url,
    headers: { ...(email ? bearer(tokens[email]!) : {}), ...(cookie ? { cookie } : {}) },
  })

describe('route access', () => {
  it('lets only operators call operator routes', async () => {
    expect((await call('/api/test/operator', 'operator@lumbung.test')).statusCode).toBe(200)
    const owner = await call('/api/test/operator', 'owner@provider.test')
    expect(owner.statusCode).toBe(403)
    expect(owner.json()).toEqual({ status: 'ERROR', message: 'Forbidden', code: 'FORBIDDEN' })
    expect((await call('/api/test/operator')).statusCode).toBe(401)
  })

  it.each([
    ['/api/test/my-products', 'member@provider.test', 200],
    ['/api/test/my-products', 'admin@consumer.test', 403],
    ['/api/test/request-approval', 'admin@provider.test', 200],
    ['/api/test/request-approval', 'member@provider.test', 403],
    ['/api/test/request-approval', 'owner@provider.test', 200],
    ['/api/test/my-request', 'admin@consumer.test', 200],
    ['/api/test/my-request', 'owner@unverified.test', 403],
  ])('%s as %s answers %i, as the screen guard decides', async (url, email, status) => {
    expect((await call(url, email)).statusCode).toBe(status)
  })

  it('reads the userType cookie for shared screens, limited to the sides the user has', async () => {
    expect(
      (await call('/api/test/manage-users', 'member@provider.test', 'userType=PROVIDER')).statusCode,
    ).toBe(403)
    expect(
      (await call('/api/test/manage-users', 'admin@provider.test', 'userType=PROVIDER')).statusCode,
    ).toBe(200)
    expect(
      (await call('/api/test/manage-users', 'admin@consumer.test', 'userType=PROVIDER')).statusCode,
    ).toBe(200)
  })

  it('refuses a caller without a token before looking at the body', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/api/test/signed-in', payload: {} })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHORIZED')
  })

  it('refuses to start with an API route that has no access rule, so none is ever open by mistake', () => {
    const app = Fastify()
    registerRequestContext(app, {
      tokens: createTokenSigner('a'.repeat(32)),
      loadActor: async () => undefined,
    })
    expect(() => app.get('/api/test/unguarded', async () => null)).toThrow(/no access rule/)
    expect(() =>
      app.get('/api/test/guarded', { config: { access: { kind: 'public' } } }, async () => null),
    ).not.toThrow()
  })
})
