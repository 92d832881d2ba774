import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, tenants, users } from '../../db/schema'
import type { ChangeNotice } from '../../lib/change-notices'
import { bearer, createTestApp, login, signInThroughForm, type TestApp } from '../../../test/test-app'
import { createMembersClient, strongPassword } from './members.test-helpers'

let subject: TestApp
let client: ReturnType<typeof createMembersClient>
beforeAll(async () => {
  subject = await createTestApp()
  client = createMembersClient(subject)
  // A third member of PT Konsumen Maju who is still invited, for filters and status rules.
  const response = await client.call('owner@consumer.test', 'POST', '/api/auth/user/invite-member', {
    email: 'pending.person@konsumen-maju.test',
    full_name: 'Pending Person',
    application_role: 'member',
  })
  expect(response.statusCode).toBe(200)
})
afterAll(() => subject.close())

const list = (as: string, query = '') => client.call(as, 'GET', `/api/auth/user/list-member${query}`)
const detail = (as: string, id: string) => client.call(as, 'GET', `/api/auth/user/member/${id}`)
const deactivate = (as: string, id: string) =>
  client.call(as, 'PUT', `/api/auth/user/deactivate-member/${id}`)
const reactivate = (as: string, id: string) => client.call(as, 'PUT', `/api/auth/user/activate-member/${id}`)
const transfer = (as: string, payload: object) =>
  client.call(as, 'PUT', '/api/auth/user/transfer-ownership', payload)

async function ownersOf(legalName: string) {
  const [tenant] = await subject.database.db.select().from(tenants).where(eq(tenants.legalName, legalName))
  return subject.database.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenant!.id), eq(users.applicationRole, 'superadmin')))
}

