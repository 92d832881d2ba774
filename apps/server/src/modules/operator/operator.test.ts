import { randomBytes } from 'node:crypto'
import type { MailboxMessage } from '@lumbung/contract'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, tenants, users } from '../../db/schema'
import { createOperator } from '../../db/seed'
import { readMailbox } from '../../../test/mailbox'
import { bearer, createTestApp, login, type TestApp } from '../../../test/test-app'

let subject: TestApp
const tokens = new Map<string, string>()

beforeAll(async () => {
  subject = await createTestApp()
  await createOperator(subject.database.db, {
    email: 'second.operator@lumbung.test',
    fullName: 'Second Operator',
    password: 'Demo123!',
  })
})
afterAll(() => subject.close())

async function tokenOf(email: string): Promise<string> {
  const cached = tokens.get(email)
  if (cached) return cached
  const { accessToken } = await login(subject.app, email)
  tokens.set(email, accessToken)
  return accessToken
}

async function call(as: string | null, options: InjectOptions) {
  const headers = { ...(options.headers ?? {}), ...(as ? bearer(await tokenOf(as)) : {}) }
  return subject.app.inject({ ...options, headers })
}

const operator = 'operator@lumbung.test'
const asOperator = (options: InjectOptions) => call(operator, options)

async function tenantIdOf(legalName: string): Promise<string> {
  const [row] = await subject.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.legalName, legalName))
  return row!.id
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await subject.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row!.id
}

