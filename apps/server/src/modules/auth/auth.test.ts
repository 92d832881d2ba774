import type { InjectOptions } from 'fastify'
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signInThroughForm, type TestApp } from '../../../test/test-app'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp()
})
afterAll(() => subject.close())

const inject = (options: InjectOptions) => subject.app.inject(options)
const postLogin = (payload: unknown) =>
  inject({ method: 'POST', url: '/api/auth/login', payload: payload as object })
const userInformation = (accessToken: string) =>
  inject({ method: 'GET', url: '/api/auth/user/information', headers: bearer(accessToken) })
const refresh = (refreshToken: string) =>
  inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refresh_token: refreshToken } })

describe('POST /api/auth/login', () => {
  it.each([
    'operator@lumbung.test',
    'owner@provider.test',
    'admin@provider.test',
    'member@provider.test',
    'owner@consumer.test',
    'admin@consumer.test',
    'member@consumer.test',
    'owner@unverified.test',
  ])('signs in %s with the demo password', async (email) => {
    const response = await postLogin({ email, password: 'Demo123!' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'OK',
      code: 'SUCCESS',
      data: { token_type: 'Bearer', expires_in: 300 },
    })
    expect(body.data.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(body.data.refresh_token).toMatch(/^[\w-]{43}$/)
  })

  it('accepts the email in any letter case', async () => {
    const response = await postLogin({ email: 'Owner@Provider.TEST', password: 'Demo123!' })
    expect(response.statusCode).toBe(200)
  })

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrongPassword = await postLogin({ email: 'owner@provider.test', password: 'Wrong123!' })
    const unknownEmail = await postLogin({ email: 'nobody@provider.test', password: 'Demo123!' })
    const expected = {
      status: 'ERROR',
      message: 'Email or password is incorrect',
      code: 'INVALID_CREDENTIALS',
    }
    expect(wrongPassword.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual(expected)
    expect(unknownEmail.statusCode).toBe(401)
    expect(unknownEmail.body).toBe(wrongPassword.body)
  })

  it.each([
    [{ email: '', password: 'Demo123!' }, 'email', 'Email can not be empty'],
    [{ password: 'Demo123!' }, 'email', 'Email can not be empty'],
    [{ email: 'not-an-email', password: 'Demo123!' }, 'email', 'Email is not valid'],
    [{ email: 'owner@provider.test', password: '' }, 'password', 'Password can not be empty'],
  ])('rejects %j with its validation message', async (payload, field, message) => {
    const response = await postLogin(payload)
    expect(response.statusCode).toBe(422)
    const body = response.json()
    expect(body).toMatchObject({ status: 'ERROR', code: 'VALIDATION_ERROR', message })
    expect(body.errors[field]).toBe(message)
  })

  it('reports every invalid field at once', async () => {
    const response = await postLogin({ email: '', password: '' })
    expect(response.json().errors).toEqual({
      email: 'Email can not be empty',
      password: 'Password can not be empty',
    })
  })

  it('answers a body that is not JSON with a 415 in the wrapper', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=owner@provider.test',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'UNSUPPORTED_MEDIA_TYPE' })
  })
})

describe('access token', () => {
  it('lives exactly 300 seconds and is signed with HS256 for the Lumbung API', async () => {
    const { accessToken } = await signInThroughForm(subject.app, 'owner@provider.test')
    const claims = decodeJwt(accessToken)
    expect(decodeProtectedHeader(accessToken).alg).toBe('HS256')
    expect(claims.exp! - claims.iat!).toBe(300)
    expect(claims.iss).toBe('lumbung')
    expect(claims.aud).toBe('lumbung-api')
  })

  async function resigned(
    accessToken: string,
    change: { secret?: string; audience?: string; issuer?: string; lifetime?: number },
  ) {
    const claims = decodeJwt(accessToken)
    const issuedAt = Math.floor(Date.now() / 1000)
    return new SignJWT({ tid: claims.tid, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub!)
      .setIssuer(change.issuer ?? 'lumbung')
      .setAudience(change.audience ?? 'lumbung-api')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (change.lifetime ?? 300))
      .sign(new TextEncoder().encode(change.secret ?? subject.config.jwtSecret))
  }

  it('is accepted when re-signed with the same key and claims (the control for the cases below)', async () => {
    const { accessToken } = await signInThroughForm(subject.app, 'owner@provider.test')
    const response = await userInformation(await resigned(accessToken, {}))
    expect(response.statusCode).toBe(200)
  })

  it.each([
    ['a forged signature', { secret: 'a-different-secret-that-is-long-enough-000' }],
    ['another audience', { audience: 'another-api' }],
    ['another issuer', { issuer: 'someone-else' }],
    ['a lifetime beyond 300 seconds', { lifetime: 3600 }],
  ])('refuses a token with %s', async (_case, change) => {
    const { accessToken } = await signInThroughForm(subject.app, 'owner@provider.test')
    const response = await userInformation(await resigned(accessToken, change))
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'UNAUTHORIZED' })
  })

  it("refuses alg 'none'", async () => {
    const { accessToken } = await signInThroughForm(subject.app, 'owner@provider.test')
    const [, payload] = accessToken.split('.')
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    const response = await userInformation(`${header}.${payload}.`)
    expect(response.statusCode).toBe(401)
  })

  it('is required for signed-in routes', async () => {
    const response = await inject({ method: 'GET', url: '/api/auth/user/information' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ status: 'ERROR', message: 'Unauthorized', code: 'UNAUTHORIZED' })
  })
})

