import { randomUUID } from 'node:crypto'
import { gatewayErrors, type GatewayErrorName } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultGatewayConfig } from '../../config'
import { consumerApiKeys, products, transactionRequests, usageRecords, users } from '../../db/schema'
import { tenantIdOf, userIdOf } from '../../../test/builders'
import { freshen, headersFor } from '../../../test/test-app'
import { giveNamedKey, giveTenantKey, openGatewaySuite, type GatewaySuite } from './gateway.test-helpers'

let suite: GatewaySuite
beforeAll(async () => {
  suite = await openGatewaySuite({ gateway: { ...defaultGatewayConfig, maxRequestBytes: 4 * 1024 } })
})
afterAll(() => suite?.close())

type Answer = Awaited<ReturnType<GatewaySuite['call']>>

function expectRefusal(response: Answer, name: GatewayErrorName) {
  const error = gatewayErrors[name]
  expect(response.statusCode, response.body).toBe(error.http_status)
  expect(response.json()).toMatchObject({ status: 'ERROR', code: error.code, data: null })
}

/** A Jakarta wall-clock hour `hoursAhead` from now, as `HH:00`. */
const jakartaHour = (hoursAhead: number) => {
  const hour = (new Date().getUTCHours() + 7 + hoursAhead) % 24
  return `${String(hour).padStart(2, '0')}:00`
}

const setAccess = (id: string, accessStatus: 'ACTIVE' | 'SUSPENDED' | 'REVOKED') =>
  suite.db.update(transactionRequests).set({ accessStatus }).where(eq(transactionRequests.id, id))

