import { privacyBudget, privacyBudgetMonthOf, decimalOfScaled } from '@lumbung/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct } from '../../../../test/builders'
import { headersFor } from '../../../../test/test-app'
import {
  dataAssets,
  datasets,
  secretShareQueries,
  transactionRequests,
  usageRecords,
} from '../../../db/schema'
import { createSecrets } from '../../../lib/secrets'
import { combineShares, hashIdentifier, shareModulus } from '../../../lib/secret-share'
import { createShareStores } from '../../data/share-stores'
import { insertPurchase } from '../purchased/purchased.test-helpers'
import {
  consumerNumbers,
  expectWithinError,
  suiteBudget,
  historyUrl,
  listCsv,
  nikOf,
  openSecretShareSuite,
  optionsUrl,
  sumOf,
  type SecretShareSuite,
} from './secret-share-queries.test-helpers'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

describe('secret-share queries', () => {
  let suite: SecretShareSuite
  beforeAll(async () => {
    suite = await openSecretShareSuite()
  })
  afterAll(async () => suite.close())

  const usageOf = async () => {
    await suite.test.app.usage.flush()
    const [purchase] = await suite.db
      .select({ id: transactionRequests.id })
      .from(transactionRequests)
      .where(eq(transactionRequests.transactionNo, suite.transactionNo))
    return suite.db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.transactionRequestId, purchase!.id), eq(usageRecords.kind, 'QUERY')))
  }

  it('offers the dataset’s columns by role and the company’s ready data assets', async () => {
    const response = await suite.test.app.inject({
      url: `${optionsUrl}?transaction_no=${suite.transactionNo}`,
      headers: suite.people.consumerMember,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({
      identifier_columns: ['customer_nik'],
      dimensions: ['city'],
      measures: [{ name: 'monthly_spend', scale: 2, lower_bound: '0', upper_bound: '2000' }],
      data_assets: [
        { id: suite.assetId, name: 'Our customers', columns: ['full_name', 'nik'], row_count: 84 },
      ],
      min_group_size: 10,
      closed_reason: null,
      privacy_budget: {
        total_micro_rho: suiteBudget,
        used_micro_rho: 0,
        left_micro_rho: suiteBudget,
        renews_on: privacyBudgetMonthOf(new Date()).renewsOn,
      },
      query_cost: {
        default_micro_rho: privacyBudget.defaultQueryMicroRho,
        min_micro_rho: privacyBudget.minQueryMicroRho,
        max_micro_rho: privacyBudget.maxQueryMicroRho,
      },
    })
  })

  it('counts, sums and averages the matched rows with noise, within the error bars it shows', async () => {
    const expectedSum = Number(decimalOfScaled(sumOf(consumerNumbers), 2))
    const count = await suite.query({ aggregate: 'COUNT' })
    expect(count.statusCode, count.body).toBe(200)
    expect(count.json()).toMatchObject({ status: 'OK', message: 'Query complete' })
    expect(count.json().data).toMatchObject({
      aggregate: 'COUNT',
      measure: null,
      dataset_identifier: 'customer_nik',
      identifiers_submitted: 84,
      cost_micro_rho: privacyBudget.defaultQueryMicroRho,
      // σ = 1/√(2 × 0.04) ≈ 3.54 people, so ± 7 at 95 %.
      rows: [{ group: null, is_suppressed: false, match_count_error: 7, value_error: '7' }],
    })
    const countRow = count.json().data.rows[0]
    expect(countRow.value).toBe(String(countRow.match_count))
    expectWithinError(countRow, { value: 34, matchCount: 34 })

    // 34 × 1000.50 + (1 + … + 34) = 34017.00 + 595.00; ± 1.96 × 2000 × 5 = 19,600.00 at the default cost.
    expect(expectedSum).toBe(34612)
    const sum = await suite.query({ aggregate: 'SUM', measure: 'monthly_spend' })
    expect(sum.json().data.rows[0]).toMatchObject({ is_suppressed: false, value_error: '19600.00' })
    expect(sum.json().data.rows[0].value).toMatch(/^-?\d+\.\d{2}$/)
    expectWithinError(sum.json().data.rows[0], { value: expectedSum, matchCount: 34 })

    // A dearer query is more exact: five times the cost, √5 times less noise.
    const dear = await suite.query({ aggregate: 'SUM', measure: 'monthly_spend', cost_micro_rho: 200_000 })
    expect(dear.json().data).toMatchObject({ cost_micro_rho: 200_000, rows: [{ value_error: '8765.39' }] })

    const average = await suite.query({ aggregate: 'AVG', measure: 'monthly_spend' })
    expect(average.json().data.rows[0].value).toMatch(/^-?\d+\.\d{4}$/)
    expectWithinError(average.json().data.rows[0], { value: 1018, matchCount: 34 })
  })

  it('groups by a public dimension and leaves out groups too small to show, unnamed and uncounted', async () => {
    // At the highest cost the threshold is 13 identifiers: Jakarta and Bandung (15 each) mostly show, a
    // group of one (Surabaya's customer 31) about once in ten million queries, Medan (no match) never.
    const list = await suite.addAsset(listCsv([...range(1, 30), 31]), 'Jakarta, Bandung and one more')
    const response = await suite.query({
      data_asset_id: list,
      aggregate: 'SUM',
      measure: 'monthly_spend',
      group_by: 'city',
      cost_micro_rho: privacyBudget.maxQueryMicroRho,
    })
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json().data
    expect(result.suppressed_groups).toBe(0)
    const truth: Record<string, { value: number; matchCount: number }> = {
      Jakarta: { value: Number(decimalOfScaled(sumOf(range(1, 15)), 2)), matchCount: 15 },
      Bandung: { value: Number(decimalOfScaled(sumOf(range(16, 30)), 2)), matchCount: 15 },
    }
    for (const row of result.rows) {
      expect(Object.keys(truth)).toContain(row.group)
      expect(row.is_suppressed).toBe(false)
      expectWithinError(row, truth[row.group]!)
    }
    expect(response.body).not.toContain('Surabaya')
    expect(response.body).not.toContain('Medan')
  })

  it('takes a measure without clipping bounds for counts only, until the dataset is uploaded again', async () => {
    const [dataset] = await suite.db.select().from(datasets).where(eq(datasets.id, suite.datasetId))
    const columns = dataset!.secretShareColumns!
    const unbounded = columns.map(({ lower_bound: _lower, upper_bound: _upper, ...column }) => column)
    await suite.db
      .update(datasets)
      .set({ secretShareColumns: unbounded })
      .where(eq(datasets.id, suite.datasetId))
    try {
      const sum = await suite.query({ aggregate: 'SUM', measure: 'monthly_spend' })
      expect([sum.statusCode, sum.json().code]).toEqual([422, 'MEASURE_WITHOUT_BOUNDS'])
      expect(sum.json().message).toBe(
        'This measure has no clipping bounds, so it can only be counted: the provider must upload the dataset again with bounds before it can be summed or averaged',
      )
      expect((await suite.query({ aggregate: 'COUNT' })).statusCode).toBe(200)
      const options = await suite.test.app.inject({
        url: `${optionsUrl}?transaction_no=${suite.transactionNo}`,
        headers: suite.people.consumerMember,
      })
      expect(options.json().data.measures).toEqual([
        { name: 'monthly_spend', scale: 2, lower_bound: null, upper_bound: null },
      ])
    } finally {
      await suite.db
        .update(datasets)
        .set({ secretShareColumns: columns })
        .where(eq(datasets.id, suite.datasetId))
    }
  })

  it('needs both stores: either store’s partial sums alone are not the sum', async () => {
    const stores = createShareStores({ db: suite.db, config: suite.test.config })
    const [dataset] = await suite.db.select().from(datasets).where(eq(datasets.id, suite.datasetId))
    const identifierKey = Buffer.from(
      createSecrets(suite.test.config.masterKey).open(dataset!.identifierKeySealed!),
      'base64',
    )
    const request = {
      datasetId: suite.datasetId,
      identifierColumn: 'customer_nik',
      hashedIdentifiers: consumerNumbers.map((number) => hashIdentifier(identifierKey, nikOf(number))),
      measures: [0],
      groupBy: null,
    }
    const [partA] = await stores.storeA.partialSums(request)
    const [partB] = await stores.storeB.partialSums(request)
    const expected = sumOf(consumerNumbers)
    expect(partA!.rowCount).toBe(34)
    expect(partA!.sums[0]).not.toBe(expected)
    expect(partB!.sums[0]).not.toBe(expected)
    // Each partial sum is spread over the whole ring, far from any plausible total.
    for (const sum of [partA!.sums[0]!, partB!.sums[0]!]) {
      expect(sum >= 0n && sum < shareModulus).toBe(true)
    }
    expect(combineShares(partA!.sums[0]!, partB!.sums[0]!)).toBe(expected)
    // Raw identifiers never reach a store: a store only matches keyed hashes.
    const raw = await stores.storeA.partialSums({ ...request, hashedIdentifiers: [] })
    expect(raw).toEqual([])
  })

  it('keeps every query in the history, newest first, as it was shown', async () => {
    const response = await suite.test.app.inject({
      url: `${historyUrl}?transaction_no=${suite.transactionNo}&limit=100`,
      headers: suite.people.consumerAdmin,
    })
    expect(response.statusCode, response.body).toBe(200)
    const { data, total_data: total } = response.json().data
    const stored = await suite.db
      .select()
      .from(secretShareQueries)
      .where(eq(secretShareQueries.consumerTenantId, suite.consumerId))
    expect(total).toBe(stored.length)
    expect(total).toBeGreaterThanOrEqual(6)
    const dates = data.map((item: { created_date: string }) => item.created_date)
    expect([...dates].sort().reverse()).toEqual(dates)
    const grouped = data.find((item: { group_by: string | null }) => item.group_by === 'city')
    expect(grouped).toMatchObject({
      transaction_no: suite.transactionNo,
      data_asset_name: 'Jakarta, Bandung and one more',
      identifier_column: 'nik',
      created_by: 'Putri Ayu Lestari',
    })
    expect(grouped.cost_micro_rho).toBe(privacyBudget.maxQueryMicroRho)
    expect(JSON.stringify(grouped)).not.toContain('Surabaya')
    // The noisy figures, kept exactly as they were shown, never the exact ones.
    const latest = await suite.query({ aggregate: 'SUM', measure: 'monthly_spend' })
    const [kept0] = (
      await suite.test.app.inject({
        url: `${historyUrl}?transaction_no=${suite.transactionNo}&limit=1`,
        headers: suite.people.consumerAdmin,
      })
    ).json().data.data
    expect(kept0).toEqual(latest.json().data)
    // The consumer's identifiers are not kept, neither raw nor hashed.
    const kept = JSON.stringify(stored)
    expect(kept).not.toContain(decimalOfScaled(sumOf(consumerNumbers), 2))
    expect(kept).not.toContain(nikOf(1))
    expect(kept).not.toMatch(/[0-9a-f]{64}/)
  })

  it('writes one billable usage record per query at the purchase’s price', async () => {
    const before = await usageOf()
    const response = await suite.query({ aggregate: 'COUNT' })
    expect(response.statusCode).toBe(200)
    const after = await usageOf()
    expect(after).toHaveLength(before.length + 1)
    const added = after.find((record) => !before.some((earlier) => earlier.id === record.id))!
    expect(added).toMatchObject({
      kind: 'QUERY',
      outcome: 'SUCCESS',
      httpStatus: 200,
      isBillable: true,
      unitPrice: 75_000,
      consumerTenantId: suite.consumerId,
      providerTenantId: suite.providerId,
      productId: suite.productId,
    })
    const queries = await suite.db
      .select({ id: secretShareQueries.id })
      .from(secretShareQueries)
      .where(eq(secretShareQueries.consumerTenantId, suite.consumerId))
    expect(after.filter((record) => record.isBillable)).toHaveLength(queries.length)
  })

  it('refuses a bad data asset or column with a code that says which', async () => {
    const codeOf = async (body: Record<string, unknown>) => {
      const response = await suite.query(body)
      return [response.statusCode, response.json().code]
    }
    expect(
      await codeOf({ aggregate: 'COUNT', data_asset_id: '00000000-0000-4000-8000-000000000000' }),
    ).toEqual([404, 'DATA_ASSET_NOT_FOUND'])
    expect(await codeOf({ aggregate: 'COUNT', identifier_column: 'email' })).toEqual([
      422,
      'IDENTIFIER_COLUMN_NOT_FOUND',
    ])
    expect(await codeOf({ aggregate: 'SUM', measure: 'salary' })).toEqual([422, 'MEASURE_NOT_FOUND'])
    expect(await codeOf({ aggregate: 'COUNT', group_by: 'province' })).toEqual([422, 'DIMENSION_NOT_FOUND'])
    expect(await codeOf({ aggregate: 'COUNT', dataset_identifier: 'phone' })).toEqual([
      422,
      'DATASET_IDENTIFIER_NOT_FOUND',
    ])
    expect(await codeOf({ aggregate: 'AVG' })).toEqual([422, 'VALIDATION_ERROR'])
    expect(await codeOf({ aggregate: 'COUNT', cost_micro_rho: 5 })).toEqual([422, 'VALIDATION_ERROR'])
    expect(await codeOf({ aggregate: 'COUNT', identifier_column: 'full_name' })).toEqual([200, 'SUCCESS'])

    const [processing] = await suite.db
      .insert(dataAssets)
      .values({
        tenantId: suite.consumerId,
        userType: 'consumer',
        name: 'Still reading',
        source: 'UPLOAD',
        originalName: 'reading.csv',
        status: 'PROCESSING',
      })
      .returning({ id: dataAssets.id })
    expect(await codeOf({ aggregate: 'COUNT', data_asset_id: processing!.id })).toEqual([
      409,
      'DATA_ASSET_NOT_READY',
    ])

    const onlyEmpty = await suite.addAsset('nik,name\n,Nobody\n')
    expect(await codeOf({ aggregate: 'COUNT', data_asset_id: onlyEmpty })).toEqual([422, 'NO_IDENTIFIERS'])
  })

  it('refuses expired, suspended and revoked purchases, each with its own code, unbilled', async () => {
    const before = (await usageOf()).filter((record) => record.isBillable).length
    const refusalOf = async () => {
      const response = await suite.query({ aggregate: 'COUNT' })
      return [response.statusCode, response.json().code]
    }
    await suite.setPurchase(suite.transactionNo, { accessStatus: 'SUSPENDED' })
    expect(await refusalOf()).toEqual([403, 'PURCHASE_SUSPENDED'])
    const options = await suite.test.app.inject({
      url: `${optionsUrl}?transaction_no=${suite.transactionNo}`,
      headers: suite.people.consumerMember,
    })
    expect(options.json().data.closed_reason).toBe(
      'The provider has suspended access to this purchase for now',
    )

    await suite.setPurchase(suite.transactionNo, { accessStatus: 'REVOKED' })
    expect(await refusalOf()).toEqual([403, 'PURCHASE_REVOKED'])

    const day = 24 * 60 * 60 * 1000
    await suite.setPurchase(suite.transactionNo, {
      accessStatus: 'ACTIVE',
      periodStart: new Date(Date.now() - 30 * day),
      periodEnd: new Date(Date.now() - day),
    })
    expect(await refusalOf()).toEqual([403, 'PURCHASE_EXPIRED'])

    const records = await usageOf()
    expect(records.filter((record) => record.isBillable)).toHaveLength(before)
    expect(
      records.filter((record) => record.outcome === 'REJECTED').map((record) => record.errorCode),
    ).toEqual(expect.arrayContaining(['PURCHASE_SUSPENDED', 'PURCHASE_REVOKED', 'PURCHASE_EXPIRED']))
    await suite.setPurchase(suite.transactionNo, { periodStart: null, periodEnd: null })
    expect(await refusalOf()).toEqual([200, 'SUCCESS'])
  })

  it('keeps each company to its own purchases, history and data assets', async () => {
    const provider = await headersFor(suite.test.app, 'owner@provider.test')
    const theirs = await suite.query({ aggregate: 'COUNT' }, provider)
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'PURCHASE_NOT_FOUND'])
    expect(theirs.body).not.toContain('Spending insights')
    for (const url of [
      `${historyUrl}?transaction_no=${suite.transactionNo}`,
      `${optionsUrl}?transaction_no=${suite.transactionNo}`,
    ]) {
      const response = await suite.test.app.inject({ url, headers: provider })
      expect([response.statusCode, response.json().code]).toEqual([404, 'PURCHASE_NOT_FOUND'])
    }

    // The provider company buys the product too, and tries the consumer's data asset with it.
    const ownNo = await insertPurchase(suite.db, {
      ...suite.purchaseValues,
      consumerTenantId: suite.providerId,
      requestedBy: suite.purchaseValues.requestedBy,
    })
    const foreignAsset = await suite.test.app.inject({
      method: 'POST',
      url: '/api/transaction/consumer/purchased/secret-share-query',
      headers: provider,
      payload: {
        transaction_no: ownNo,
        data_asset_id: suite.assetId,
        identifier_column: 'nik',
        aggregate: 'COUNT',
      },
    })
    expect([foreignAsset.statusCode, foreignAsset.json().code]).toEqual([404, 'DATA_ASSET_NOT_FOUND'])
    const theirHistory = await suite.test.app.inject({
      url: `${historyUrl}?transaction_no=${ownNo}`,
      headers: provider,
    })
    expect(theirHistory.json().data.total_data).toBe(0)

    const unverified = await suite.query({ aggregate: 'COUNT' }, suite.people.unverifiedOwner)
    expect([unverified.statusCode, unverified.json().code]).toEqual([403, 'COMPANY_NOT_VERIFIED'])
  })

  it('takes no query on a purchase of another kind of product', async () => {
    const apiProduct = await insertProduct(suite.db, { tenantId: suite.providerId, name: 'Some API' })
    const apiNo = await insertPurchase(suite.db, {
      ...suite.purchaseValues,
      productId: apiProduct,
      productName: 'Some API',
      dataType: 'API',
      pricingModel: 'PAY_PER_CALL',
      unit: 'CALL',
      deliveryMethod: 'API',
    })
    const response = await suite.query({ aggregate: 'COUNT', transaction_no: apiNo })
    expect([response.statusCode, response.json().code]).toEqual([409, 'NOT_A_SECRET_SHARE_PURCHASE'])
  })
})