describe('GET /api/auth/user/list-member', () => {
  it("lists the company's members with their fields, newest first", async () => {
    const response = await list('admin@consumer.test')
    expect(response.statusCode).toBe(200)
    const { data, total_data } = response.json().data
    expect(total_data).toBe(4)
    expect(data.map((member: { email: string }) => member.email).sort()).toEqual([
      'admin@consumer.test',
      'member@consumer.test',
      'owner@consumer.test',
      'pending.person@konsumen-maju.test',
    ])
    expect(data[0]).toEqual({
      id: expect.any(String),
      full_name: 'Pending Person',
      email: 'pending.person@konsumen-maju.test',
      application_role: 'member',
      status: 'INVITED',
      last_login_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    const owner = data.find((member: { email: string }) => member.email === 'owner@consumer.test')
    expect(owner).toMatchObject({ application_role: 'superadmin', status: 'ACTIVE' })
    expect(owner.last_login_at).toEqual(expect.any(String))
  })

  it.each([
    ['?search=siti', ['owner@consumer.test']],
    ['?search=MEMBER%40consumer', ['member@consumer.test']],
    ['?search=%25', []],
    ['?role=admin', ['admin@consumer.test']],
    ['?status=INVITED', ['pending.person@konsumen-maju.test']],
    ['?role=member&status=ACTIVE', ['member@consumer.test']],
    ['?role=&status=&search=', null],
  ])('filters with %s', async (query, expected) => {
    const response = await list('admin@consumer.test', query)
    expect(response.statusCode).toBe(200)
    const { data, total_data } = response.json().data
    const emails = data.map((member: { email: string }) => member.email).sort()
    if (expected) expect(emails).toEqual(expected)
    expect(total_data).toBe(expected ? expected.length : 4)
  })

  it('pages through the list, total_data counting every match', async () => {
    const first = (await list('admin@consumer.test', '?page=1&limit=3')).json().data
    const second = (await list('admin@consumer.test', '?page=2&limit=3')).json().data
    expect(first.data).toHaveLength(3)
    expect(second.data).toHaveLength(1)
    expect(first.total_data).toBe(4)
    expect(second.total_data).toBe(4)
    const ids = [...first.data, ...second.data].map((member: { id: string }) => member.id)
    expect(new Set(ids).size).toBe(4)
  })

  it.each([
    ['?role=owner', 'role', 'Role is not valid'],
    ['?status=GONE', 'status', 'Status is not valid'],
    [`?search=${'x'.repeat(101)}`, 'search', 'Search may not be greater than 100 characters'],
    ['?limit=0', 'limit', expect.any(String)],
    ['?page=abc', 'page', expect.any(String)],
  ])('rejects %s', async (query, field, message) => {
    const response = await list('admin@consumer.test', query)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toEqual(message)
  })

  it.each([
    ['member@consumer.test', 403],
    ['owner@unverified.test', 403],
  ])('is refused to %s', async (as, status) => {
    expect((await list(as)).statusCode).toBe(status)
  })

  it('is refused without a session', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/auth/user/list-member' })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /api/auth/user/member/{id}', () => {
  it('shows one member with detail fields', async () => {
    const id = await client.userIdOf('member@consumer.test')
    const response = await detail('admin@consumer.test', id)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      id,
      full_name: 'Putri Ayu Lestari',
      email: 'member@consumer.test',
      application_role: 'member',
      status: 'ACTIVE',
      // Signed in once above, when the list refused them.
      last_login_at: expect.any(String),
      created_at: expect.any(String),
      phone_number: '81311122203',
      employee_position: 'Credit Analyst',
      profile_url: null,
      is_email_verified: true,
      invitation_expires_at: null,
      is_self: false,
    })
  })

  it('tells when a pending invitation expires', async () => {
    const id = await client.userIdOf('pending.person@konsumen-maju.test')
    const { data } = (await detail('owner@consumer.test', id)).json()
    const days = (Date.parse(data.invitation_expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    expect(data.is_email_verified).toBe(false)
  })

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const unknown = await detail('admin@consumer.test', '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ status: 'ERROR', code: 'MEMBER_NOT_FOUND', message: 'Member not found' })
    const malformed = await detail('admin@consumer.test', 'not-a-uuid')
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json().errors.id).toBe('Id is not valid')
  })

  it('is refused to a member', async () => {
    const id = await client.userIdOf('admin@consumer.test')
    expect((await detail('member@consumer.test', id)).statusCode).toBe(403)
  })
})

describe('deactivation and reactivation', () => {
  it('signs a deactivated member out at once, and they cannot sign in until reactivated', async () => {
    const member = await login(subject.app, 'member@provider.test')
    const secondDevice = await login(subject.app, 'member@provider.test')
    const memberId = await client.userIdOf('member@provider.test')
    const information = (token: string) =>
      subject.app.inject({ method: 'GET', url: '/api/auth/user/information', headers: bearer(token) })
    expect((await information(member.accessToken)).statusCode).toBe(200)
    const notices: ChangeNotice[] = []
    const stopListening = subject.app.notices.subscribe((notice) => notices.push(notice))

    const response = await deactivate('admin@provider.test', memberId)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ message: 'Member deactivated', data: { status: 'DEACTIVATED' } })
    // The gateway's caches forget the member at once.
    const [provider] = await subject.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.legalName, 'PT Data Nusantara'))
    expect(notices).toEqual([{ topic: 'member', tenantId: provider!.id, userId: memberId }])

    // The access token is still unexpired, yet it stops working on the very next request.
    expect((await information(member.accessToken)).statusCode).toBe(401)
    expect((await information(secondDevice.accessToken)).statusCode).toBe(401)
    const refreshed = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refresh_token: secondDevice.refreshToken },
    })
    expect(refreshed.statusCode).toBe(401)
    const signIn = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'member@provider.test', password: 'Demo123!' },
    })
    expect(signIn.statusCode).toBe(401)
    expect(signIn.json().code).toBe('INVALID_CREDENTIALS')

    const again = await deactivate('admin@provider.test', memberId)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('MEMBER_ALREADY_DEACTIVATED')
    expect(notices).toHaveLength(1)
    stopListening()

    const back = await reactivate('admin@provider.test', memberId)
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({ message: 'Member reactivated', data: { status: 'ACTIVE' } })
    expect((await signInThroughForm(subject.app, 'member@provider.test')).accessToken).toBeTruthy()
    expect((await reactivate('admin@provider.test', memberId)).json().code).toBe('MEMBER_NOT_DEACTIVATED')

    const actions = await subject.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, memberId))
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['member.deactivated', 'member.reactivated']),
    )
  })

  it('never deactivates the owner', async () => {
    const ownerId = await client.userIdOf('owner@provider.test')
    const response = await deactivate('admin@provider.test', ownerId)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      code: 'OWNER_CANNOT_BE_DEACTIVATED',
      message: 'The owner of the company cannot be deactivated',
    })
    const [row] = await subject.database.db.select().from(users).where(eq(users.id, ownerId))
    expect(row!.status).toBe('ACTIVE')
  })

  it('lets nobody deactivate themselves', async () => {
    for (const email of ['owner@provider.test', 'admin@provider.test']) {
      const response = await deactivate(email, await client.userIdOf(email))
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('CANNOT_CHANGE_OWN_STATUS')
    }
  })

  it('lets only the owner deactivate an admin', async () => {
    const invited = await client.call('owner@provider.test', 'POST', '/api/auth/user/invite-member', {
      email: 'second.admin@nusantara.test',
      full_name: 'Second Admin',
      application_role: 'admin',
    })
    const secondAdminId = invited.json().data.id as string
    const byAdmin = await deactivate('admin@provider.test', secondAdminId)
    expect(byAdmin.statusCode).toBe(403)
    expect(byAdmin.json().message).toBe('Only the owner can deactivate an admin')

    expect((await deactivate('owner@provider.test', secondAdminId)).statusCode).toBe(200)
    expect((await reactivate('admin@provider.test', secondAdminId)).statusCode).toBe(403)
  })

  it('cancels a pending invitation, and reactivation returns it to invited', async () => {
    const pendingId = await client.userIdOf('pending.person@konsumen-maju.test')
    const token = await client.invitationTokenFor('pending.person@konsumen-maju.test')
    expect((await deactivate('admin@consumer.test', pendingId)).statusCode).toBe(200)
    const peek = await subject.app.inject({ method: 'GET', url: `/api/auth/user/invitation?token=${token}` })
    expect(peek.statusCode).toBe(410)

    const back = await reactivate('admin@consumer.test', pendingId)
    expect(back.json().data).toMatchObject({ status: 'INVITED', invitation_expires_at: null })
    expect(
      (
        await client.call('admin@consumer.test', 'POST', '/api/auth/user/resend-invitation', {
          user_id: pendingId,
        })
      ).statusCode,
    ).toBe(200)
  })

  it('rejects a malformed id', async () => {
    const response = await deactivate('admin@provider.test', '123')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.user_id).toBe('User id is not valid')
  })

  it('is refused to a member', async () => {
    const adminId = await client.userIdOf('admin@consumer.test')
    expect((await deactivate('member@consumer.test', adminId)).statusCode).toBe(403)
    expect((await reactivate('member@consumer.test', adminId)).statusCode).toBe(403)
  })
})

