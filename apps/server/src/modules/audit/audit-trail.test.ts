import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { createAudit } from '../../lib/audit'
import { bearer, freshen, login } from '../../../test/test-app'
import { documentsForm, pdf } from '../operator/operator.test-helpers'
import { createAuditRepository } from './audit.repository'
import { createAuditRetention } from './audit-retention'
import {
  consumerOwner,
  operator,
  operatorTrail,
  providerOwner,
  setupAuditTests,
  tenantTrail,
} from './audit.test-helpers'

const setup = setupAuditTests()
const { call, trail, tenantIdOf, userIdOf } = setup

describe("operators' reads of a company", () => {
  const owner = 'owner@unverified.test'

  it("puts the details, the users and each document an operator opened in the company's trail", async () => {
    const tenantId = await tenantIdOf('PT Baru Berdiri')
    const form = documentsForm({ nib: { name: 'nib.pdf', bytes: pdf } })
    const submitted = await call(owner, { method: 'POST', url: '/api/auth/tenant/verify', ...form })
    expect(submitted.statusCode).toBe(200)

    const detail = (await call(operator, { method: 'GET', url: `/api/operator/tenants/${tenantId}` })).json()
      .data
    const documentPath = new URL(detail.verification.documents[0].url, 'http://localhost').pathname
    expect((await call(operator, { method: 'GET', url: documentPath })).statusCode).toBe(200)
    expect((await call(operator, { method: 'GET', url: documentPath })).statusCode).toBe(200)
    const users = await call(operator, {
      method: 'GET',
      url: '/api/operator/users',
      query: { tenant_id: tenantId },
    })
    expect(users.statusCode).toBe(200)

    const operatorId = await userIdOf(operator)
    const { data } = await trail(owner, { user_id: operatorId })
    const byAction = Object.fromEntries(data.map((entry) => [entry.action, entry]))
    expect(byAction['operator.document.read']).toMatchObject({
      tenant_id: tenantId,
      actor_name: 'Rina Kartika Sari',
      detail: { kind: 'NIB', name: 'nib.pdf' },
      count: 2,
    })
    expect(byAction['operator.tenant.viewed']).toMatchObject({ detail: { documents: ['NIB'] } })
    expect(byAction['operator.users.listed']).toMatchObject({ target_id: tenantId })
    // The owner's own reading of the documents is no operator's read.
    await call(owner, { method: 'GET', url: documentPath })
    expect((await trail(owner, { action: 'operator.document.read' })).data[0]!.count).toBe(2)
  })
})

