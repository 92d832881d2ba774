import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, users } from '../../db/schema'
import type { ChangeNotice } from '../../lib/change-notices'
import { bearer, createTestApp, login, type TestApp } from '../../../test/test-app'
import { createMembersClient } from './members.test-helpers'

let subject: TestApp
let client: ReturnType<typeof createMembersClient>
beforeAll(async () => {
  subject = await createTestApp()
  client = createMembersClient(subject)
})
afterAll(() => subject.close())

const changeRole = (as: string, id: string, role: string) =>
  client.call(as, 'PUT', `/api/auth/user/change-role/${id}`, { application_role: role })

async function roleOf(email: string) {
  const [row] = await subject.database.db
    .select({ role: users.applicationRole })
    .from(users)
    .where(eq(users.email, email))
  return row!.role
}

describe('PUT /api/auth/user/change-role/{user_id}', () => {
  it('lets the owner make a member an admin and back, mailed to the member and audited', async () => {
    const memberId = await client.userIdOf('member@consumer.test')
    const session = await login(subject.app, 'member@consumer.test')
    const manageUsers = () =>
      subject.app.inject({
        method: 'GET',
        url: '/api/auth/user/list-member',
        headers: bearer(session.accessToken),
      })
    expect((await manageUsers()).statusCode).toBe(403)
    const notices: ChangeNotice[] = []
    const stopListening = subject.app.notices.subscribe((notice) => notices.push(notice))

    const promoted = await changeRole('owner@consumer.test', memberId, 'admin')
    expect(promoted.statusCode, promoted.body).toBe(200)
    expect(promoted.json()).toMatchObject({
      message: 'Role changed',
      data: { id: memberId, application_role: 'admin', status: 'ACTIVE' },
    })
    expect(await roleOf('member@consumer.test')).toBe('admin')
    expect(notices.map((notice) => notice.topic)).toEqual(['member'])
    stopListening()
    // The member's open session holds the new role at its next request.
    expect((await manageUsers()).statusCode).toBe(200)

    const [mail] = await client.waitForMail('member@consumer.test')
    expect(mail!.subject).toBe('Your role at PT Konsumen Maju on Lumbung is now Admin')
    expect(mail!.text).toContain('changed your role on Lumbung from Member to Admin')

    const demoted = await changeRole('owner@consumer.test', memberId, 'member')
    expect(demoted.json().data.application_role).toBe('member')
    expect((await manageUsers()).statusCode).toBe(403)
    const entries = await subject.database.db
      .select({ action: auditLog.action, detail: auditLog.detail, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.role_changed'), eq(auditLog.targetId, memberId)))
    expect(entries.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ previous_role: 'member', application_role: 'admin' }),
        expect.objectContaining({ previous_role: 'admin', application_role: 'member' }),
      ]),
    )
    const ownerId = await client.userIdOf('owner@consumer.test')
    expect(entries.every((entry) => entry.actor === ownerId)).toBe(true)
  })

  it('is the owner’s alone: admins and members are refused by the gate', async () => {
    const memberId = await client.userIdOf('member@consumer.test')
    for (const email of ['admin@consumer.test', 'member@consumer.test']) {
      const response = await changeRole(email, memberId, 'admin')
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('ROLE_NOT_ALLOWED')
    }
    expect(await roleOf('member@consumer.test')).toBe('member')
  })

  it('never changes the owner’s role, which moves only with ownership', async () => {
    const ownerId = await client.userIdOf('owner@consumer.test')
    const own = await changeRole('owner@consumer.test', ownerId, 'member')
    expect(own.statusCode).toBe(409)
    expect(own.json()).toMatchObject({
      code: 'CANNOT_CHANGE_OWN_ROLE',
      message: 'You cannot change your own role; hand the company over with Transfer ownership',
    })
    expect(await roleOf('owner@consumer.test')).toBe('superadmin')
  })

  it('refuses the role a member already has, a deactivated member, another company’s member and the owner’s role', async () => {
    const adminId = await client.userIdOf('admin@consumer.test')
    const same = await changeRole('owner@consumer.test', adminId, 'admin')
    expect(same.statusCode).toBe(409)
    expect(same.json()).toMatchObject({
      code: 'ROLE_UNCHANGED',
      message: 'This member already has that role',
    })

    const offered = await changeRole('owner@consumer.test', adminId, 'superadmin')
    expect(offered.statusCode).toBe(422)
    expect(offered.json().errors).toEqual({ application_role: 'Application role is not valid' })

    const foreign = await changeRole('owner@provider.test', adminId, 'member')
    expect(foreign.statusCode).toBe(404)
    expect(await roleOf('admin@consumer.test')).toBe('admin')

    const providerMemberId = await client.userIdOf('member@provider.test')
    expect(
      (
        await client.call(
          'owner@provider.test',
          'PUT',
          `/api/auth/user/deactivate-member/${providerMemberId}`,
        )
      ).statusCode,
    ).toBe(200)
    const deactivated = await changeRole('owner@provider.test', providerMemberId, 'admin')
    expect(deactivated.statusCode).toBe(409)
    expect(deactivated.json()).toMatchObject({
      code: 'MEMBER_DEACTIVATED',
      message: 'Reactivate this member before changing their role',
    })
    expect(await roleOf('member@provider.test')).toBe('member')
  })
})
