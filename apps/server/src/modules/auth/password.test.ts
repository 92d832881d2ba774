import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox, tokenMailedTo } from '../../../test/mailbox'
import { bearer, createTestApp, signInThroughForm, type TestApp } from '../../../test/test-app'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp()
})
afterAll(() => subject.close())

const inject = (options: InjectOptions) => subject.app.inject(options)
/** Asks for a reset link and runs the queue, which looks the address up and mails it. */
const forgot = async (email: string) => {
  const response = await inject({
    method: 'POST',
    url: `/api/auth/forgot-password/${encodeURIComponent(email)}`,
  })
  await subject.app.jobs.drain()
  return response
}
const reset = (payload: object) => inject({ method: 'PUT', url: '/api/auth/reset-password', payload })
const information = (accessToken: string) =>
  inject({ method: 'GET', url: '/api/auth/user/information', headers: bearer(accessToken) })
const refresh = (refreshToken: string) =>
  inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refresh_token: refreshToken } })

describe('forgot and reset password', () => {
  it('answers a known and an unknown address the same, and mails only the known one', async () => {
    const known = await forgot('admin@provider.test')
    const unknown = await forgot('ghost@provider.test')
    expect(known.statusCode).toBe(200)
    expect(unknown.body).toBe(known.body)
    expect(await readMailbox(subject.app, 'ghost@provider.test')).toHaveLength(0)
    const [mail] = await readMailbox(subject.app, 'admin@provider.test')
    expect(mail?.subject).toBe('Reset your Lumbung password')
  })

  it('sets the new password once, ends every session, and tells the user', async () => {
    const laptop = await signInThroughForm(subject.app, 'member@provider.test')
    const phone = await signInThroughForm(subject.app, 'member@provider.test')
    await forgot('member@provider.test')
    const token = await tokenMailedTo(subject.app, 'member@provider.test', '/reset-password')
    const response = await reset({ token, password: 'Kopi#Tubruk58', password_confirmation: 'Kopi#Tubruk58' })
    expect(response.statusCode).toBe(200)
    for (const session of [laptop, phone]) {
      expect((await information(session.accessToken)).statusCode).toBe(401)
      expect((await refresh(session.refreshToken)).statusCode).toBe(401)
    }
    await expect(signInThroughForm(subject.app, 'member@provider.test')).rejects.toThrow()
    await signInThroughForm(subject.app, 'member@provider.test', 'Kopi#Tubruk58')
    const [notice] = await readMailbox(subject.app, 'member@provider.test')
    expect(notice?.subject).toBe('Your Lumbung password was changed')
    const reused = await reset({ token, password: 'Other456!', password_confirmation: 'Other456!' })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().code).toBe('INVALID_TOKEN')
  })

  it('refuses an expired reset link', async () => {
    await forgot('member@consumer.test')
    const token = await tokenMailedTo(subject.app, 'member@consumer.test', '/reset-password')
    const { userTokens } = await import('../../db/schema')
    const { eq, sql } = await import('drizzle-orm')
    await subject.database.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.purpose, 'PASSWORD_RESET'))
    const response = await reset({ token, password: 'Kopi#Tubruk58', password_confirmation: 'Kopi#Tubruk58' })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('INVALID_TOKEN')
  })

  it.each([
    [{ token: 't', password: 'short', password_confirmation: 'short' }, 'password'],
    [
      { token: 't', password: 'Kopi#Tubruk58', password_confirmation: 'Kopi#Tubruk59' },
      'password_confirmation',
    ],
    [{ token: '', password: 'Kopi#Tubruk58', password_confirmation: 'Kopi#Tubruk58' }, 'token'],
  ])('validates %j', async (payload, field) => {
    const response = await reset(payload)
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toEqual([field])
  })
})