describe('PUT /api/auth/user/transfer-ownership', () => {
  it('is for the owner alone', async () => {
    const memberId = await client.userIdOf('member@consumer.test')
    const response = await transfer('admin@consumer.test', { user_id: memberId, password: 'Demo123!' })
    expect(response.statusCode).toBe(403)
    expect(await ownersOf('PT Konsumen Maju')).toEqual([{ email: 'owner@consumer.test' }])
  })

  it('asks for the owner’s password', async () => {
    const memberId = await client.userIdOf('member@consumer.test')
    const wrong = await transfer('owner@consumer.test', { user_id: memberId, password: 'Wrong123!' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      errors: { password: 'Password is incorrect' },
    })
    const missing = await transfer('owner@consumer.test', { user_id: memberId, password: '' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ password: 'Password can not be empty' })
    const noUser = await transfer('owner@consumer.test', { password: 'Demo123!' })
    expect(noUser.json().errors).toEqual({ user_id: 'User id can not be empty' })
    expect(await ownersOf('PT Konsumen Maju')).toEqual([{ email: 'owner@consumer.test' }])
  })

  it('only hands over to an active member other than the owner', async () => {
    const pendingId = await client.userIdOf('pending.person@konsumen-maju.test')
    const toInvited = await transfer('owner@consumer.test', { user_id: pendingId, password: 'Demo123!' })
    expect(toInvited.statusCode).toBe(409)
    expect(toInvited.json().code).toBe('MEMBER_NOT_ACTIVE')
    const ownerId = await client.userIdOf('owner@consumer.test')
    const toSelf = await transfer('owner@consumer.test', { user_id: ownerId, password: 'Demo123!' })
    expect(toSelf.statusCode).toBe(409)
  })

  it('makes the member the owner and the old owner an admin, keeping exactly one owner', async () => {
    const memberId = await client.userIdOf('member@consumer.test')
    const response = await transfer('owner@consumer.test', { user_id: memberId, password: 'Demo123!' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: 'Ownership transferred',
      data: { id: memberId, application_role: 'superadmin' },
    })
    expect(await ownersOf('PT Konsumen Maju')).toEqual([{ email: 'member@consumer.test' }])
    const [oldOwner] = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@consumer.test'))
    expect(oldOwner!.applicationRole).toBe('admin')

    // The change applies to live sessions at once: the old owner can no longer hand the company over.
    const again = await transfer('owner@consumer.test', { user_id: memberId, password: 'Demo123!' })
    expect(again.statusCode).toBe(403)
    // The new owner now can, and the old owner, an admin, still manages users.
    const back = await transfer('member@consumer.test', { user_id: oldOwner!.id, password: 'Demo123!' })
    expect(back.statusCode).toBe(200)
    expect(await ownersOf('PT Konsumen Maju')).toEqual([{ email: 'owner@consumer.test' }])

    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.ownership_transferred'))
    expect(audits).toHaveLength(2)
  })

  it('refuses to hand over to a deactivated member', async () => {
    const adminId = await client.userIdOf('admin@consumer.test')
    expect((await deactivate('owner@consumer.test', adminId)).statusCode).toBe(200)
    const response = await transfer('owner@consumer.test', { user_id: adminId, password: strongPassword })
    expect(response.statusCode).toBe(403)
    const withRightPassword = await transfer('owner@consumer.test', {
      user_id: adminId,
      password: 'Demo123!',
    })
    expect(withRightPassword.statusCode).toBe(409)
    expect(await ownersOf('PT Konsumen Maju')).toEqual([{ email: 'owner@consumer.test' }])
  })
})