describe("one company's trail", () => {
  it("shows a company none of another's rows, and the operators every company's", async () => {
    const consumer = await tenantIdOf('PT Konsumen Maju')
    const provider = await tenantIdOf('PT Data Nusantara')
    await login(setup.subject.app, providerOwner)
    await login(setup.subject.app, consumerOwner)
    const consumerRows = await trail(consumerOwner)
    const providerRows = await trail(providerOwner)
    expect(consumerRows.data.length).toBeGreaterThan(0)
    expect(providerRows.data.length).toBeGreaterThan(0)
    expect(consumerRows.data.every((entry) => entry.tenant_id === consumer)).toBe(true)
    expect(providerRows.data.every((entry) => entry.tenant_id === provider)).toBe(true)
    // Another company's person as a filter finds nothing here.
    const providerPerson = await userIdOf(providerOwner)
    expect((await trail(consumerOwner, { user_id: providerPerson })).total_data).toBe(0)

    const everyCompany = await trail(operator, {}, operatorTrail)
    const companies = new Set(everyCompany.data.map((entry) => entry.tenant_id))
    expect(companies.size).toBeGreaterThan(1)
    const oneCompany = await trail(operator, { tenant_id: consumer }, operatorTrail)
    expect(oneCompany.data.every((entry) => entry.tenant_id === consumer)).toBe(true)
  })

  it('filters by action, outcome and Jakarta day, and refuses a range that ends before it starts', async () => {
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
    const signIns = await trail(consumerOwner, { action: 'auth.login', from: today, to: today })
    expect(signIns.data.length).toBeGreaterThan(0)
    expect(signIns.data.every((entry) => entry.action === 'auth.login' && entry.outcome === 'SUCCESS')).toBe(
      true,
    )
    expect((await trail(consumerOwner, { from: '2020-01-01', to: '2020-01-31' })).total_data).toBe(0)
    const backwards = await call(consumerOwner, {
      method: 'GET',
      url: tenantTrail,
      query: { from: '2026-02-01', to: '2026-01-01' },
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json()).toMatchObject({ code: 'RANGE_INVALID' })
    const unknownAction = await call(consumerOwner, {
      method: 'GET',
      url: tenantTrail,
      query: { action: 'x' },
    })
    expect(unknownAction.statusCode).toBe(422)
  })

  it('names the people of the company for the user filter', async () => {
    const response = await call(consumerOwner, { method: 'GET', url: `${tenantTrail}/people` })
    const names = (response.json().data.data as { full_name: string }[]).map((person) => person.full_name)
    expect(names).toContain('Putri Ayu Lestari')
    expect(names).not.toContain('Rina Kartika Sari')
  })
})

describe('the CSV export', () => {
  it('writes the filtered trail with every formula-like cell escaped', async () => {
    const tenantId = await tenantIdOf('PT Konsumen Maju')
    await createAudit(setup.subject.database.db).record({
      action: 'tenant.updated',
      tenantId,
      actorUserId: await userIdOf(consumerOwner),
      targetType: 'tenant',
      targetId: '=SUM(A1:A9)',
      detail: { legal_name: 'Konsumen "Maju", Tbk' },
      client: { ip: '10.1.2.3', userAgent: '\n+cmd|calc' },
    })
    const response = await call(consumerOwner, {
      method: 'GET',
      url: `${tenantTrail}/export`,
      query: { action: 'tenant.updated' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="audit-log-company-.*\.csv"/,
    )
    const [header, row, ...rest] = response.body.split('\r\n').filter(Boolean)
    expect(header).toBe(
      'When (WIB),Last time (WIB),Company,Who,What,Outcome,Times,Target,Details,IP address,Browser',
    )
    expect(rest).toEqual([])
    expect(row).toContain('PT Konsumen Maju')
    expect(row).toContain('Updated the company details')
    expect(row).toContain(",'=SUM(A1:A9),")
    expect(row).toContain('"Legal name: Konsumen ""Maju"", Tbk"')
    expect(row).toContain(`"'\n+cmd|calc"`)
  })

  it("gives the operators every company's rows", async () => {
    const response = await call(operator, { method: 'GET', url: `${operatorTrail}/export` })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('PT Konsumen Maju')
    expect(response.body).toContain('PT Data Nusantara')
  })
})

describe('secrets', () => {
  it('keeps no secret in any row: keys, API-setting secrets and typed passwords', async () => {
    const headers = bearer((await login(setup.subject.app, providerOwner)).accessToken)
    await freshen(setup.subject.app, headers)
    const rotated = await setup.subject.app.inject({
      method: 'POST',
      url: '/api/auth/tenant/rotate-key',
      headers,
    })
    expect(rotated.statusCode).toBe(200)
    const key = rotated.json().data.key as string
    const token = 'bearer-secret-0123456789abcdef'
    const added = await setup.subject.app.inject({
      method: 'POST',
      url: '/api/data/provider/settings/api/add',
      headers,
      payload: { name: 'Audited upstream', auth_type: 'BEARER', auth_config: { token } },
    })
    expect(added.statusCode).toBe(200)
    const password = 'Typed-Secret-987!'
    await setup.subject.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: providerOwner, password },
    })

    const { data } = await trail(providerOwner)
    expect(data.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['tenant.api_key_rotated', 'api_setting.created', 'auth.login_failed']),
    )
    const rows = JSON.stringify(await setup.subject.database.db.select().from(auditLog))
    for (const secret of [key, token, password]) expect(rows).not.toContain(secret)
    const exported = await call(providerOwner, { method: 'GET', url: `${tenantTrail}/export` })
    for (const secret of [key, token, password]) expect(exported.body).not.toContain(secret)
  })
})

describe('retention', () => {
  it('deletes rows older than the configured days and keeps the rest', async () => {
    const db = setup.subject.database.db
    const tenantId = await tenantIdOf('PT Konsumen Maju')
    await createAudit(db).record({ action: 'tenant.logo_changed', tenantId, detail: { marker: 'old row' } })
    await db
      .update(auditLog)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(sql`${auditLog.detail} ->> 'marker' = 'old row'`)
    const before = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.tenantId, tenantId))
    const registered: string[] = []
    const retention = createAuditRetention({
      jobs: { schedule: (queue) => void registered.push(queue), work: () => undefined },
      repository: createAuditRepository(db),
      config: { auditRetentionDays: 30 },
    })
    retention.registerPrune()
    expect(registered).toEqual(['audit-log-prune'])
    expect(await retention.prune()).toBe(1)
    const after = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.tenantId, tenantId))
    expect(after).toHaveLength(before.length - 1)
  })
})
