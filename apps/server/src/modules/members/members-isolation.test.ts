import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { createMembersClient } from './members.test-helpers'

/**
 * An admin (or owner) of PT Konsumen Maju must never see or change PT Data Nusantara's members: every
 * id-taking call answers exactly as for an id that does not exist, and nothing changes.
 */
let subject: TestApp
let client: ReturnType<typeof createMembersClient>
const foreign: Record<string, string> = {}
beforeAll(async () => {
  subject = await createTestApp()
  client = createMembersClient(subject)
  const invited = await client.call('admin@provider.test', 'POST', '/api/auth/user/invite-member', {
    email: 'invited@nusantara-partner.test',
    full_name: 'Invited Nusantara',
    application_role: 'member',
  })
  expect(invited.statusCode).toBe(200)
  for (const email of ['owner@provider.test', 'admin@provider.test', 'member@provider.test']) {
    foreign[email] = await client.userIdOf(email)
  }
  foreign['invited@nusantara-partner.test'] = invited.json().data.id
  await client.call(
    'owner@provider.test',
    'PUT',
    `/api/auth/user/deactivate-member/${foreign['member@provider.test']}`,
  )
})
afterAll(() => subject.close())

const notFound = { status: 'ERROR', code: 'MEMBER_NOT_FOUND', message: 'Member not found' }
const unknownId = '00000000-0000-4000-8000-000000000000'

async function snapshot() {
  return subject.database.db
    .select({ id: users.id, role: users.applicationRole, status: users.status, updatedAt: users.updatedAt })
    .from(users)
    .orderBy(users.id)
}

type Attempt = (as: string, id: string) => ReturnType<typeof client.call>
const managers = ['owner@consumer.test', 'admin@consumer.test']
// Only an owner may try to hand the company over; an admin is refused before any id is looked at.
const attempts: Array<[string, Attempt, string[]]> = [
  ['GET member/{id}', (as, id) => client.call(as, 'GET', `/api/auth/user/member/${id}`), managers],
  [
    'PUT deactivate-member/{user_id}',
    (as, id) => client.call(as, 'PUT', `/api/auth/user/deactivate-member/${id}`),
    managers,
  ],
  [
    'PUT activate-member/{user_id}',
    (as, id) => client.call(as, 'PUT', `/api/auth/user/activate-member/${id}`),
    managers,
  ],
  [
    'POST resend-invitation',
    (as, id) => client.call(as, 'POST', '/api/auth/user/resend-invitation', { user_id: id }),
    managers,
  ],
  [
    'PUT transfer-ownership',
    (as, id) =>
      client.call(as, 'PUT', '/api/auth/user/transfer-ownership', { user_id: id, password: 'Demo123!' }),
    ['owner@consumer.test'],
  ],
]

describe.each(attempts)('%s across companies', (_name, attempt, callers) => {
  it.each(callers)(
    'answers %s as for an unknown id, for every foreign member, and changes nothing',
    async (as) => {
      await client.tokenOf(as)
      const before = await snapshot()
      const unknown = await attempt(as, unknownId)
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual(notFound)
      for (const [email, id] of Object.entries(foreign)) {
        const response = await attempt(as, id)
        expect(response.statusCode, `${email}`).toBe(404)
        expect(response.json()).toEqual(notFound)
        expect(response.body).not.toContain(email)
      }
      expect(await snapshot()).toEqual(before)
    },
  )
})

it('lists and searches only the own company', async () => {
  for (const query of [
    '',
    '?search=nusantara',
    '?search=provider.test',
    '?status=INVITED',
    '?status=DEACTIVATED',
  ]) {
    const response = await client.call('admin@consumer.test', 'GET', `/api/auth/user/list-member${query}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toMatch(/provider\.test|nusantara/i)
    for (const id of Object.values(foreign)) expect(response.body).not.toContain(id)
  }
})

it('keeps the foreign company intact, with its one owner', async () => {
  const [owner] = await subject.database.db
    .select()
    .from(users)
    .where(eq(users.id, foreign['owner@provider.test']!))
  expect(owner).toMatchObject({ applicationRole: 'superadmin', status: 'ACTIVE' })
})
