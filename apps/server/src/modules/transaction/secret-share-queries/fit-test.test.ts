import { privacyBudget, privacyBudgetMonthOf, roundedMatchRate } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct } from '../../../../test/builders'
import { multipartBody } from '../../../../test/multipart'
import { headersFor } from '../../../../test/test-app'
import { rateLimitBuckets, tenants } from '../../../db/schema'
import { jakartaDay } from './fit-test.service'
import {
  fitTestUrl,
  listCsv,
  openSecretShareSuite,
  type SecretShareSuite,
} from './secret-share-queries.test-helpers'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

describe('the fit test before buying', () => {
  let suite: SecretShareSuite
  /** All 40 of the product's customers among 200 identifiers: 20 %, shown as about that. */
  let fittingList: string
  beforeAll(async () => {
    suite = await openSecretShareSuite()
    fittingList = await suite.addAsset(listCsv(range(1, 40), 160), 'Prospects')
  })
  afterAll(async () => suite.close())

  const fitTest = (
    body: Record<string, unknown>,
    headers = suite.people.consumerAdmin,
    productId = suite.productId,
  ) =>
    suite.test.app.inject({
      method: 'POST',
      url: fitTestUrl(productId),
      headers,
      payload: { identifier_column: 'nik', ...body },
    })
  const optionsOf = (headers = suite.people.consumerAdmin, productId = suite.productId) =>
    suite.test.app.inject({ url: fitTestUrl(productId), headers })

  it('rounds the match rate to 5 %', () => {
    expect(roundedMatchRate(34, 200)).toBe(15)
    expect(roundedMatchRate(35, 200)).toBe(20)
    expect(roundedMatchRate(10, 1000)).toBe(0)
    expect(roundedMatchRate(199, 200)).toBe(100)
  })

  it('offers the product’s identifier columns, the company’s lists and three tries a day', async () => {
    const response = await optionsOf()
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({
      identifier_columns: ['customer_nik'],
      tries_per_day: 3,
      tries_left: 3,
      min_identifiers: 100,
      // Four standard deviations of the noise (σ = 5 at a cost of 0.02).
      min_matches: 20,
      privacy_budget: {
        total_micro_rho: privacyBudget.fitTestMonthlyMicroRho,
        used_micro_rho: 0,
        left_micro_rho: privacyBudget.fitTestMonthlyMicroRho,
        renews_on: privacyBudgetMonthOf(new Date()).renewsOn,
      },
      cost_micro_rho: privacyBudget.fitTestMicroRho,
    })
    expect(response.json().data.data_assets.map((asset: { name: string }) => asset.name)).toContain(
      'Prospects',
    )
  })

  it('shows only the rounded rate of a noisy count, never a count or a row', async () => {
    const response = await fitTest({ data_asset_id: fittingList })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ status: 'OK', message: 'Fit test complete' })
    const left = privacyBudget.fitTestMonthlyMicroRho - privacyBudget.fitTestMicroRho
    expect(response.json().data).toMatchObject({
      identifiers_tested: 200,
      tries_left: 2,
      // ± 1.96 × 5 of 200 identifiers.
      match_rate_error_percent: 4.9,
      privacy_budget: { used_micro_rho: privacyBudget.fitTestMicroRho, left_micro_rho: left },
    })
    // 20 % ± six standard deviations (15 %), in steps of 5.
    const rate = response.json().data.match_rate_percent
    expect(rate % 5).toBe(0)
    expect(rate).toBeGreaterThanOrEqual(5)
    expect(rate).toBeLessThanOrEqual(35)
    expect(response.body).not.toContain('40')
    expect((await optionsOf()).json().data.tries_left).toBe(2)
  })

  it('refuses a list too short to hide one identifier, without using a try', async () => {
    const short = await suite.addAsset(listCsv(range(1, 40), 20))
    const response = await fitTest({ data_asset_id: short })
    expect([response.statusCode, response.json().code]).toEqual([422, 'TOO_FEW_IDENTIFIERS'])
    expect((await optionsOf()).json().data.tries_left).toBe(2)
  })

  it('shows no rate for a list that matches nobody, and the try still counts', async () => {
    const unlikely = await suite.addAsset(listCsv([], 200))
    const response = await fitTest({ data_asset_id: unlikely })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'TOO_FEW_MATCHES',
      message: 'Too few of your identifiers match to show a rate without singling anyone out',
      details: { tries_left: 1 },
    })
    expect(response.body).not.toMatch(/match_rate/)
  })

  it('allows three tries per product a day, counted in the database', async () => {
    expect((await fitTest({ data_asset_id: fittingList })).json().data.tries_left).toBe(0)
    const fourth = await fitTest({ data_asset_id: fittingList })
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json()).toMatchObject({
      code: 'FIT_TEST_LIMIT_REACHED',
      message: 'You can test the fit of a product 3 times a day; try again tomorrow',
    })
    // A try refused by the daily limit is not charged to the month's budget: three tries, three charges.
    const options = (await optionsOf()).json().data
    expect(options.privacy_budget.used_micro_rho).toBe(3 * privacyBudget.fitTestMicroRho)
    // The count is per product: the provider's own product is not one it can test at all.
    const providerCompany = await headersFor(suite.test.app, 'admin@provider.test')
    expect((await optionsOf(providerCompany)).json()).toMatchObject({ code: 'OWN_PRODUCT' })
  })

  it('stops at the month’s fit-test budget, naming the day it renews', async () => {
    // A new day (the daily tries forgotten), in the same month: two more tries use the budget up.
    await suite.db.delete(rateLimitBuckets)
    for (let index = 0; index < 2; index += 1) {
      expect((await fitTest({ data_asset_id: fittingList })).statusCode).toBe(200)
    }
    await suite.db.delete(rateLimitBuckets)
    const refused = await fitTest({ data_asset_id: fittingList })
    expect(refused.statusCode).toBe(429)
    const renewsOn = privacyBudgetMonthOf(new Date()).renewsOn
    expect(refused.json()).toMatchObject({
      code: 'PRIVACY_BUDGET_EXHAUSTED',
      details: { renews_on: renewsOn, left_micro_rho: 0 },
    })
    expect(refused.json().message).toMatch(
      /^Your fit tests of this product have used this month's privacy budget\. It renews on 1 \w{3} \d{4}\.$/,
    )
    expect(refused.body).not.toMatch(/match_rate/)
    // The refused test used no daily try either.
    expect((await optionsOf()).json().data).toMatchObject({
      tries_left: 3,
      privacy_budget: { left_micro_rho: 0, renews_on: renewsOn },
    })
  })

  it('starts a new day at midnight in Jakarta', () => {
    expect(jakartaDay(new Date('2026-11-21T16:59:59Z'))).toEqual({ date: '2026-11-21', msLeft: 1000 })
    expect(jakartaDay(new Date('2026-11-21T17:00:00Z'))).toEqual({
      date: '2026-11-22',
      msLeft: 24 * 3600 * 1000,
    })
  })

  it('is open only to those who may request: a verified company’s owner and admins', async () => {
    const member = await fitTest({ data_asset_id: fittingList }, suite.people.consumerMember)
    expect([member.statusCode, member.json().code]).toEqual([403, 'ROLE_NOT_ALLOWED'])
    const unverified = await fitTest({ data_asset_id: fittingList }, suite.people.unverifiedOwner)
    expect([unverified.statusCode, unverified.json().code]).toEqual([403, 'COMPANY_NOT_VERIFIED'])
  })

  it('refuses other products, private offers to others and other companies’ lists', async () => {
    const apiProduct = await insertProduct(suite.db, { tenantId: suite.providerId, name: 'Not shares' })
    const notShares = await optionsOf(suite.people.consumerOwner, apiProduct)
    expect([notShares.statusCode, notShares.json().code]).toEqual([404, 'PRODUCT_NOT_FOUND'])

    const providerCompany = await headersFor(suite.test.app, 'owner@provider.test')
    const privateOffer = await insertProduct(suite.db, {
      tenantId: suite.providerId,
      name: 'For someone else',
      dataType: 'SECRET_SHARE',
      datasetId: suite.datasetId,
      pricingModel: 'PAY_PER_QUERY',
      unit: 'QUERY',
      deliveryMethod: 'QUERY',
      isPrivate: true,
      consumerTenantId: suite.providerId,
    })
    const hidden = await optionsOf(suite.people.consumerOwner, privateOffer)
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'PRODUCT_NOT_FOUND'])
    expect(hidden.body).not.toContain('For someone else')

    // The provider company, testing a product of the consumer company's, cannot use the consumer's list.
    await suite.db.update(tenants).set({ isProvider: true }).where(eq(tenants.id, suite.consumerId))
    // Changed behind the app's back, so told as the provider subscription would tell it.
    await suite.test.app.notices.publish({ topic: 'tenant', tenantId: suite.consumerId })
    const upload = multipartBody([
      { field: 'name', value: 'Consumer-made shares' },
      {
        field: 'columns',
        value: JSON.stringify([
          { name: 'nik', role: 'IDENTIFIER' },
          { name: 'x', role: 'MEASURE', lower_bound: '0', upper_bound: '10' },
        ]),
      },
      { field: 'file', filename: 'x.csv', bytes: Buffer.from('nik,x\n1,1\n') },
    ])
    const added = await suite.test.app.inject({
      method: 'POST',
      url: '/api/data/provider/datasets/secret-share/add?draft=true',
      payload: upload.payload,
      headers: { ...suite.people.consumerOwner, ...upload.headers },
    })
    expect(added.statusCode, added.body).toBe(200)
    const otherProduct = await insertProduct(suite.db, {
      tenantId: suite.consumerId,
      name: 'Consumer-made shares',
      dataType: 'SECRET_SHARE',
      datasetId: added.json().data.id,
      pricingModel: 'PAY_PER_QUERY',
      unit: 'QUERY',
      deliveryMethod: 'QUERY',
    })
    expect((await optionsOf(providerCompany, otherProduct)).statusCode).toBe(200)
    const foreignList = await fitTest({ data_asset_id: fittingList }, providerCompany, otherProduct)
    expect([foreignList.statusCode, foreignList.json().code]).toEqual([404, 'DATA_ASSET_NOT_FOUND'])
    expect(foreignList.body).not.toContain('Prospects')
  })
})