describe('POST /api/auth/refresh-token', () => {
  it('returns a new pair and rotates the old refresh token out', async () => {
    const first = await signInThroughForm(subject.app, 'admin@provider.test')
    const response = await refresh(first.refreshToken)
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.refresh_token).not.toBe(first.refreshToken)
    expect((await userInformation(data.access_token)).statusCode).toBe(200)
    // The rotated pair refreshes again.
    expect((await refresh(data.refresh_token)).statusCode).toBe(200)
  })

  it('treats reuse of a rotated token as theft: 401 Token expired, and the whole family is revoked', async () => {
    const first = await signInThroughForm(subject.app, 'member@provider.test')
    const rotated = (await refresh(first.refreshToken)).json().data
    const reuse = await refresh(first.refreshToken)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json()).toEqual({ status: 'ERROR', message: 'Token expired', code: 'TOKEN_EXPIRED' })
    const successor = await refresh(rotated.refresh_token)
    expect(successor.statusCode).toBe(401)
    expect(successor.json().message).toBe('Token expired')
    expect((await userInformation(rotated.access_token)).statusCode).toBe(401)
  })

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const laptop = await signInThroughForm(subject.app, 'owner@consumer.test')
    const phone = await signInThroughForm(subject.app, 'owner@consumer.test')
    await refresh(laptop.refreshToken)
    await refresh(laptop.refreshToken)
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200)
  })

  it('answers an unknown token with Token expired', async () => {
    const response = await refresh('x'.repeat(43))
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe('Token expired')
  })

  it('requires the token', async () => {
    const response = await inject({ method: 'POST', url: '/api/auth/refresh-token', payload: {} })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ refresh_token: 'Refresh token can not be empty' })
  })
})

describe('DELETE /api/auth/logout', () => {
  it('makes the access token and the refresh token unusable at once', async () => {
    const session = await signInThroughForm(subject.app, 'admin@consumer.test')
    expect((await userInformation(session.accessToken)).statusCode).toBe(200)
    const response = await inject({
      method: 'DELETE',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'OK', data: null })
    expect((await userInformation(session.accessToken)).statusCode).toBe(401)
    expect((await refresh(session.refreshToken)).json().message).toBe('Token expired')
  })

  it('records sign-in and sign-out in the audit log', async () => {
    const session = await signInThroughForm(subject.app, 'member@consumer.test')
    await inject({ method: 'DELETE', url: '/api/auth/logout', headers: bearer(session.accessToken) })
    const { auditLog, users } = await import('../../db/schema')
    const { eq, desc } = await import('drizzle-orm')
    const entries = await subject.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorUserId))
      .where(eq(users.email, 'member@consumer.test'))
      .orderBy(desc(auditLog.createdAt))
    expect(entries.map((entry) => entry.action).slice(0, 2)).toEqual(['auth.logout', 'auth.login'])
  })
})

describe('GET /api/auth/user/information', () => {
  const base = { profile_url: null, user_is_verified: true }
  it.each([
    [
      'owner@provider.test',
      {
        ...base,
        full_name: 'Budi Santoso',
        application_role: 'superadmin',
        is_consumer: true,
        is_provider: true,
        company_is_verified: true,
        is_operator: false,
        tenant_name: 'PT Data Nusantara',
      },
    ],
    [
      'admin@provider.test',
      {
        ...base,
        full_name: 'Dewi Lestari',
        application_role: 'admin',
        is_consumer: true,
        is_provider: true,
        company_is_verified: true,
        is_operator: false,
        tenant_name: 'PT Data Nusantara',
      },
    ],
    [
      'member@consumer.test',
      {
        ...base,
        full_name: 'Putri Ayu Lestari',
        application_role: 'member',
        is_consumer: true,
        is_provider: false,
        company_is_verified: true,
        is_operator: false,
        tenant_name: 'PT Konsumen Maju',
      },
    ],
    [
      'owner@unverified.test',
      {
        ...base,
        full_name: 'Joko Susilo',
        application_role: 'superadmin',
        is_consumer: true,
        is_provider: false,
        company_is_verified: false,
        is_operator: false,
        tenant_name: 'PT Baru Berdiri',
      },
    ],
    [
      'operator@lumbung.test',
      {
        ...base,
        full_name: 'Rina Kartika Sari',
        application_role: 'superadmin',
        is_consumer: true,
        is_provider: false,
        company_is_verified: true,
        is_operator: true,
        tenant_name: 'Lumbung',
      },
    ],
  ])('describes %s', async (email, expected) => {
    const { accessToken } = await signInThroughForm(subject.app, email)
    const response = await userInformation(accessToken)
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({ ...expected, email })
    expect(data.id).toBe(decodeJwt(accessToken).sub)
    expect(data.tenant_id).toBe(decodeJwt(accessToken).tid)
  })
})

describe('a deactivated user', () => {
  it('is signed out at once and refused at sign-in with the same answer as a wrong password', async () => {
    const { users } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    const session = await signInThroughForm(subject.app, 'member@provider.test')
    await subject.database.db
      .update(users)
      .set({ status: 'DEACTIVATED' })
      .where(eq(users.email, 'member@provider.test'))
    try {
      expect((await userInformation(session.accessToken)).statusCode).toBe(401)
      expect((await refresh(session.refreshToken)).json().message).toBe('Token expired')
      const refused = await postLogin({ email: 'member@provider.test', password: 'Demo123!' })
      expect(refused.statusCode).toBe(401)
      expect(refused.json()).toEqual({
        status: 'ERROR',
        message: 'Email or password is incorrect',
        code: 'INVALID_CREDENTIALS',
      })
    } finally {
      await subject.database.db
        .update(users)
        .set({ status: 'ACTIVE' })
        .where(eq(users.email, 'member@provider.test'))
    }
  })
})
