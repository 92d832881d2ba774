import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signInThroughForm, type TestApp } from '../../../test/test-app'

const limit = 3

describe('without a trusted proxy', () => {
  let subject: TestApp
  beforeAll(async () => {
    subject = await createTestApp({ config: { authRateLimit: limit } })
  })
  afterAll(() => subject.close())
  const inject = (options: InjectOptions) => subject.app.inject(options)

  const expectLimited = (response: Awaited<ReturnType<typeof inject>>) => {
    expect(response.statusCode).toBe(429)
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'TOO_MANY_REQUESTS' })
  }

  it('limits forgot-password per address, whatever X-Forwarded-For claims', async () => {
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/forgot-password/a@one.test',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      })
      expect(response.statusCode).toBe(200)
    }
    expectLimited(
      await inject({
        method: 'POST',
        url: '/api/auth/forgot-password/b@two.test',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      }),
    )
  })

  it('limits one account from many addresses (register)', async () => {
    const payload = { email: 'victim@target.co.id' }
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/user/register',
        remoteAddress: `10.1.0.${attempt}`,
        payload: {
          ...payload,
          full_name: 'Victim Name',
          phone_number: '81234567890',
          password: 'Sinar123!',
          password_confirmation: 'Sinar123!',
          legal_name: 'PT Target',
          industry: 'OTHER',
          company_size: 'SIZE_1_10',
          employee_position: 'Owner',
        },
      })
      expect(response.statusCode).toBe(200)
    }
    expectLimited(
      await inject({
        method: 'POST',
        url: '/api/auth/user/register',
        remoteAddress: '10.1.0.99',
        payload: {
          ...payload,
          full_name: 'Victim Name',
          phone_number: '81234567890',
          password: 'Sinar123!',
          password_confirmation: 'Sinar123!',
          legal_name: 'PT Target',
          industry: 'OTHER',
          company_size: 'SIZE_1_10',
          employee_position: 'Owner',
        },
      }),
    )
  })

  it("does not let guesses from many addresses lock the account's owner out", async () => {
    const signIn = (address: string, password: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { email: 'owner@consumer.test', password },
      })
    for (let attempt = 0; attempt < limit * 3; attempt += 1)
      expect((await signIn(`10.2.0.${attempt}`, 'Guess123!')).statusCode).toBe(401)
    expect((await signIn('10.2.0.200', 'Demo123!')).statusCode).toBe(200)
  })

  it('limits resend-verification per address', async () => {
    const resend = (email: string) =>
      inject({ method: 'POST', url: `/api/auth/resend-verification/${email}`, remoteAddress: '10.3.0.1' })
    for (let attempt = 0; attempt < limit; attempt += 1)
      expect((await resend(`u${attempt}@x.test`)).statusCode).toBe(200)
    expectLimited(await resend('u9@x.test'))
  })

  it('limits fresh-login per account', async () => {
    const { accessToken } = await signInThroughForm(subject.app, 'admin@provider.test')
    const attempt = (address: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/fresh-login',
        remoteAddress: address,
        headers: bearer(accessToken),
        payload: { password: 'Guess123!' },
      })
    for (let index = 0; index < limit; index += 1)
      expect((await attempt(`10.4.0.${index}`)).statusCode).toBe(422)
    expectLimited(await attempt('10.4.0.9'))
  })
})

describe('behind a trusted proxy', () => {
  let subject: TestApp
  beforeAll(async () => {
    subject = await createTestApp({ seed: false, config: { authRateLimit: limit, trustProxy: true } })
  })
  afterAll(() => subject.close())

  it('gives each forwarded client address its own bucket', async () => {
    const forgot = (client: string, email: string) =>
      subject.app.inject({
        method: 'POST',
        url: `/api/auth/forgot-password/${email}`,
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
      })
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await forgot('203.0.113.1', `a${attempt}@x.test`)).statusCode).toBe(200)
    }
    expect((await forgot('203.0.113.1', 'a9@x.test')).statusCode).toBe(429)
    expect((await forgot('203.0.113.2', 'b1@x.test')).statusCode).toBe(200)
  })
})
