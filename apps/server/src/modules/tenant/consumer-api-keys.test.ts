import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, consumerApiKeys } from '../../db/schema'
import type { ChangeNotice } from '../../lib/change-notices'
import { tenantIdOf } from '../../../test/builders'
import { createTestApp, freshen, headersFor, type TestApp } from '../../../test/test-app'
import { hashApiKey } from './tenant-api-key.service'

type Headers = Record<string, string>

let testApp: TestApp
let owner: Headers
let admin: Headers
let member: Headers
let providerAdmin: Headers
let consumerId: string
let providerId: string
let notices: ChangeNotice[] = []

const base = '/api/auth/tenant/api-keys'

beforeAll(async () => {
  testApp = await createTestApp()
  const { app } = testApp
  owner = await headersFor(app, 'owner@consumer.test')
  admin = await headersFor(app, 'admin@consumer.test')
  member = await headersFor(app, 'member@consumer.test')
  providerAdmin = await headersFor(app, 'admin@provider.test')
  consumerId = await tenantIdOf(testApp.database.db, 'PT Konsumen Maju')
  providerId = await tenantIdOf(testApp.database.db, 'PT Data Nusantara')
  app.notices.subscribe((notice) => notices.push(notice))
  for (const headers of [owner, admin, providerAdmin]) await freshen(app, headers)
})
afterAll(async () => {
  await testApp?.close()
})
beforeEach(() => {
  notices = []
})

const list = (headers: Headers) => testApp.app.inject({ method: 'GET', url: base, headers })
const create = (headers: Headers, label: unknown) =>
  testApp.app.inject({ method: 'POST', url: base, headers, payload: { label } })
const revoke = (headers: Headers, id: string) =>
  testApp.app.inject({ method: 'PUT', url: `${base}/revoke/${id}`, headers })

async function created(headers: Headers, label: string) {
  const response = await create(headers, label)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: string; key: string; last_four: string; label: string }
}

const rowsOf = (tenantId: string) =>
  testApp.database.db.select().from(consumerApiKeys).where(eq(consumerApiKeys.tenantId, tenantId))

describe('named API keys: who may', () => {
  it('lets the owner and admins list the keys, not members', async () => {
    expect((await list(owner)).statusCode).toBe(200)
    expect((await list(admin)).statusCode).toBe(200)
    expect((await list(member)).statusCode).toBe(403)
    expect((await create(member, 'Member key')).statusCode).toBe(403)
  })

  it('needs a fresh login to make a key', async () => {
    const stale = await headersFor(testApp.app, 'admin@consumer.test')
    const response = await create(stale, 'CRM sync')
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('FRESH_LOGIN_REQUIRED')
    expect(await rowsOf(consumerId)).toEqual([])
  })
})

