import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { defaultGatewayConfig } from '../../config'
import { gatewayQuotaPeriods, transactionRequests } from '../../db/schema'
import { createAudit } from '../../lib/audit'
import { createChangeNotices, type ChangeNotices } from '../../lib/change-notices'
import { tenantIdOf } from '../../../test/builders'
import { createApiSettingsServices } from '../data/api-settings'
import { openGatewaySuite, type GatewaySuite } from './gateway.test-helpers'
import { createGatewayServices, type GatewayCall, type SpendCapCheck } from '.'

const gateway = { ...defaultGatewayConfig, ratePerSecond: 1000, rateBurst: 1000 }
let suite: GatewaySuite
beforeAll(async () => {
  suite = await openGatewaySuite({ gateway })
})
afterAll(() => suite?.close())

/** Another instance of the gateway on the same database, as a second server process would run it. */
function secondInstance(spendCap?: SpendCapCheck, notices: ChangeNotices = suite.app.notices) {
  const { config } = suite.test
  const logger = pino({ level: 'silent' })
  const audit = createAudit(suite.db)
  const apiSettings = createApiSettingsServices({ db: suite.db, audit, config, notices, logger })
  return createGatewayServices({
    config,
    db: suite.db,
    usage: suite.app.usage,
    notices,
    logger,
    credentialsOf: (tenantId, id) => apiSettings.credentialsOf(tenantId, id),
    ...(spendCap ? { spendCap } : {}),
  })
}

const platformCall = (productId: string, overrides: Partial<GatewayCall> = {}): GatewayCall => ({
  consumerTenantId: suite.consumerId,
  apiKeyId: null,
  productId,
  method: 'POST',
  subPath: '',
  query: {},
  headers: { 'content-type': 'application/json' },
  body: Buffer.from('{"phone":"0812"}'),
  ...overrides,
})

async function reservedOf(purchaseId: string) {
  const rows = await suite.db
    .select({ reserved: gatewayQuotaPeriods.reserved })
    .from(gatewayQuotaPeriods)
    .where(eq(gatewayQuotaPeriods.transactionRequestId, purchaseId))
  return rows.reduce((total, row) => total + row.reserved, 0)
}

async function quotaProduct(monthlyQuota: number, path = '/echo') {
  const productId = await suite.apiProduct({ pricingModel: 'SUBSCRIPTION', monthlyQuota, path })
  const purchaseId = await suite.purchase(productId, {
    pricingModel: 'SUBSCRIPTION',
    unit: 'MONTH',
    price: 750_000,
    monthlyQuota,
    periodCount: 1,
    periodStart: new Date(Date.now() - 86_400_000),
    periodEnd: new Date(Date.now() + 20 * 86_400_000),
  })
  return { productId, purchaseId }
}

describe('the monthly quota', () => {
  it('is never exceeded by calls racing on two instances: exactly the quota passes', async () => {
    const { productId, purchaseId } = await quotaProduct(10)
    const other = secondInstance()
    try {
      const calls = Array.from({ length: 30 }, (_, index) =>
        index % 2 === 0
          ? suite.call(productId, { payload: { phone: '0812' } }).then((response) => response.statusCode)
          : other.caller.call(platformCall(productId)).then((answer) => answer.httpStatus),
      )
      const statuses = await Promise.all(calls)
      expect(statuses.filter((status) => status === 200)).toHaveLength(10)
      expect(statuses.filter((status) => status === 429)).toHaveLength(20)
      expect(await reservedOf(purchaseId)).toBe(10)
      const records = await suite.usageOf(productId)
      expect(records).toHaveLength(30)
      expect(records.filter((record) => record.isBillable)).toHaveLength(10)
      expect(records.filter((record) => record.errorCode === 'QUOTA_EXCEEDED')).toHaveLength(20)
      // Subscriptions are paid by the period, so a call carries no unit price.
      expect(records.every((record) => record.unitPrice === null)).toBe(true)
    } finally {
      await other.close()
    }
  })

  it('stays within the quota when instances reserve it in blocks', async () => {
    const { productId, purchaseId } = await quotaProduct(100)
    const other = secondInstance()
    try {
      const calls = Array.from({ length: 160 }, (_, index) =>
        index % 2 === 0
          ? suite.call(productId, { payload: { phone: '0812' } }).then((response) => response.statusCode)
          : other.caller.call(platformCall(productId)).then((answer) => answer.httpStatus),
      )
      const passed = (await Promise.all(calls)).filter((status) => status === 200).length
      const reserved = await reservedOf(purchaseId)
      expect(reserved).toBeLessThanOrEqual(100)
      expect(passed).toBeLessThanOrEqual(reserved)
      // At most one block (5 calls here) per instance is left unused.
      expect(passed).toBeGreaterThanOrEqual(90)
    } finally {
      await other.close()
    }
  })

  it('is used only by calls the upstream answered 2xx', async () => {
    const { productId, purchaseId } = await quotaProduct(2, '/')
    const call = (subPath: string) => suite.call(productId, { subPath, payload: {} })
    for (const subPath of ['/status/500', '/status/500', '/status/404', '/reset']) {
      expect((await call(subPath)).statusCode).not.toBe(200)
    }
    expect((await call('/first')).statusCode).toBe(200)
    expect((await call('/second')).statusCode).toBe(200)
    const over = await call('/third')
    expect(over.statusCode).toBe(429)
    expect(over.json().code).toBe('QUOTA_EXCEEDED')
    expect(await reservedOf(purchaseId)).toBe(2)
  })

  it('gives back what an instance reserved and did not use when it stops', async () => {
    const { productId, purchaseId } = await quotaProduct(200)
    const other = secondInstance()
    expect((await other.caller.call(platformCall(productId))).httpStatus).toBe(200)
    expect(await reservedOf(purchaseId)).toBe(10)
    await other.close()
    expect(await reservedOf(purchaseId)).toBe(1)
  })
})