describe('PUT /api/auth/user/change-password', () => {
  const change = (accessToken: string, payload: object) =>
    inject({ method: 'PUT', url: '/api/auth/user/change-password', headers: bearer(accessToken), payload })

  it('refuses a wrong old password as a field error (not a sign-out)', async () => {
    const { accessToken } = await signInThroughForm(subject.app, 'admin@consumer.test')
    const response = await change(accessToken, {
      old_password: 'Wrong123!',
      password: 'Kopi#Tubruk58',
      password_confirmation: 'Kopi#Tubruk58',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ old_password: 'Old password is incorrect' })
    expect((await information(accessToken)).statusCode).toBe(200)
  })

  it('ends every other session and hands this device a new pair', async () => {
    const other = await signInThroughForm(subject.app, 'owner@consumer.test')
    const current = await signInThroughForm(subject.app, 'owner@consumer.test')
    const response = await change(current.accessToken, {
      old_password: 'Demo123!',
      password: 'Kopi#Tubruk58',
      password_confirmation: 'Kopi#Tubruk58',
    })
    expect(response.statusCode).toBe(200)
    const pair = response.json().data
    expect((await information(other.accessToken)).statusCode).toBe(401)
    expect((await refresh(other.refreshToken)).statusCode).toBe(401)
    expect((await information(current.accessToken)).statusCode).toBe(401)
    expect((await information(pair.access_token)).statusCode).toBe(200)
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200)
  })

  it('requires a session', async () => {
    const response = await inject({ method: 'PUT', url: '/api/auth/user/change-password', payload: {} })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /api/auth/fresh-login and email change', () => {
  const freshLogin = (accessToken: string, password: string) =>
    inject({
      method: 'POST',
      url: '/api/auth/fresh-login',
      headers: bearer(accessToken),
      payload: { password },
    })
  const sendEmail = (accessToken: string, email: string) =>
    inject({
      method: 'POST',
      url: '/api/auth/user/send-email',
      headers: bearer(accessToken),
      payload: { email },
    })

  it('asks for a fresh login before an email change, then mails the new address', async () => {
    const session = await signInThroughForm(subject.app, 'admin@provider.test')
    const refused = await sendEmail(session.accessToken, 'dewi@nusantara.co.id')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('FRESH_LOGIN_REQUIRED')

    const wrong = await freshLogin(session.accessToken, 'Wrong123!')
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ password: 'Password is incorrect' })

    const fresh = await freshLogin(session.accessToken, 'Demo123!')
    expect(fresh.statusCode).toBe(200)
    const freshUntil = new Date(fresh.json().data.fresh_until).getTime()
    expect(freshUntil - Date.now()).toBeGreaterThan(290_000)
    expect(freshUntil - Date.now()).toBeLessThanOrEqual(300_000)

    // Still fresh after the access token rotates.
    const rotated = (await refresh(session.refreshToken)).json().data
    expect((await sendEmail(rotated.access_token, 'dewi@nusantara.co.id')).statusCode).toBe(200)

    const detail = await inject({
      method: 'GET',
      url: '/api/auth/user/detail',
      headers: bearer(rotated.access_token),
    })
    expect(detail.json().data.pending_email).toBe('dewi@nusantara.co.id')

    const token = await tokenMailedTo(subject.app, 'dewi@nusantara.co.id', '/email-verification/new-email')
    const confirmed = await inject({ method: 'PUT', url: '/api/auth/user/verify-email', payload: { token } })
    expect(confirmed.statusCode).toBe(200)
    await signInThroughForm(subject.app, 'dewi@nusantara.co.id')
    await expect(signInThroughForm(subject.app, 'admin@provider.test')).rejects.toThrow()
    const [notice] = await readMailbox(subject.app, 'admin@provider.test')
    expect(notice?.subject).toBe('The email address of your Lumbung account was changed')
    const reused = await inject({ method: 'PUT', url: '/api/auth/user/verify-email', payload: { token } })
    expect(reused.json().code).toBe('INVALID_TOKEN')
  })

  it('does not reveal a taken address when asked, but refuses it when the link is opened', async () => {
    const session = await signInThroughForm(subject.app, 'owner@unverified.test')
    await freshLogin(session.accessToken, 'Demo123!')
    const asked = await sendEmail(session.accessToken, 'owner@provider.test')
    expect(asked.statusCode).toBe(200)
    const token = await tokenMailedTo(subject.app, 'owner@provider.test', '/email-verification/new-email')
    const opened = await inject({ method: 'PUT', url: '/api/auth/user/verify-email', payload: { token } })
    expect(opened.statusCode).toBe(409)
    expect(opened.json().code).toBe('EMAIL_TAKEN')
  })

  it('refuses a free-mail address with the business email message', async () => {
    const session = await signInThroughForm(subject.app, 'owner@unverified.test')
    await freshLogin(session.accessToken, 'Demo123!')
    const response = await sendEmail(session.accessToken, 'joko@gmail.com')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.email).toBe('Email is not valid')
  })
})
