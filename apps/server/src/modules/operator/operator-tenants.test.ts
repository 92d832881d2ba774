import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { documentsForm, operator, pdf, setupOperatorTests } from './operator.test-helpers'

const { call, asOperator, tenantIdOf, userIdOf, tenantStatus, userRow, waitForMail, auditEntries } =
  setupOperatorTests()

async function submitDocuments(email: string) {
  const form = documentsForm({ nib: { name: 'nib.pdf', bytes: pdf } })
  const response = await call(email, { method: 'POST', url: '/api/auth/tenant/verify', ...form })
  expect(response.statusCode, response.body).toBe(200)
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
      npwp: '0017654321428000',
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
