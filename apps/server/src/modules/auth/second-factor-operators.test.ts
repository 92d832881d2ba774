import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, type TestApp } from '../../../test/test-app'
import { postLogin, totpCode } from './second-factor.test-helpers'

let subject: TestApp
beforeAll(async () => {
  // As in production: LUMBUNG_OPERATOR_SECOND_FACTOR defaults to required.
  subject = await createTestApp({ config: { isOperatorSecondFactorRequired: true } })
})
afterAll(() => subject.close())

describe('an operator without a second factor', () => {
  it('signs in to the enrolment alone, and reaches the console once a factor is added', async () => {
    const login = await postLogin(subject.app, 'operator@lumbung.test')
    expect(login.statusCode).toBe(200)
    const data = login.json().data
    expect(data.second_factor_enrolment_required).toBe(true)
    const headers = bearer(data.access_token)

    const console = await subject.app.inject({ method: 'GET', url: '/api/operator/tenants', headers })
    expect(console.statusCode).toBe(403)
    expect(console.json().code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED')
    const status = await subject.app.inject({ method: 'GET', url: '/api/auth/mfa/status', headers })
    expect(status.json().data).toMatchObject({ required_by: 'OPERATOR', is_enrolment_pending: true })

    // The refreshed session is held too.
    const refreshed = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refresh_token: data.refresh_token },
    })
    const rotated = bearer(refreshed.json().data.access_token)
    expect(
      (await subject.app.inject({ method: 'GET', url: '/api/operator/tenants', headers: rotated }))
        .statusCode,
    ).toBe(403)

    const { secret } = (
      await subject.app.inject({ method: 'POST', url: '/api/auth/mfa/totp/enroll', headers: rotated })
    ).json().data
    const confirmed = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/confirm',
      headers: rotated,
      payload: { code: totpCode(secret) },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(
      (await subject.app.inject({ method: 'GET', url: '/api/operator/tenants', headers: rotated }))
        .statusCode,
    ).toBe(200)

    // From now on, signing in asks for the code.
    expect((await postLogin(subject.app, 'operator@lumbung.test')).json().data.mfa_required).toBe(true)
  })

  it('is not asked of a user who is no operator', async () => {
    const login = (await postLogin(subject.app, 'owner@consumer.test')).json().data
    expect(login.second_factor_enrolment_required).toBeUndefined()
    expect(login.access_token).toEqual(expect.any(String))
  })
})
