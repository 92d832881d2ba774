import { decimalOfScaled } from '@lumbung/contract'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasets, secretShareQueries, secretShareStoreB, usageRecords } from '../../../db/schema'
import { shareStoreRows } from '../../../share-store/share-store-schema'
import { multipartBody } from '../../../../test/multipart'
import { allowMintedSessions } from '../../../../test/sessions'
import { headersFor } from '../../../../test/test-app'
import { buildApp } from '../../../app'
import {
  consumerNumbers,
  customers,
  expectWithinError,
  openSecretShareSuite,
  optionsUrl,
  queryUrl,
  shareStoreToken,
  startShareStoreB,
  sumOf,
  type SecretShareSuite,
} from './secret-share-queries.test-helpers'

describe('store B in a share-store process of its own', () => {
  let storeB: Awaited<ReturnType<typeof startShareStoreB>>
  let suite: SecretShareSuite
  beforeAll(async () => {
    storeB = await startShareStoreB()
    suite = await openSecretShareSuite({
      config: { shareStoreB: { url: storeB.url, token: shareStoreToken } },
    })
  })
  afterAll(async () => {
    await suite?.close()
    await storeB?.close()
  })

  const remoteRows = async (datasetId: string) =>
    storeB.database.db.select().from(shareStoreRows).where(eq(shareStoreRows.datasetId, datasetId))

  it('receives store B’s shares at upload, and the platform keeps neither them nor their key', async () => {
    expect(await remoteRows(suite.datasetId)).toHaveLength(customers.length)
    const [local] = await suite.db
      .select({ total: count() })
      .from(secretShareStoreB)
      .where(eq(secretShareStoreB.datasetId, suite.datasetId))
    expect(local!.total).toBe(0)
    const [dataset] = await suite.db.select().from(datasets).where(eq(datasets.id, suite.datasetId))
    expect(dataset!.storeBKeySealed).toBeNull()
    expect(dataset!.storeAKeySealed).not.toBeNull()
    // The store holds hashes and sealed shares only.
    const held = JSON.stringify(await remoteRows(suite.datasetId))
    expect(held).not.toContain(customers[0]!.nik)
    expect(held).not.toContain('1001.50')
  })

  it('answers queries with the remote store’s partial sums', async () => {
    // A store out of step would give a sum anywhere in ±9 × 10^18, far outside the error bars.
    const sum = await suite.query({ aggregate: 'SUM', measure: 'monthly_spend' })
    expect(sum.statusCode, sum.body).toBe(200)
    expectWithinError(sum.json().data.rows[0], {
      value: Number(decimalOfScaled(sumOf(consumerNumbers), 2)),
      matchCount: 34,
    })
    const grouped = await suite.query({ aggregate: 'COUNT', group_by: 'city', cost_micro_rho: 200_000 })
    // Surabaya's 4 of the list reach the threshold of 10 about once in 5,000 queries, then within error of 4.
    const truth: Record<string, number> = { Bandung: 15, Jakarta: 15, Surabaya: 4 }
    for (const row of grouped.json().data.rows) {
      expect(Object.keys(truth)).toContain(row.group)
      expectWithinError(row, { value: truth[row.group]!, matchCount: truth[row.group]! })
    }
  })

  it('refuses callers without the shared token', async () => {
    const response = await fetch(`${storeB.url}/v1/partial-sums`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer wrong-token' },
      body: JSON.stringify({}),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'A valid bearer token is required',
    })
    const bare = await fetch(`${storeB.url}/v1/datasets/${suite.datasetId}`, { method: 'DELETE' })
    expect(bare.status).toBe(401)
    expect(await remoteRows(suite.datasetId)).toHaveLength(customers.length)
  })

  const upload = (name: string, csv: string) => {
    const body = multipartBody([
      { field: 'name', value: name },
      {
        field: 'columns',
        value: JSON.stringify([
          { name: 'nik', role: 'IDENTIFIER' },
          { name: 'spend', role: 'MEASURE', lower_bound: '0', upper_bound: '1000' },
        ]),
      },
      { field: 'file', filename: `${name}.csv`, bytes: Buffer.from(csv) },
    ])
    return suite.test.app.inject({
      method: 'POST',
      url: '/api/data/provider/datasets/secret-share/add?draft=true',
      payload: body.payload,
      headers: { ...suite.people.providerAdmin, ...body.headers },
    })
  }
  const allRemoteRows = async () =>
    (await storeB.database.db.select({ total: count() }).from(shareStoreRows))[0]!.total

  it('forgets a dataset on the remote store when the provider deletes it', async () => {
    const added = await upload('Short lived', 'nik,spend\n1,10\n2,20\n3,30\n')
    expect(added.statusCode, added.body).toBe(200)
    const id = added.json().data.id as string
    expect(await remoteRows(id)).toHaveLength(3)
    const response = await suite.test.app.inject({
      method: 'DELETE',
      url: `/api/data/provider/datasets/secret-share/delete/${id}`,
      headers: suite.people.providerAdmin,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(await remoteRows(id)).toHaveLength(0)
    expect(await remoteRows(suite.datasetId)).toHaveLength(customers.length)
  })

  it('takes back what it was sent when an upload fails part-way', async () => {
    const before = await allRemoteRows()
    // 600 good rows (a first batch of 500 is pushed), then a bad measure.
    const rows = Array.from({ length: 600 }, (_, index) => `${index},${index}`).join('\n')
    const failed = await upload('Broken half-way', `nik,spend\n${rows}\n601,not-a-number\n`)
    expect(failed.statusCode).toBe(422)
    expect(failed.json().message).toMatch(/^Row 602: the measure spend/)
    expect(await allRemoteRows()).toBe(before)
  })

  it('still answers for a dataset uploaded while store B was in the database', async () => {
    const earlier = await openSecretShareSuite()
    const config = { ...earlier.test.config, shareStoreB: { url: storeB.url, token: shareStoreToken } }
    const moved = await buildApp({ config, db: earlier.db })
    allowMintedSessions(moved, earlier.db, config)
    try {
      await moved.ready()
      const response = await moved.inject({
        method: 'POST',
        url: queryUrl,
        headers: await headersFor(moved, 'member@consumer.test'),
        payload: {
          transaction_no: earlier.transactionNo,
          data_asset_id: earlier.assetId,
          identifier_column: 'nik',
          aggregate: 'SUM',
          measure: 'monthly_spend',
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      expectWithinError(response.json().data.rows[0], {
        value: Number(decimalOfScaled(sumOf(consumerNumbers), 2)),
        matchCount: 34,
      })
      expect(await remoteRows(earlier.datasetId)).toHaveLength(0)
    } finally {
      await moved.close()
      await earlier.close()
    }
  })

  // Last: the store stays down afterwards.
  it('fails a query cleanly while store B is down: nothing kept, billed or charged to the budget', async () => {
    const budgetUsed = async () =>
      (
        await suite.test.app.inject({
          url: `${optionsUrl}?transaction_no=${suite.transactionNo}`,
          headers: suite.people.consumerMember,
        })
      ).json().data.privacy_budget.used_micro_rho as number
    const usedBefore = await budgetUsed()
    expect(usedBefore).toBeGreaterThan(0)
    const queriesBefore = await suite.db
      .select({ total: count() })
      .from(secretShareQueries)
      .where(eq(secretShareQueries.consumerTenantId, suite.consumerId))
    await storeB.server.close()
    const response = await suite.query({ aggregate: 'COUNT' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({
      code: 'SHARE_STORE_UNAVAILABLE',
      message: 'The query could not be completed because a share store did not answer; nothing was billed',
    })
    const queriesAfter = await suite.db
      .select({ total: count() })
      .from(secretShareQueries)
      .where(eq(secretShareQueries.consumerTenantId, suite.consumerId))
    expect(queriesAfter[0]!.total).toBe(queriesBefore[0]!.total)
    expect(await budgetUsed()).toBe(usedBefore)
    await suite.test.app.usage.flush()
    const failed = await suite.db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.productId, suite.productId), eq(usageRecords.outcome, 'UPSTREAM_ERROR')))
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({
      kind: 'QUERY',
      isBillable: false,
      errorCode: 'SHARE_STORE_UNAVAILABLE',
    })
  })
})
