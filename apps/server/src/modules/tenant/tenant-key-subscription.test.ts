import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, tenantApiKeys, tenantPayoutAccounts } from '../../db/schema'
import { createSecrets } from '../../lib/secrets'
import { createTestApp, freshen, headersFor, type TestApp } from '../../../test/test-app'
import { createTenantRepository } from './tenant.repository'
import { hashApiKey } from './tenant-api-key.service'

let testApp: TestApp
let owner: Record<string, string>
let admin: Record<string, string>
let member: Record<string, string>
let providerOwner: Record<string, string>
let unverifiedOwner: Record<string, string>

beforeAll(async () => {
  testApp = await createTestApp()
  owner = await headersFor(testApp.app, 'owner@consumer.test')
  admin = await headersFor(testApp.app, 'admin@consumer.test')
  member = await headersFor(testApp.app, 'member@consumer.test')
  providerOwner = await headersFor(testApp.app, 'owner@provider.test')
  unverifiedOwner = await headersFor(testApp.app, 'owner@unverified.test')
})
afterAll(async () => {
  await testApp?.close()
})

const showKey = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/show-key', headers })
const rotateKey = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/tenant/rotate-key', headers })
const tenantIdOf = async (headers: Record<string, string>) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/detail', headers })).json().data
    .id as string
/** The company the gateway would find for a presented key (it looks keys up by their SHA-256). */
const tenantOfKey = (key: string) =>
  createTenantRepository(testApp.database.db).findTenantByKeyHash(hashApiKey(key))

describe('tenant API key', () => {
  it('needs a fresh login to show', async () => {
    const response = await showKey(admin)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'FRESH_LOGIN_REQUIRED' })
  })

  it('refuses members even after a fresh login', async () => {
    await freshen(testApp.app, member)
    expect((await showKey(member)).statusCode).toBe(403)
  })

  it('creates the key on first show and shows it whole once, masked afterwards', async () => {
    await freshen(testApp.app, admin)
    const first = (await showKey(admin)).json().data
    expect(first.is_masked).toBe(false)
    expect(first.key).toMatch(/^lmb_live_[A-Za-z0-9_-]{43}$/)
    expect(first.last_four).toBe(first.key.slice(-4))

    const second = (await showKey(admin)).json().data
    expect(second).toMatchObject({
      is_masked: true,
      key: `lmb_live_••••${first.last_four}`,
      last_four: first.last_four,
    })

    const tenantId = await tenantIdOf(admin)
    const [row] = await testApp.database.db
      .select()
      .from(tenantApiKeys)
      .where(eq(tenantApiKeys.tenantId, tenantId))
    expect(row!.keyHash).toBe(hashApiKey(first.key))
    expect(row!.sealedKey).not.toContain(first.key.slice(9))
    expect(await tenantOfKey(first.key)).toBe(tenantId)
  })

  it('rotates for the owner alone, after a fresh login; the old key stops working', async () => {
    await freshen(testApp.app, admin)
    expect((await rotateKey(admin)).statusCode).toBe(403)
    expect((await rotateKey(owner)).json().code).toBe('FRESH_LOGIN_REQUIRED')

    const tenantId = await tenantIdOf(owner)
    const keyHashOf = async () =>
      (await testApp.database.db.select().from(tenantApiKeys).where(eq(tenantApiKeys.tenantId, tenantId)))[0]!
        .keyHash
    const before = await keyHashOf()
    await freshen(testApp.app, owner)
    const rotated = await rotateKey(owner)
    expect(rotated.statusCode).toBe(200)
    const { key, is_masked } = rotated.json().data
    expect(is_masked).toBe(false)
    expect(await keyHashOf()).toBe(hashApiKey(key))
    expect(hashApiKey(key)).not.toBe(before)
    expect(await createTenantRepository(testApp.database.db).findTenantByKeyHash(before)).toBeUndefined()
    expect(await tenantOfKey(key)).toBe(tenantId)
  })

  it('audits every show and rotation', async () => {
    const tenantId = await tenantIdOf(owner)
    const entries = await testApp.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenantId))
    const actions = entries.map((entry) => entry.action)
    expect(actions.filter((action) => action === 'tenant.api_key_created')).toHaveLength(1)
    expect(actions.filter((action) => action === 'tenant.api_key_shown')).toHaveLength(1)
    expect(actions.filter((action) => action === 'tenant.api_key_rotated')).toHaveLength(1)
    expect(JSON.stringify(entries)).not.toMatch(/lmb_live_[A-Za-z0-9_-]{20,}/)
  })

  it('each tenant sees only its own key', async () => {
    await freshen(testApp.app, providerOwner)
    const providerKey = (await showKey(providerOwner)).json().data
    expect(providerKey.is_masked).toBe(false)
    expect(await tenantOfKey(providerKey.key)).toBe(await tenantIdOf(providerOwner))
    await freshen(testApp.app, admin)
    expect((await showKey(admin)).json().data.last_four).not.toBe(providerKey.last_four)
  })
})

describe('subscription', () => {
  const subscribe = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/tenant/subscribe/provider', headers, payload })
  const sides = async (headers: Record<string, string>) =>
    (await testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/subscribe', headers })).json().data
  const payout = {
    accept_terms: true,
    bank_name: 'Bank Central Asia',
    account_number: '1234567890',
    account_holder: 'PT Konsumen Maju',
  }

  it("shows the company's sides to any of its users", async () => {
    expect(await sides(member)).toMatchObject({
      is_consumer: true,
      is_provider: false,
      is_verified: true,
      provider_terms_accepted_at: null,
      payout_account: null,
      can_subscribe: false,
    })
    expect((await sides(owner)).can_subscribe).toBe(true)
  })

  it('refuses non-owners and unverified companies', async () => {
    expect((await subscribe(admin, payout)).statusCode).toBe(403)
    const unverified = await subscribe(unverifiedOwner, payout)
    expect(unverified.statusCode).toBe(403)
    expect(unverified.json().code).toBe('COMPANY_NOT_VERIFIED')
  })

  it.each([
    ['accept_terms', false, 'Provider terms must be accepted'],
    ['bank_name', '', 'Bank name can not be empty'],
    ['account_number', '12ab5678', 'Account number must be number'],
    ['account_number', '123', 'Account number may not be less than 5 characters'],
    ['account_holder', '', 'Account holder can not be empty'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const response = await subscribe(owner, { ...payout, [field]: value })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toBe(message)
  })

  it('turns the provider side on for every user of the company, the account number sealed', async () => {
    const response = await subscribe(owner, payout)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      is_provider: true,
      payout_account: {
        bank_name: 'Bank Central Asia',
        account_number: '••••7890',
        account_holder: 'PT Konsumen Maju',
      },
    })
    expect(response.json().data.provider_terms_accepted_at).toEqual(expect.any(String))
    const info = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/information',
      headers: member,
    })
    expect(info.json().data.is_provider).toBe(true)

    const tenantId = await tenantIdOf(owner)
    const [row] = await testApp.database.db
      .select()
      .from(tenantPayoutAccounts)
      .where(eq(tenantPayoutAccounts.tenantId, tenantId))
    expect(row!.sealedAccountNumber).not.toContain('1234567890')
    expect(createSecrets(testApp.config.masterKey).open(row!.sealedAccountNumber)).toBe('1234567890')
  })
})
