import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, userTokens, users } from '../../db/schema'
import { createTestApp, signInThroughForm, type TestApp } from '../../../test/test-app'
import { createMembersClient, strongPassword } from './members.test-helpers'

let subject: TestApp
let client: ReturnType<typeof createMembersClient>
beforeAll(async () => {
  subject = await createTestApp()
  client = createMembersClient(subject)
})
afterAll(() => subject.close())

const invite = (as: string | null, payload: object) =>
  client.call(as, 'POST', '/api/auth/user/invite-member', payload)
const peek = (token: string) =>
  client.call(null, 'GET', `/api/auth/user/invitation?token=${encodeURIComponent(token)}`)
const activate = (payload: object) => client.call(null, 'PUT', '/api/auth/user/activate', payload)
const resend = (as: string, userId: string) =>
  client.call(as, 'POST', '/api/auth/user/resend-invitation', { user_id: userId })

const deadLinkMessage =
  'This invitation link has expired or has already been used. Ask your company admin to send a new invitation.'

describe('POST /api/auth/user/invite-member', () => {
  it('creates an invited member in the inviter’s company and mails them an activation link', async () => {
    const response = await invite('admin@provider.test', {
      email: 'Rudi.Hartono@Nusantara-Partner.test',
      full_name: 'Rudi Hartono',
      application_role: 'member',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'OK',
      message: 'Invitation sent',
      data: {
        email: 'rudi.hartono@nusantara-partner.test',
        full_name: 'Rudi Hartono',
        application_role: 'member',
        status: 'INVITED',
        last_login_at: null,
      },
    })

    const [mail] = await client.waitForMail('rudi.hartono@nusantara-partner.test')
    expect(mail!.text).toContain('Dewi Lestari')
    expect(mail!.text).toContain('PT Data Nusantara')
    expect(mail!.text).toMatch(/\/account-activation\?token=[\w-]{20,}/)

    const [row] = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rudi.hartono@nusantara-partner.test'))
    const [inviter] = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@provider.test'))
    expect(row).toMatchObject({ tenantId: inviter!.tenantId, status: 'INVITED', passwordHash: null })
    expect(row!.emailVerifiedAt).toBeNull()

    const [token] = await subject.database.db.select().from(userTokens).where(eq(userTokens.userId, row!.id))
    const days = (token!.expiresAt.getTime() - token!.createdAt.getTime()) / 86_400_000
    expect(token!.purpose).toBe('INVITATION')
    expect(days).toBeCloseTo(7, 1)
    expect(JSON.stringify(token)).not.toContain(await client.invitationTokenFor(row!.email))

    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.invited'), eq(auditLog.targetId, row!.id)))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.actorUserId).toBe(inviter!.id)
  })

  it('lets the owner invite an admin', async () => {
    const response = await invite('owner@consumer.test', {
      email: 'lina@konsumen-maju.test',
      full_name: 'Lina Marlina',
      application_role: 'admin',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.application_role).toBe('admin')
  })

  it('refuses an address that already has an account, in any company', async () => {
    for (const email of [
      'member@consumer.test',
      'Admin@Provider.test',
      'rudi.hartono@nusantara-partner.test',
    ]) {
      const response = await invite('admin@provider.test', {
        email,
        full_name: 'Someone Else',
        application_role: 'member',
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        status: 'ERROR',
        code: 'EMAIL_ALREADY_REGISTERED',
        message: 'Email is already registered',
        errors: { email: 'Email is already registered' },
      })
    }
  })

  const valid = { email: 'new.person@partner.test', full_name: 'New Person', application_role: 'member' }
  it.each([
    [{ ...valid, email: '' }, 'email', 'Email can not be empty'],
    [{ ...valid, email: undefined }, 'email', 'Email can not be empty'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Email is not valid'],
    [{ ...valid, email: 'someone@gmail.com' }, 'email', 'Email is not valid'],
    [{ ...valid, email: 'someone@yahoo.co.id' }, 'email', 'Email is not valid'],
    [{ ...valid, email: 'someone@hotmail.com' }, 'email', 'Email is not valid'],
    [
      { ...valid, email: `${'a'.repeat(250)}@x.test` },
      'email',
      'Email may not be greater than 254 characters',
    ],
    [{ ...valid, full_name: '' }, 'full_name', 'Full name can not be empty'],
    [{ ...valid, full_name: '   ' }, 'full_name', 'Full name can not be empty'],
    [{ ...valid, full_name: 'Al' }, 'full_name', 'Full name may not be less than 3 characters'],
    [
      { ...valid, full_name: 'A'.repeat(101) },
      'full_name',
      'Full name may not be greater than 100 characters',
    ],
    [{ ...valid, application_role: '' }, 'application_role', 'Application role can not be empty'],
    [{ ...valid, application_role: undefined }, 'application_role', 'Application role can not be empty'],
    [{ ...valid, application_role: 'superadmin' }, 'application_role', 'Application role is not valid'],
    [{ ...valid, application_role: 'owner' }, 'application_role', 'Application role is not valid'],
  ])('rejects %j with its validation message', async (payload, field, message) => {
    const response = await invite('admin@provider.test', payload)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'VALIDATION_ERROR' })
    expect(response.json().errors[field]).toBe(message)
  })

  it.each([
    ['member@provider.test', 403],
    ['owner@unverified.test', 403],
    [null, 401],
  ])('is refused to %s', async (as, status) => {
    const response = await invite(as, valid)
    expect(response.statusCode).toBe(status)
    const [row] = await subject.database.db.select().from(users).where(eq(users.email, valid.email))
    expect(row).toBeUndefined()
  })
})