describe('named API keys: making one', () => {
  it('answers the whole key once, keeps only its SHA-256, and lists it masked with who made it', async () => {
    const response = await create(admin, '  CRM sync  ')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('API key created')
    const key = response.json().data
    expect(key.key).toMatch(/^lmb_live_[A-Za-z0-9_-]{43}$/)
    expect(key).toMatchObject({
      label: 'CRM sync',
      last_four: key.key.slice(-4),
      masked_key: `lmb_live_••••${key.key.slice(-4)}`,
      created_by_name: 'Andi Wijaya',
      last_used_at: null,
      revoked_at: null,
      is_revoked: false,
    })

    const [row] = await rowsOf(consumerId)
    expect(row!.keyHash).toBe(hashApiKey(key.key))
    expect(JSON.stringify(row)).not.toContain(key.key.slice('lmb_live_'.length))

    const listed = (await list(owner)).json().data
    expect(listed).toMatchObject({ total_data: 1, live_count: 1, live_max: 20 })
    expect(listed.data[0]).toMatchObject({ id: key.id, label: 'CRM sync', masked_key: key.masked_key })
    expect(listed.data[0]).not.toHaveProperty('key')
    expect(JSON.stringify(listed)).not.toContain(key.key)

    expect(notices).toEqual([{ topic: 'api-key', tenantId: consumerId }])
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.named_api_key_created'), eq(auditLog.targetId, key.id)))
    expect(entry).toMatchObject({
      tenantId: consumerId,
      detail: { label: 'CRM sync', last_four: key.last_four },
    })
    expect(JSON.stringify(entry)).not.toContain(key.key)
  })

  it('refuses an empty, a too long or a multi-line label with the field message', async () => {
    const empty = await create(admin, '   ')
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({ label: 'Label can not be empty' })
    const long = await create(admin, 'x'.repeat(61))
    expect(long.json().errors).toEqual({ label: 'Label may not be greater than 60 characters' })
    expect((await create(admin, 'x'.repeat(60))).statusCode).toBe(200)
    expect((await create(admin, 'two\nlines')).json().errors).toEqual({ label: 'Label is not valid' })
    expect((await create(admin, undefined)).json().errors).toEqual({ label: 'Label can not be empty' })
  })

  it("refuses a label another live key of the company has, in any case; other companies' labels are theirs", async () => {
    await created(admin, 'Billing export')
    const taken = await create(owner, 'BILLING export')
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({
      code: 'API_KEY_LABEL_TAKEN',
      message: 'Another live key already has this label',
      errors: { label: 'Another live key already has this label' },
    })
    expect((await create(providerAdmin, 'Billing export')).statusCode).toBe(200)
  })

  it('gives a revoked key’s label back for a new key', async () => {
    const first = await created(admin, 'Warehouse')
    expect((await revoke(admin, first.id)).statusCode).toBe(200)
    const second = await created(admin, 'Warehouse')
    expect(second.id).not.toBe(first.id)
  })

  it('holds at most 20 live keys; revoking one makes room', async () => {
    const live = (await list(admin)).json().data.live_count as number
    const made: string[] = []
    for (let index = live; index < 20; index += 1) made.push((await created(admin, `Batch ${index}`)).id)
    const refused = await create(admin, 'One too many')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'API_KEY_LIMIT_REACHED',
      message: 'Your company already has 20 live API keys; revoke one you no longer use first',
    })
    // The other company's count is its own.
    expect((await create(providerAdmin, 'Another company')).statusCode).toBe(200)
    await revoke(admin, made[0]!)
    expect((await create(admin, 'One too many')).statusCode).toBe(200)
    const after = (await list(admin)).json().data
    expect(after.live_count).toBe(20)
    // Live keys first, revoked ones after them.
    const flags = (after.data as { is_revoked: boolean }[]).map((key) => key.is_revoked)
    expect(flags).toEqual([...flags].sort((first, second) => Number(first) - Number(second)))
    // Room for the tests below.
    for (const key of after.data.filter((key: { is_revoked: boolean }) => !key.is_revoked).slice(0, 8)) {
      await revoke(admin, key.id)
    }
  })
})

describe('named API keys: revoking one', () => {
  it('stops the key, shows who revoked it and when, audits it and tells the gateway', async () => {
    const key = await created(admin, 'Mobile app')
    notices = []
    const response = await revoke(owner, key.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('API key revoked')
    expect(response.json().data).toMatchObject({
      id: key.id,
      is_revoked: true,
      revoked_by_name: 'Siti Rahmawati',
      created_by_name: 'Andi Wijaya',
    })
    expect(response.json().data.revoked_at).not.toBeNull()
    expect(notices).toEqual([{ topic: 'api-key', tenantId: consumerId }])
    const [row] = await testApp.database.db
      .select()
      .from(consumerApiKeys)
      .where(eq(consumerApiKeys.id, key.id))
    expect(row!.revokedAt).not.toBeNull()
    const entries = await testApp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, key.id))
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'tenant.named_api_key_created',
      'tenant.named_api_key_revoked',
    ])
  })

  it('answers 409 for a key already revoked', async () => {
    const key = await created(admin, 'Old integration')
    await revoke(admin, key.id)
    notices = []
    const again = await revoke(admin, key.id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'API_KEY_ALREADY_REVOKED',
      message: 'This API key has already been revoked',
    })
    expect(notices).toEqual([])
  })

  it("answers another company's key id exactly like an unknown one, and leaves it live", async () => {
    const theirs = await created(providerAdmin, 'Provider reporting')
    const response = await revoke(admin, theirs.id)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'API_KEY_NOT_FOUND', message: 'API key not found' })
    const unknown = await revoke(admin, randomUUID())
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(response.json().message)
    const [row] = await testApp.database.db
      .select()
      .from(consumerApiKeys)
      .where(eq(consumerApiKeys.id, theirs.id))
    expect(row!.revokedAt).toBeNull()
    // Nor does the consumer's list show it.
    const ids = ((await list(admin)).json().data.data as { id: string }[]).map((key) => key.id)
    expect(ids).not.toContain(theirs.id)
    expect(ids.length).toBeGreaterThan(0)
  })

  it('refuses members and an id that is not one', async () => {
    const key = await created(admin, 'Member cannot revoke')
    expect((await revoke(member, key.id)).statusCode).toBe(403)
    const malformed = await revoke(admin, 'not-an-id')
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json().errors).toEqual({ id: 'Key is not valid' })
  })
})

describe('the tenant key', () => {
  it('tells the gateway when the owner rotates it', async () => {
    notices = []
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/tenant/rotate-key',
      headers: owner,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(notices).toEqual([{ topic: 'api-key', tenantId: consumerId }])
    expect(providerId).not.toBe(consumerId)
  })
})