describe('the gateway checks, in the order of the contract', () => {
  it('refuses a key in the address before anything else, even with a valid key in the header', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    expectRefusal(await suite.call(productId, { query: 'api_key=abc' }), 'apiKeyInQuery')
    expectRefusal(await suite.call(productId, { query: 'X-Api-Key=abc', key: null }), 'apiKeyInQuery')
    expectRefusal(await suite.call(productId, { query: `token=${suite.consumerKey}` }), 'apiKeyInQuery')
    expect((await suite.call(productId, { query: 'city=Bandung' })).statusCode).toBe(200)
  })

  it('refuses a missing or unknown key, and an unverified company', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    expectRefusal(await suite.call(productId, { key: null }), 'apiKeyMissing')
    expectRefusal(await suite.call(productId, { key: '   ' }), 'apiKeyMissing')
    expectRefusal(await suite.call(productId, { key: `${suite.consumerKey}x` }), 'apiKeyInvalid')
    expectRefusal(await suite.call(productId, { key: 'k'.repeat(5000) }), 'apiKeyInvalid')

    const unverified = await tenantIdOf(suite.db, 'PT Baru Berdiri')
    const unverifiedKey = await giveTenantKey(suite.db, unverified, suite.test.config.masterKey)
    expectRefusal(await suite.call(productId, { key: unverifiedKey }), 'tenantInactive')
  })

  it('refuses an id that is no API product', async () => {
    expectRefusal(await suite.call(randomUUID()), 'productNotFound')
    expectRefusal(await suite.call('not-a-product'), 'productNotFound')
    const fileProduct = await suite.apiProduct()
    await suite.db.update(products).set({ dataType: 'FILE' }).where(eq(products.id, fileProduct))
    await suite.purchase(fileProduct)
    expectRefusal(await suite.call(fileProduct), 'productNotFound')
  })

  it('refuses another company’s draft or private product, unbought, exactly as an unknown id', async () => {
    const sameness = (response: Answer) => {
      const { 'x-request-id': _requestId, date: _date, ...headers } = response.headers
      return { status: response.statusCode, body: response.body, headers }
    }
    const unknown = sameness(await suite.call(randomUUID()))
    const draft = await suite.apiProduct()
    await suite.db.update(products).set({ status: 'DRAFT' }).where(eq(products.id, draft))
    const otherCompany = await tenantIdOf(suite.db, 'PT Baru Berdiri')
    const privateOffer = await suite.apiProduct()
    await suite.db
      .update(products)
      .set({ isPrivate: true, consumerTenantId: otherCompany })
      .where(eq(products.id, privateOffer))
    for (const productId of [draft, privateOffer]) {
      expectRefusal(await suite.call(productId), 'productNotFound')
      expect(sameness(await suite.call(productId))).toEqual(unknown)
    }
    // Its own provider still sees it; a private offer made to the company, or a purchase, shows it too.
    const providerKey = await giveTenantKey(suite.db, suite.providerId, suite.test.config.masterKey)
    expectRefusal(await suite.call(draft, { key: providerKey }), 'noActivePurchase')
    const offered = await suite.apiProduct()
    await suite.db
      .update(products)
      .set({ isPrivate: true, consumerTenantId: suite.consumerId })
      .where(eq(products.id, offered))
    expectRefusal(await suite.call(offered), 'noActivePurchase')
    const archived = await suite.apiProduct()
    await suite.purchase(archived)
    await suite.db.update(products).set({ status: 'ARCHIVED' }).where(eq(products.id, archived))
    expect((await suite.call(archived)).statusCode).toBe(200)
  })

  it('refuses without an approved, unexpired purchase; another company’s purchase gives nothing', async () => {
    const productId = await suite.apiProduct()
    expectRefusal(await suite.call(productId), 'noActivePurchase')
    await suite.purchase(productId, { status: 'WAITING_APPROVAL' })
    await suite.purchase(productId, { status: 'REJECTED' })
    await suite.purchase(productId, {
      status: 'APPROVED',
      pricingModel: 'SUBSCRIPTION',
      periodStart: new Date(Date.now() - 40 * 86_400_000),
      periodEnd: new Date(Date.now() - 60_000),
    })
    // Another company's running purchase of the same product.
    await suite.purchase(productId, {
      consumerTenantId: suite.providerId,
      requestedBy: await userIdOf(suite.db, 'admin@provider.test'),
    })
    expectRefusal(await suite.call(productId), 'noActivePurchase')
    const providerKey = await giveTenantKey(suite.db, suite.providerId, suite.test.config.masterKey)
    expect((await suite.call(productId, { key: providerKey })).statusCode).toBe(200)
  })

  it('refuses a suspended or revoked purchase, and lets it through again once resumed', async () => {
    const productId = await suite.apiProduct()
    const purchaseId = await suite.purchase(productId)
    expect((await suite.call(productId)).statusCode).toBe(200)
    await setAccess(purchaseId, 'SUSPENDED')
    await suite.app.notices.publish({
      topic: 'purchase',
      transactionRequestId: purchaseId,
      consumerTenantId: suite.consumerId,
    })
    expectRefusal(await suite.call(productId), 'purchaseSuspended')
    await setAccess(purchaseId, 'ACTIVE')
    await suite.app.notices.publish({
      topic: 'purchase',
      transactionRequestId: purchaseId,
      consumerTenantId: suite.consumerId,
    })
    expect((await suite.call(productId)).statusCode).toBe(200)
    await setAccess(purchaseId, 'REVOKED')
    await suite.app.notices.publish({
      topic: 'purchase',
      transactionRequestId: purchaseId,
      consumerTenantId: suite.consumerId,
    })
    expectRefusal(await suite.call(productId), 'purchaseRevoked')
  })

  it('stops a purchase the moment its period ends, whatever the gateway remembers', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId, {
      pricingModel: 'SUBSCRIPTION',
      periodStart: new Date(Date.now() - 86_400_000),
      periodEnd: new Date(Date.now() + 2000),
    })
    expect((await suite.call(productId)).statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expectRefusal(await suite.call(productId), 'noActivePurchase')
  })

  it('refuses once the month’s quota is used, outside operational hours, and a wrong method', async () => {
    const limited = await suite.apiProduct({ pricingModel: 'SUBSCRIPTION', monthlyQuota: 1 })
    await suite.purchase(limited, { pricingModel: 'SUBSCRIPTION', unit: 'MONTH', monthlyQuota: 1 })
    expect((await suite.call(limited)).statusCode).toBe(200)
    const exhausted = await suite.call(limited)
    expectRefusal(exhausted, 'quotaExceeded')

    const closed = await suite.apiProduct({ hours: [jakartaHour(2), jakartaHour(3)] })
    await suite.purchase(closed)
    expectRefusal(await suite.call(closed), 'outsideOperationalHours')
    const open = await suite.apiProduct({ hours: [jakartaHour(-1), jakartaHour(1)] })
    await suite.purchase(open)
    expect((await suite.call(open)).statusCode).toBe(200)

    const wrongMethod = await suite.call(open, { method: 'GET' })
    expectRefusal(wrongMethod, 'methodNotAllowed')
    expect(wrongMethod.headers.allow).toBe('POST')
  })

  it('refuses a body over the limit and parameters the product does not accept', async () => {
    const productId = await suite.apiProduct({
      path: '/echo/{nik}',
      requestParams: [
        { name: 'nik', type: 'STRING', is_required: true, location: 'PATH', description: null },
        { name: 'phone', type: 'STRING', is_required: true, location: 'BODY', description: null },
        { name: 'limit', type: 'INTEGER', is_required: false, location: 'QUERY', description: null },
        { name: 'X-Trace', type: 'STRING', is_required: true, location: 'HEADER', description: null },
      ],
    })
    await suite.purchase(productId)
    const valid = { query: 'nik=3171012345670001&limit=5', headers: { 'x-trace': 't-1' } }
    expectRefusal(
      await suite.call(productId, { ...valid, payload: { phone: 'x'.repeat(8000) } }),
      'requestTooLarge',
    )
    const missing = await suite.call(productId, { ...valid, query: 'limit=5', payload: { phone: '0812' } })
    expectRefusal(missing, 'invalidParameters')
    expect(missing.json().message).toBe('nik can not be empty')
    const wrongType = await suite.call(productId, {
      ...valid,
      query: 'nik=1&limit=five',
      payload: { phone: '08' },
    })
    expect(wrongType.json().message).toBe('limit must be integer')
    expectRefusal(await suite.call(productId, { ...valid, payload: {} }), 'invalidParameters')
    expectRefusal(
      await suite.call(productId, { query: valid.query, payload: { phone: '0812' } }),
      'invalidParameters',
    )
    const notJson = await suite.call(productId, {
      ...valid,
      headers: { ...valid.headers, 'content-type': 'application/json' },
      payload: '{"phone":',
    })
    expect(notJson.json().message).toBe('The body is not valid JSON')
    // Segments that would step out of the product's path at the upstream.
    for (const subPath of ['/x%2F..%2Fadmin', '/%5c..%5cadmin']) {
      expectRefusal(
        await suite.call(productId, { ...valid, subPath, payload: { phone: '1' } }),
        'invalidParameters',
      )
    }
    expect((await suite.call(productId, { ...valid, payload: { phone: '0812' } })).statusCode).toBe(200)
  })

  it('answers the earliest refusal when a call fails several checks', async () => {
    const productId = await suite.apiProduct({ hours: [jakartaHour(2), jakartaHour(3)] })
    const purchaseId = await suite.purchase(productId)
    await setAccess(purchaseId, 'SUSPENDED')
    expectRefusal(await suite.call(productId, { key: null, query: 'apikey=1' }), 'apiKeyInQuery')
    expectRefusal(await suite.call(productId, { method: 'GET' }), 'purchaseSuspended')
    await setAccess(purchaseId, 'ACTIVE')
    await suite.app.notices.publish({
      topic: 'purchase',
      transactionRequestId: purchaseId,
      consumerTenantId: suite.consumerId,
    })
    expectRefusal(await suite.call(productId, { method: 'GET' }), 'outsideOperationalHours')
  })

  it('records every call once, refusals as refused and not billable', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    const countAll = async () => {
      await suite.app.usage.flush()
      return (await suite.db.select({ id: usageRecords.id }).from(usageRecords)).length
    }
    const before = await countAll()
    await suite.call(productId, { key: null })
    await suite.call(productId, { method: 'GET' })
    await suite.call(productId)
    expect(await countAll()).toBe(before + 3)
    // The call without a key reached no product, so it is recorded without one.
    const records = await suite.usageOf(productId)
    expect(
      records
        .map((record) => [record.httpStatus, record.outcome, record.errorCode, record.isBillable])
        .sort((first, second) => Number(first[0]) - Number(second[0])),
    ).toEqual([
      [200, 'SUCCESS', null, true],
      [405, 'REJECTED', 'METHOD_NOT_ALLOWED', false],
    ])
    expect(records.every((record) => record.consumerTenantId === suite.consumerId)).toBe(true)
    expect(records.every((record) => record.providerTenantId === suite.providerId)).toBe(true)
  })
})