describe('the platform’s own calls', () => {
  it('run the same checks, call and metering, for the company given', async () => {
    const productId = await suite.apiProduct()
    const purchaseId = await suite.purchase(productId)
    const other = secondInstance()
    try {
      const answer = await other.caller.call(platformCall(productId, { query: { source: 'file-to-api' } }))
      expect(answer).toMatchObject({ httpStatus: 200, outcome: 'SUCCESS', errorCode: null })
      expect(JSON.parse(answer.body.toString())).toMatchObject({ query: { source: 'file-to-api' } })

      const otherCompany = await other.caller.call(
        platformCall(productId, { consumerTenantId: suite.providerId }),
      )
      expect(otherCompany).toMatchObject({
        httpStatus: 403,
        errorCode: 'NO_ACTIVE_PURCHASE',
        outcome: 'REJECTED',
      })
      const unverified = await tenantIdOf(suite.db, 'PT Baru Berdiri')
      const inactive = await other.caller.call(platformCall(productId, { consumerTenantId: unverified }))
      expect(inactive.errorCode).toBe('TENANT_INACTIVE')

      const records = await suite.usageOf(productId)
      expect(records.find((record) => record.outcome === 'SUCCESS')).toMatchObject({
        transactionRequestId: purchaseId,
        consumerTenantId: suite.consumerId,
        isBillable: true,
        unitPrice: 1500,
      })
    } finally {
      await other.close()
    }
  })

  it('stop at the spending limit once billing sets one', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    const seen: string[] = []
    const capped = secondInstance((call) => {
      seen.push(call.productId)
      return 'Refused at the cap'
    })
    try {
      const answer = await capped.caller.call(platformCall(productId))
      expect(answer).toMatchObject({ httpStatus: 402, errorCode: 'SPEND_CAP_REACHED', outcome: 'REJECTED' })
      expect(JSON.parse(answer.body.toString()).message).toBe('Refused at the cap')
      expect(seen).toEqual([productId])
    } finally {
      await capped.close()
    }
  })
})

describe('several instances on PostgreSQL', () => {
  const serverUrl = inject('postgresUrl')

  it.runIf(serverUrl)('forget a suspended purchase at once when another instance says so', async () => {
    const silent = pino({ level: 'silent' })
    // Two processes' notice channels: one publishes, the other's gateway listens (LISTEN/NOTIFY).
    const publisher = createChangeNotices({ databaseUrl: serverUrl, logger: silent })
    const listener = createChangeNotices({ databaseUrl: serverUrl, logger: silent })
    const other = secondInstance(undefined, listener)
    try {
      const productId = await suite.apiProduct()
      const purchaseId = await suite.purchase(productId)
      expect((await other.caller.call(platformCall(productId))).httpStatus).toBe(200)
      await suite.db
        .update(transactionRequests)
        .set({ accessStatus: 'SUSPENDED' })
        .where(eq(transactionRequests.id, purchaseId))
      // Until the notice arrives, the other instance still remembers the purchase as active.
      expect((await other.caller.call(platformCall(productId))).httpStatus).toBe(200)
      // The listener connects on its own time, so the notice is sent again until it is heard.
      await expect
        .poll(
          async () => {
            await publisher.publish({
              topic: 'purchase',
              transactionRequestId: purchaseId,
              consumerTenantId: suite.consumerId,
            })
            return (await other.caller.call(platformCall(productId))).errorCode
          },
          { timeout: 5000 },
        )
        .toBe('PURCHASE_SUSPENDED')
    } finally {
      await other.close()
      await publisher.close()
      await listener.close()
    }
  })

  it.runIf(serverUrl)(
    'hear a single notice sent right after their first call: nothing is cached before they listen',
    async () => {
      const silent = pino({ level: 'silent' })
      const publisher = createChangeNotices({ databaseUrl: serverUrl, logger: silent })
      const listener = createChangeNotices({ databaseUrl: serverUrl, logger: silent })
      const other = secondInstance(undefined, listener)
      try {
        const productId = await suite.apiProduct()
        const purchaseId = await suite.purchase(productId)
        await publisher.publish({ topic: 'tenant', tenantId: suite.providerId })
        // The first call is answered only once this instance listens, so the one notice below reaches it.
        expect((await other.caller.call(platformCall(productId))).httpStatus).toBe(200)
        await suite.db
          .update(transactionRequests)
          .set({ accessStatus: 'SUSPENDED' })
          .where(eq(transactionRequests.id, purchaseId))
        await publisher.publish({
          topic: 'purchase',
          transactionRequestId: purchaseId,
          consumerTenantId: suite.consumerId,
        })
        await expect
          .poll(async () => (await other.caller.call(platformCall(productId))).errorCode, { timeout: 2000 })
          .toBe('PURCHASE_SUSPENDED')
      } finally {
        await other.close()
        await publisher.close()
        await listener.close()
      }
    },
  )
})