describe('account activation', () => {
  let token: string
  beforeAll(async () => {
    token = await client.invitationTokenFor('rudi.hartono@nusantara-partner.test')
  })

  it('shows who the invitation is for without using it', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await peek(token)
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toMatchObject({
        full_name: 'Rudi Hartono',
        email: 'rudi.hartono@nusantara-partner.test',
        company_name: 'PT Data Nusantara',
        application_role: 'member',
      })
    }
  })

  it('answers an unknown link with the ask-your-admin message', async () => {
    const response = await peek('not-a-real-token')
    expect(response.statusCode).toBe(410)
    expect(response.json()).toEqual({ status: 'ERROR', code: 'INVITATION_INVALID', message: deadLinkMessage })
    expect((await peek('')).json().errors).toEqual({ token: 'Token can not be empty' })
  })

  const body = () => ({ token, password: strongPassword, password_confirmation: strongPassword })
  it.each([
    [{ password: '' }, 'password', 'Password can not be empty'],
    [{ password: 'short1!' }, 'password', expect.stringContaining('Password requires 1 of each')],
    [{ password: 'alllowercase1!' }, 'password', expect.stringContaining('Password requires 1 of each')],
    [{ password: 'NoSymbols123' }, 'password', expect.stringContaining('Password requires 1 of each')],
    [
      { password: `Aa1!${'x'.repeat(29)}` },
      'password',
      expect.stringContaining('Password requires 1 of each'),
    ],
    [
      { password_confirmation: 'Different1!' },
      'password_confirmation',
      'Password confirmation does not match',
    ],
    [{ password_confirmation: '' }, 'password_confirmation', 'Password confirmation can not be empty'],
    [{ token: '' }, 'token', 'Token can not be empty'],
  ])('rejects %j with its validation message', async (change, field, message) => {
    const response = await activate({ ...body(), ...change })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toEqual(message)
  })

  it('sets the password, activates the account with its email confirmed, and the link dies', async () => {
    const response = await activate(body())
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({ email: 'rudi.hartono@nusantara-partner.test' })

    const [row] = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rudi.hartono@nusantara-partner.test'))
    expect(row!.status).toBe('ACTIVE')
    expect(row!.emailVerifiedAt).not.toBeNull()

    const signedIn = await signInThroughForm(
      subject.app,
      'rudi.hartono@nusantara-partner.test',
      strongPassword,
    )
    expect(signedIn.accessToken).toBeTruthy()

    const reused = await activate({ ...body(), password: 'Another1!', password_confirmation: 'Another1!' })
    expect(reused.statusCode).toBe(410)
    expect(reused.json().message).toBe(deadLinkMessage)
    expect((await peek(token)).statusCode).toBe(410)
  })

  it('refuses an expired link', async () => {
    await invite('admin@provider.test', {
      email: 'late.comer@partner.test',
      full_name: 'Late Comer',
      application_role: 'member',
    })
    const lateToken = await client.invitationTokenFor('late.comer@partner.test')
    await client.expireInvitations(await client.userIdOf('late.comer@partner.test'))

    expect((await peek(lateToken)).statusCode).toBe(410)
    const response = await activate({
      token: lateToken,
      password: strongPassword,
      password_confirmation: strongPassword,
    })
    expect(response.statusCode).toBe(410)
    expect(response.json()).toMatchObject({ code: 'INVITATION_INVALID', message: deadLinkMessage })
    const [row] = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'late.comer@partner.test'))
    expect(row!.status).toBe('INVITED')
  })
})

describe('POST /api/auth/user/resend-invitation', () => {
  it('mails a fresh link and the earlier one stops working', async () => {
    await invite('admin@consumer.test', {
      email: 'second.chance@partner.test',
      full_name: 'Second Chance',
      application_role: 'member',
    })
    const firstToken = await client.invitationTokenFor('second.chance@partner.test')
    const userId = await client.userIdOf('second.chance@partner.test')

    const response = await resend('admin@consumer.test', userId)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: 'Invitation sent',
      data: { id: userId, status: 'INVITED' },
    })
    expect(response.json().data.invitation_expires_at).toEqual(expect.any(String))

    const secondToken = await client.invitationTokenFor('second.chance@partner.test', 2)
    expect(secondToken).not.toBe(firstToken)
    expect((await peek(firstToken)).statusCode).toBe(410)
    expect(
      (await activate({ token: firstToken, password: strongPassword, password_confirmation: strongPassword }))
        .statusCode,
    ).toBe(410)
    expect((await peek(secondToken)).statusCode).toBe(200)
  })

  it('revives an expired invitation', async () => {
    const userId = await client.userIdOf('late.comer@partner.test')
    expect((await resend('owner@provider.test', userId)).statusCode).toBe(200)
    const token = await client.invitationTokenFor('late.comer@partner.test', 2)
    const response = await activate({
      token,
      password: strongPassword,
      password_confirmation: strongPassword,
    })
    expect(response.statusCode).toBe(200)
  })

  it('only resends to someone still invited', async () => {
    const userId = await client.userIdOf('member@provider.test')
    const response = await resend('admin@provider.test', userId)
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('MEMBER_NOT_INVITED')
  })

  it.each([
    [{}, 'User id can not be empty'],
    [{ user_id: '' }, 'User id can not be empty'],
    [{ user_id: 'abc' }, 'User id is not valid'],
  ])('rejects %j', async (payload, message) => {
    const response = await client.call(
      'admin@provider.test',
      'POST',
      '/api/auth/user/resend-invitation',
      payload,
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.user_id).toBe(message)
  })

  it('is refused to a member', async () => {
    const userId = await client.userIdOf('second.chance@partner.test')
    expect((await resend('member@consumer.test', userId)).statusCode).toBe(403)
  })
})
