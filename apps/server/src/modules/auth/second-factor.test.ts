import type { InjectOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userTotpFactors, users } from '../../db/schema'
import { readMailbox } from '../../../test/mailbox'
import {
  bearer,
  createTestApp,
  freshen,
  headersFor,
  signInThroughForm,
  type TestApp,
} from '../../../test/test-app'
import { enrolTotp, mfaTokenOf, postLogin, totpCode, verifyCode } from './second-factor.test-helpers'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp()
})
afterAll(() => subject.close())

const inject = (options: InjectOptions) => subject.app.inject(options)
const status = async (headers: Record<string, string>) =>
  (await subject.app.inject({ method: 'GET', url: '/api/auth/mfa/status', headers })).json().data

describe('adding an authenticator app', () => {
  it('needs a fresh login, shows the key once, and takes a first code before it counts', async () => {
    const session = await signInThroughForm(subject.app, 'member@provider.test')
    const headers = bearer(session.accessToken)
    const stale = await inject({ method: 'POST', url: '/api/auth/mfa/totp/enroll', headers })
    expect(stale.statusCode).toBe(403)
    expect(stale.json().code).toBe('FRESH_LOGIN_REQUIRED')

    await freshen(subject.app, headers)
    const enrolled = await inject({ method: 'POST', url: '/api/auth/mfa/totp/enroll', headers })
    expect(enrolled.statusCode).toBe(200)
    const { secret, otpauth_url } = enrolled.json().data
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Lumbung:member%40provider\.test\?/)
    expect(otpauth_url).toContain(`secret=${secret}`)
    expect(otpauth_url).toContain('period=30')

    // Not confirmed yet: signing in still asks for the password alone.
    expect((await postLogin(subject.app, 'member@provider.test')).json().data.access_token).toBeDefined()

    const wrong = await inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/confirm',
      headers,
      payload: { code: totpCode(secret, 5) },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.code).toBe('The code is incorrect or was already used')

    const confirmed = await inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/confirm',
      headers,
      payload: { code: totpCode(secret) },
    })
    expect(confirmed.statusCode).toBe(200)
    const codes = confirmed.json().data.recovery_codes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/)

    const [mail] = await readMailbox(subject.app, 'member@provider.test')
    expect(mail?.subject).toBe('An authenticator app was added to your Lumbung account')
    expect(await status(headers)).toMatchObject({
      totp: { is_enrolled: true },
      passkeys: [],
      recovery_codes_left: 10,
      required_by: null,
      is_enrolment_pending: false,
    })

    // The key is kept sealed, and never shown again.
    const [row] = await subject.database.db
      .select()
      .from(userTotpFactors)
      .innerJoin(users, eq(users.id, userTotpFactors.userId))
      .where(eq(users.email, 'member@provider.test'))
    expect(row!.user_totp_factors.sealedSecret).not.toContain(secret)
    expect(row!.user_totp_factors.sealedSecret.startsWith('v1.')).toBe(true)
    const again = await inject({ method: 'POST', url: '/api/auth/mfa/totp/enroll', headers })
    expect(again.statusCode).toBe(409)
  })
})