/** A multipart body with one file per field, as the company-documents form sends it. */
function documentsForm(files: Record<string, { name: string; bytes: Buffer }>) {
  const boundary = `----lumbung${randomBytes(8).toString('hex')}`
  const parts = Object.entries(files).map(([field, file]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  )
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

async function submitDocuments(email: string) {
  const form = documentsForm({ nib: { name: 'nib.pdf', bytes: pdf } })
  const response = await call(email, { method: 'POST', url: '/api/auth/tenant/verify', ...form })
  expect(response.statusCode, response.body).toBe(200)
}

/** Mail leaves through the job queue, so it shows up a moment after the call that sent it. */
async function waitForMail(to: string, matches: (message: MailboxMessage) => boolean) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const found = (await readMailbox(subject.app, to)).find(matches)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no such mail for ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function auditEntries(action: string, targetId: string) {
  return subject.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
}

describe('operator routes refuse everybody but operators', () => {
  const everyRoute = async (): Promise<InjectOptions[]> => {
    const tenantId = await tenantIdOf('PT Baru Berdiri')
    const userId = await userIdOf('member@consumer.test')
    return [
      { method: 'GET', url: '/api/operator/tenants' },
      { method: 'GET', url: `/api/operator/tenants/${tenantId}` },
      { method: 'PUT', url: `/api/operator/tenants/${tenantId}/approve` },
      { method: 'PUT', url: `/api/operator/tenants/${tenantId}/reject`, payload: { reason: 'No' } },
      { method: 'GET', url: '/api/operator/users' },
      { method: 'PUT', url: `/api/operator/users/${userId}/deactivate` },
      { method: 'PUT', url: `/api/operator/users/${userId}/reactivate` },
    ]
  }

  it.each(['owner@provider.test', 'admin@consumer.test', 'member@provider.test', 'owner@unverified.test'])(
    'answers %s with 403 on every operator route',
    async (email) => {
      for (const route of await everyRoute()) {
        const response = await call(email, route)
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403)
        expect(response.json()).toMatchObject({ status: 'ERROR', code: 'FORBIDDEN' })
      }
      expect(await tenantStatus('PT Baru Berdiri')).toBe('UNVERIFIED')
      expect((await userRow('member@consumer.test')).status).toBe('ACTIVE')
    },
  )

  it('answers a caller without a session with 401', async () => {
    for (const route of await everyRoute()) {
      const response = await call(null, route)
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })
})

async function tenantStatus(legalName: string) {
  const [row] = await subject.database.db
    .select({ status: tenants.verificationStatus })
    .from(tenants)
    .where(eq(tenants.legalName, legalName))
  return row!.status
}

async function userRow(email: string) {
  const [row] = await subject.database.db.select().from(users).where(eq(users.email, email))
  return row!
}

describe('GET /api/operator/tenants', () => {
  it('lists every tenant with its status, sides, user count and creation date', async () => {
    const response = await asOperator({ method: 'GET', url: '/api/operator/tenants?limit=50' })
    expect(response.statusCode).toBe(200)
    const { data, total_data } = response.json().data
    expect(total_data).toBe(4)
    const provider = data.find((tenant: { legal_name: string }) => tenant.legal_name === 'PT Data Nusantara')
    expect(provider).toMatchObject({
      verification_status: 'VERIFIED',
      is_consumer: true,
      is_provider: true,
      is_platform: false,
      total_users: 3,
    })
    expect(new Date(provider.created_date).getTime()).not.toBeNaN()
  })

  it('filters by verification status and searches legal and brand names', async () => {
    const unverified = await asOperator({
      method: 'GET',
      url: '/api/operator/tenants?verification_status=UNVERIFIED',
    })
    expect(unverified.json().data.data.map((tenant: { legal_name: string }) => tenant.legal_name)).toEqual([
      'PT Baru Berdiri',
    ])
    const search = await asOperator({ method: 'GET', url: '/api/operator/tenants?search=konsumen' })
    expect(search.json().data).toMatchObject({ total_data: 1, data: [{ legal_name: 'PT Konsumen Maju' }] })
    const literal = await asOperator({ method: 'GET', url: '/api/operator/tenants?search=%25' })
    expect(literal.json().data.total_data).toBe(0)
  })

  it('pages the list', async () => {
    const first = (await asOperator({ method: 'GET', url: '/api/operator/tenants?limit=3&page=1' })).json()
      .data
    const second = (await asOperator({ method: 'GET', url: '/api/operator/tenants?limit=3&page=2' })).json()
      .data
    expect(first.total_data).toBe(4)
    expect(first.data).toHaveLength(3)
    expect(second.data).toHaveLength(1)
    const ids = [...first.data, ...second.data].map((tenant: { id: string }) => tenant.id)
    expect(new Set(ids).size).toBe(4)
  })

  it('refuses an unknown status filter with a validation error', async () => {
    const response = await asOperator({
      method: 'GET',
      url: '/api/operator/tenants?verification_status=LOST',
    })
    expect(response.statusCode).toBe(422)
  })
})

describe('GET /api/operator/tenants/:id', () => {
  it('shows the company, its users and no documents before any submission', async () => {
    const response = await asOperator({
      method: 'GET',
      url: `/api/operator/tenants/${await tenantIdOf('PT Konsumen Maju')}`,
    })
    expect(response.statusCode).toBe(200)
    const detail = response.json().data
    expect(detail).toMatchObject({
      legal_name: 'PT Konsumen Maju',
      verification_status: 'VERIFIED',
      verification: null,
    })
    expect(detail.users.map((user: { email: string }) => user.email)).toEqual([
      'owner@consumer.test',
      'admin@consumer.test',
      'member@consumer.test',
    ])
  })

  it('answers an unknown tenant with 404', async () => {
    const response = await asOperator({
      method: 'GET',
      url: '/api/operator/tenants/00000000-0000-4000-8000-000000000000',
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('company verification by an operator', () => {
  const company = 'PT Baru Berdiri'
  const owner = 'owner@unverified.test'

  it('rejects with a required reason, then approves a resubmission', async () => {
    const tenantId = await tenantIdOf(company)
    await submitDocuments(owner)

    const pendingFirst = await asOperator({ method: 'GET', url: '/api/operator/tenants' })
    expect(pendingFirst.json().data.data[0]).toMatchObject({
      legal_name: company,
      verification_status: 'PENDING',
    })

    const detail = (await asOperator({ method: 'GET', url: `/api/operator/tenants/${tenantId}` })).json().data
    expect(detail.verification).toMatchObject({ status: 'PENDING', reason: null })
    expect(detail.verification.documents).toMatchObject([
      { kind: 'NIB', original_name: 'nib.pdf', content_type: 'application/pdf', size: pdf.length },
    ])
    // The operator opens the document through the storage route with the signed-in session.
    const documentPath = new URL(detail.verification.documents[0].url, 'http://localhost').pathname
    const file = await asOperator({ method: 'GET', url: documentPath })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(pdf)).toBe(true)

    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const missing = await asOperator({
        method: 'PUT',
        url: `/api/operator/tenants/${tenantId}/reject`,
        payload,
      })
      expect(missing.statusCode).toBe(422)
      expect(missing.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Reason can not be empty',
        errors: { reason: 'Reason can not be empty' },
      })
    }
    const tooLong = await asOperator({
      method: 'PUT',
      url: `/api/operator/tenants/${tenantId}/reject`,
      payload: { reason: 'x'.repeat(501) },
    })
    expect(tooLong.json().errors.reason).toBe('Reason may not be greater than 500 characters')
    expect(await tenantStatus(company)).toBe('PENDING')

    const reason = 'The NIB document is unreadable; please upload a clearer scan.'
    const rejected = await asOperator({
      method: 'PUT',
      url: `/api/operator/tenants/${tenantId}/reject`,
      payload: { reason },
    })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json().data).toMatchObject({
      verification_status: 'REJECTED',
      verification: { status: 'REJECTED', reason },
    })
    const rejection = await waitForMail(owner, (message) => message.text.includes(reason))
    expect(rejection.subject).toContain(company)
    expect((await auditEntries('tenant.verification_rejected', tenantId))[0]?.actorUserId).toBe(
      await userIdOf(operator),
    )

    await submitDocuments(owner)
    const information = () =>
      call(owner, { method: 'GET', url: '/api/auth/user/information' }).then(
        (response) => response.json().data,
      )
    expect((await information()).company_is_verified).toBe(false)

    const approved = await asOperator({ method: 'PUT', url: `/api/operator/tenants/${tenantId}/approve` })
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data).toMatchObject({
      verification_status: 'VERIFIED',
      verification: { status: 'VERIFIED' },
    })
    expect(await tenantStatus(company)).toBe('VERIFIED')
    expect((await information()).company_is_verified).toBe(true)
    const approval = await waitForMail(owner, (message) => / is verified/.test(message.subject))
    expect(approval.subject).toContain(company)
    expect((await auditEntries('tenant.verification_approved', tenantId))[0]?.actorUserId).toBe(
      await userIdOf(operator),
    )
  })

  it('refuses to decide for a company with nothing waiting for review', async () => {
    const tenantId = await tenantIdOf('PT Konsumen Maju')
    const response = await asOperator({ method: 'PUT', url: `/api/operator/tenants/${tenantId}/approve` })
    expect(response.statusCode).toBe(409)
    expect(await tenantStatus('PT Konsumen Maju')).toBe('VERIFIED')
  })
})

describe('GET /api/operator/users', () => {
  it('lists users of every tenant with tenant, role, status and the operator flag', async () => {
    const response = await asOperator({ method: 'GET', url: '/api/operator/users?search=provider.test' })
    const { data, total_data } = response.json().data
    expect(total_data).toBe(3)
    expect(data.find((user: { email: string }) => user.email === 'admin@provider.test')).toMatchObject({
      full_name: 'Dewi Lestari',
      tenant_name: 'PT Data Nusantara',
      application_role: 'admin',
      status: 'ACTIVE',
      is_operator: false,
      user_is_verified: true,
    })
  })

  it('filters by operator flag, role and tenant, and pages', async () => {
    const operators = (
      await asOperator({ method: 'GET', url: '/api/operator/users?is_operator=true' })
    ).json().data
    expect(operators.data.map((user: { email: string }) => user.email).sort()).toEqual([
      'operator@lumbung.test',
      'second.operator@lumbung.test',
    ])
    const admins = (
      await asOperator({ method: 'GET', url: '/api/operator/users?application_role=admin' })
    ).json().data
    expect(admins.total_data).toBe(2)
    const tenantId = await tenantIdOf('PT Konsumen Maju')
    const page = (
      await asOperator({ method: 'GET', url: `/api/operator/users?tenant_id=${tenantId}&limit=2&page=2` })
    ).json().data
    expect(page.total_data).toBe(3)
    expect(page.data).toHaveLength(1)
  })
})

describe('deactivating and reactivating users', () => {
  const member = 'member@consumer.test'

  it('ends the user’s sessions at once, and reactivation lets them sign in again', async () => {
    const session = await login(subject.app, member)
    const memberId = await userIdOf(member)
    const me = () =>
      subject.app.inject({
        method: 'GET',
        url: '/api/auth/user/information',
        headers: bearer(session.accessToken),
      })
    expect((await me()).statusCode).toBe(200)

    const response = await asOperator({ method: 'PUT', url: `/api/operator/users/${memberId}/deactivate` })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ email: member, status: 'DEACTIVATED' })

    expect((await me()).statusCode).toBe(401)
    const refreshed = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refresh_token: session.refreshToken },
    })
    expect(refreshed.statusCode).toBe(401)
    const signIn = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member, password: 'Demo123!' },
    })
    expect(signIn.statusCode).toBe(401)

    const listed = (await asOperator({ method: 'GET', url: '/api/operator/users?status=DEACTIVATED' })).json()
      .data
    expect(listed.data.map((user: { email: string }) => user.email)).toEqual([member])
    const [entry] = await auditEntries('operator.user.deactivate', memberId)
    expect(entry).toMatchObject({
      actorUserId: await userIdOf(operator),
      tenantId: (await userRow(member)).tenantId,
    })

    const again = await asOperator({ method: 'PUT', url: `/api/operator/users/${memberId}/deactivate` })
    expect(again.statusCode).toBe(409)

    const reactivated = await asOperator({ method: 'PUT', url: `/api/operator/users/${memberId}/reactivate` })
    expect(reactivated.statusCode).toBe(200)
    expect(reactivated.json().data.status).toBe('ACTIVE')
    expect((await login(subject.app, member)).accessToken).toBeTruthy()
    expect(await auditEntries('operator.user.reactivate', memberId)).toHaveLength(1)
  })

  it('never deactivates the operator themselves or another operator', async () => {
    const self = await asOperator({
      method: 'PUT',
      url: `/api/operator/users/${await userIdOf(operator)}/deactivate`,
    })
    expect(self.statusCode).toBe(403)
    expect(self.json().code).toBe('CANNOT_DEACTIVATE_SELF')
    const other = await asOperator({
      method: 'PUT',
      url: `/api/operator/users/${await userIdOf('second.operator@lumbung.test')}/deactivate`,
    })
    expect(other.statusCode).toBe(403)
    expect(other.json().code).toBe('OPERATOR_PROTECTED')
    expect((await userRow('second.operator@lumbung.test')).status).toBe('ACTIVE')
  })

  it('refuses to reactivate a user who is not deactivated, and answers an unknown user with 404', async () => {
    const active = await asOperator({
      method: 'PUT',
      url: `/api/operator/users/${await userIdOf('admin@provider.test')}/reactivate`,
    })
    expect(active.statusCode).toBe(409)
    const unknown = await asOperator({
      method: 'PUT',
      url: '/api/operator/users/00000000-0000-4000-8000-000000000000/deactivate',
    })
    expect(unknown.statusCode).toBe(404)
  })
})