describe('keys', () => {
  it('refuses a rotated tenant key at once, and takes the new one', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    const owner = await headersFor(suite.app, 'owner@consumer.test')
    await freshen(suite.app, owner)
    const shown = await suite.app.inject({ method: 'GET', url: '/api/auth/tenant/show-key', headers: owner })
    expect(shown.json().data.is_masked).toBe(true)
    expect((await suite.call(productId)).statusCode).toBe(200)
    const rotated = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/tenant/rotate-key',
      headers: owner,
    })
    expect(rotated.statusCode).toBe(200)
    expectRefusal(await suite.call(productId), 'apiKeyInvalid')
    expect((await suite.call(productId, { key: rotated.json().data.key })).statusCode).toBe(200)
    suite.useConsumerKey(rotated.json().data.key)
  })

  it('takes a named key, records it on the call and when it was last used', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    const named = await giveNamedKey(
      suite.db,
      suite.consumerId,
      await userIdOf(suite.db, 'admin@consumer.test'),
    )
    expect((await suite.call(productId, { key: named.key })).statusCode).toBe(200)
    expect((await suite.call(productId, { key: named.key })).statusCode).toBe(200)
    const [record] = await suite.usageOf(productId)
    expect(record?.apiKeyId).toBe(named.id)
    await expect
      .poll(async () => {
        const [row] = await suite.db.select().from(consumerApiKeys).where(eq(consumerApiKeys.id, named.id))
        return row?.lastUsedAt
      })
      .toBeInstanceOf(Date)
    expect((await suite.usageOf(productId)).filter((entry) => entry.apiKeyId === null)).toHaveLength(0)
  })

  it('refuses a named key at once once revoked, or once its creator is deactivated', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    const memberId = await userIdOf(suite.db, 'member@consumer.test')
    const revoked = await giveNamedKey(suite.db, suite.consumerId, memberId)
    const orphaned = await giveNamedKey(suite.db, suite.consumerId, memberId)
    expect((await suite.call(productId, { key: revoked.key })).statusCode).toBe(200)
    expect((await suite.call(productId, { key: orphaned.key })).statusCode).toBe(200)

    await suite.db
      .update(consumerApiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(consumerApiKeys.id, revoked.id))
    await suite.app.notices.publish({ topic: 'api-key', tenantId: suite.consumerId })
    expectRefusal(await suite.call(productId, { key: revoked.key }), 'apiKeyInvalid')
    expect((await suite.call(productId, { key: orphaned.key })).statusCode).toBe(200)

    await suite.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, memberId))
    await suite.app.notices.publish({ topic: 'member', tenantId: suite.consumerId, userId: memberId })
    expectRefusal(await suite.call(productId, { key: orphaned.key }), 'apiKeyInvalid')
    await suite.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, memberId))
    await suite.app.notices.publish({ topic: 'member', tenantId: suite.consumerId, userId: memberId })
    expect((await suite.call(productId, { key: orphaned.key })).statusCode).toBe(200)
  })
})