describe('signing in with a second factor', () => {
  let secret: string
  let recoveryCodes: string[]
  beforeAll(async () => {
    ;({ secret, recoveryCodes } = await enrolTotp(subject.app, 'admin@provider.test'))
  })

  it('answers the password with a second step instead of tokens, then the code with the tokens', async () => {
    const response = await postLogin(subject.app, 'admin@provider.test')
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toEqual({
      mfa_required: true,
      mfa_token: expect.any(String),
      mfa_methods: ['TOTP', 'RECOVERY_CODE'],
    })
    expect(data.access_token).toBeUndefined()

    const wrong = await verifyCode(subject.app, data.mfa_token, '000000')
    expect(wrong.statusCode).toBe(422)

    // The step of the confirmation is spent; the next one is good once.
    const code = totpCode(secret, 1)
    const verified = await verifyCode(subject.app, data.mfa_token, code)
    expect(verified.statusCode).toBe(200)
    const pair = verified.json().data
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 300 })
    const information = await inject({
      method: 'GET',
      url: '/api/auth/user/information',
      headers: bearer(pair.access_token),
    })
    expect(information.json().data.email).toBe('admin@provider.test')

    // The token is single-use, and so is the code.
    const reusedToken = await verifyCode(subject.app, data.mfa_token, totpCode(secret, 1))
    expect(reusedToken.statusCode).toBe(401)
    expect(reusedToken.json().code).toBe('SECOND_FACTOR_EXPIRED')
    const reusedCode = await verifyCode(
      subject.app,
      await mfaTokenOf(subject.app, 'admin@provider.test'),
      code,
    )
    expect(reusedCode.statusCode).toBe(422)
    expect(reusedCode.json().code).toBe('INVALID_SECOND_FACTOR')
  })

  it('takes each recovery code once, in whatever case and spacing it was typed', async () => {
    const code = recoveryCodes[0]!
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `
    const first = await verifyCode(subject.app, await mfaTokenOf(subject.app, 'admin@provider.test'), typed)
    expect(first.statusCode).toBe(200)
    const second = await verifyCode(subject.app, await mfaTokenOf(subject.app, 'admin@provider.test'), code)
    expect(second.statusCode).toBe(422)
    expect(await status(bearer(first.json().data.access_token))).toMatchObject({ recovery_codes_left: 9 })
  })

  it('refuses a token that is not one, and a token of a wrong password is never made', async () => {
    expect((await verifyCode(subject.app, 'made-up-token-000000', '123456')).statusCode).toBe(401)
    const refused = await postLogin(subject.app, 'admin@provider.test', 'Wrong123!')
    expect(refused.statusCode).toBe(401)
    expect(refused.json().data ?? null).toBeNull()
  })

  it('asks the fresh-login step for a code too', async () => {
    const mfaToken = await mfaTokenOf(subject.app, 'admin@provider.test')
    const pair = (await verifyCode(subject.app, mfaToken, recoveryCodes[1]!)).json().data
    const headers = bearer(pair.access_token)
    const passwordOnly = await inject({
      method: 'POST',
      url: '/api/auth/fresh-login',
      headers,
      payload: { password: 'Demo123!' },
    })
    expect(passwordOnly.statusCode).toBe(422)
    expect(passwordOnly.json().code).toBe('SECOND_FACTOR_REQUIRED')
    const wrong = await inject({
      method: 'POST',
      url: '/api/auth/fresh-login',
      headers,
      payload: { password: 'Demo123!', code: '000000' },
    })
    expect(wrong.statusCode).toBe(422)
    const withCode = await inject({
      method: 'POST',
      url: '/api/auth/fresh-login',
      headers,
      payload: { password: 'Demo123!', code: recoveryCodes[2]! },
    })
    expect(withCode.statusCode).toBe(200)
  })
})

describe('limits on codes', () => {
  it('ends a second step after five wrong codes, then locks the account’s guesses like passwords', async () => {
    await enrolTotp(subject.app, 'admin@consumer.test')
    const mfaToken = await mfaTokenOf(subject.app, 'admin@consumer.test')
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verifyCode(subject.app, mfaToken, '000000')).statusCode).toBe(422)
    }
    expect((await verifyCode(subject.app, mfaToken, '000000')).statusCode).toBe(401)
    // The owner's trail shows the refusals as one counted row, not one row per guess.
    const owner = bearer((await signInThroughForm(subject.app, 'owner@consumer.test')).accessToken)
    const trail = await inject({
      method: 'GET',
      url: '/api/auth/tenant/audit-log?action=auth.second_factor_refused',
      headers: owner,
    })
    expect(trail.statusCode).toBe(200)
    const refused = trail.json().data.data
    expect(refused).toHaveLength(1)
    expect(refused[0].count).toBe(5)

    const next = await mfaTokenOf(subject.app, 'admin@consumer.test')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await verifyCode(subject.app, next, '000000')).statusCode)
    }
    expect(statuses).toContain(429)
  })
})

describe('removing the authenticator app', () => {
  it('needs a fresh login with a code, mails the user, and sign-in asks for the password alone again', async () => {
    const { secret, recoveryCodes } = await enrolTotp(subject.app, 'member@consumer.test')
    const pair = (
      await verifyCode(subject.app, await mfaTokenOf(subject.app, 'member@consumer.test'), recoveryCodes[0]!)
    ).json().data
    const headers = bearer(pair.access_token)
    const stale = await inject({ method: 'DELETE', url: '/api/auth/mfa/totp', headers })
    expect(stale.statusCode).toBe(403)
    await inject({
      method: 'POST',
      url: '/api/auth/fresh-login',
      headers,
      payload: { password: 'Demo123!', code: totpCode(secret, 1) },
    })
    const removed = await inject({ method: 'DELETE', url: '/api/auth/mfa/totp', headers })
    expect(removed.statusCode).toBe(200)
    const [mail] = await readMailbox(subject.app, 'member@consumer.test')
    expect(mail?.subject).toBe('An authenticator app was removed from your Lumbung account')
    expect(await status(headers)).toMatchObject({ totp: { is_enrolled: false }, recovery_codes_left: 0 })
    expect((await postLogin(subject.app, 'member@consumer.test')).json().data.access_token).toBeDefined()
  })
})

describe('a company that requires a second factor', () => {
  it('is set by the owner alone, and holds a member without one to the enrolment until one is added', async () => {
    const owner = bearer((await signInThroughForm(subject.app, 'owner@consumer.test')).accessToken)
    const read = await inject({ method: 'GET', url: '/api/auth/tenant/second-factor', headers: owner })
    expect(read.json().data).toEqual({ is_required: false })
    const saved = await inject({
      method: 'PUT',
      url: '/api/auth/tenant/second-factor',
      headers: owner,
      payload: { is_required: true },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toEqual({ is_required: true })

    // The owner, a member like any other here, signs in again: the session reaches only the enrolment.
    const held = await postLogin(subject.app, 'owner@consumer.test')
    const heldData = held.json().data
    expect(heldData.second_factor_enrolment_required).toBe(true)
    const heldHeaders = bearer(heldData.access_token)
    const detail = await inject({ method: 'GET', url: '/api/auth/user/detail', headers: heldHeaders })
    expect(detail.statusCode).toBe(403)
    expect(detail.json().code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED')
    const information = await inject({
      method: 'GET',
      url: '/api/auth/user/information',
      headers: heldHeaders,
    })
    expect(information.json().data.second_factor_enrolment_required).toBe(true)
    expect(await status(heldHeaders)).toMatchObject({ required_by: 'COMPANY', is_enrolment_pending: true })

    // The password was just typed: enrolment needs no second fresh login.
    const enrolled = await inject({ method: 'POST', url: '/api/auth/mfa/totp/enroll', headers: heldHeaders })
    expect(enrolled.statusCode).toBe(200)
    const confirmed = await inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/confirm',
      headers: heldHeaders,
      payload: { code: totpCode(enrolled.json().data.secret) },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user/detail', headers: heldHeaders })).statusCode,
    ).toBe(200)

    // The last factor of someone who must have one stays.
    const fresh = await inject({
      method: 'POST',
      url: '/api/auth/fresh-login',
      headers: heldHeaders,
      payload: { password: 'Demo123!', code: confirmed.json().data.recovery_codes[0] },
    })
    expect(fresh.statusCode).toBe(200)
    const removeLast = await inject({ method: 'DELETE', url: '/api/auth/mfa/totp', headers: heldHeaders })
    expect(removeLast.statusCode).toBe(409)
  })

  it('may not be set by an admin or a member', async () => {
    for (const email of ['admin@provider.test', 'member@provider.test']) {
      const refused = await inject({
        method: 'PUT',
        url: '/api/auth/tenant/second-factor',
        headers: await headersFor(subject.app, email),
        payload: { is_required: true },
      })
      expect(refused.statusCode).toBe(403)
    }
  })
})
