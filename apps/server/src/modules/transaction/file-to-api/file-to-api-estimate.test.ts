import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fileToApiJobs, jobs, transactionRequests } from '../../../db/schema'
import {
  customersCsv,
  listUrl,
  nikPhoneMapping,
  openFileToApiSuite,
  type FileToApiSuite,
} from './file-to-api.test-helpers'
import { fileToApiQueue } from './index'

let suite: FileToApiSuite
let assetId: string

// 8 rows of a pay-per-call purchase at Rp 1.500 a call.
beforeAll(async () => {
  suite = await openFileToApiSuite()
  assetId = await suite.addAsset(customersCsv(8))
}, 60_000)
afterAll(async () => suite?.testApp.close())
beforeEach(async () => {
  suite.upstream.reset()
  await suite.db.delete(jobs).where(eq(jobs.queue, fileToApiQueue))
})

const body = (values: Record<string, unknown> = {}) => ({
  transaction_no: suite.purchase.transactionNo,
  data_asset_id: assetId,
  mapping: nikPhoneMapping,
  ...values,
})

async function runsOfConsumer() {
  const [row] = await suite.db
    .select({ total: count() })
    .from(fileToApiJobs)
    .where(eq(fileToApiJobs.tenantId, suite.consumerId))
  return row!.total
}

const putCaps = (payload: Record<string, unknown>) =>
  suite.app.inject({ method: 'PUT', url: '/api/billing/spend-caps', headers: suite.owner, payload })

async function companySpend(): Promise<number> {
  const response = await suite.get(suite.owner, '/api/billing/spend-caps')
  return response.json().data.company_spend as number
}

describe('the estimate', () => {
  it('states rows × price and the dry run’s billed calls before anything is called', async () => {
    const response = await suite.estimate(suite.admin, body())
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({
      total_rows: 8,
      dry_run_rows: 5,
      pricing_model: 'PAY_PER_CALL',
      unit_price: 1500,
      amount: 12_000,
      dry_run_amount: 7500,
      is_refusing_at_cap: false,
      caps: [],
      refusal: null,
    })
    expect(suite.upstream.calls).toHaveLength(0)
    expect(await runsOfConsumer()).toBe(0)
  })

  it('is for admins and the owner, as starting a run is', async () => {
    expect((await suite.estimate(suite.member, body())).statusCode).toBe(403)
  })
})

describe('starting a run on the confirmed estimate', () => {
  it('refuses a run that names no estimate, and queues nothing', async () => {
    const response = await suite.proceed(suite.owner, body())
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'ESTIMATE_REQUIRED',
      message: 'Confirm the estimate first: a run needs the rows and the amount you agreed to',
    })
    expect(await runsOfConsumer()).toBe(0)
  })

  it('refuses figures that no longer hold, with the new ones, rather than billing them', async () => {
    const wrongRows = await suite.proceed(suite.owner, body({ expected_rows: 7, expected_amount: 10_500 }))
    expect(wrongRows.statusCode).toBe(409)
    expect(wrongRows.json()).toMatchObject({
      code: 'ESTIMATE_CHANGED',
      message:
        'The estimate changed since you confirmed it: the run is now 8 rows × Rp 1.500 = Rp 12.000. Check the new figures and confirm again.',
      details: { total_rows: 8, unit_price: 1500, amount: 12_000 },
    })
    // The price changed after the consumer confirmed Rp 12.000.
    await setPrice(2000)
    try {
      const changed = await suite.proceed(suite.owner, body({ expected_rows: 8, expected_amount: 12_000 }))
      expect(changed.statusCode).toBe(409)
      expect(changed.json().message).toContain('8 rows × Rp 2.000 = Rp 16.000')
    } finally {
      await setPrice(1500)
    }
    expect(await runsOfConsumer()).toBe(0)
    expect(suite.upstream.calls).toHaveLength(0)
  })

  it('starts on matching figures, and the finished run states its cost and end time', async () => {
    const started = await suite.proceed(suite.owner, body({ expected_rows: 8, expected_amount: 12_000 }))
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json().data.job).toMatchObject({ unit_price: 1500, billed_rows: 0, amount: 0 })
    await suite.drainRuns()
    const list = await suite.get(suite.owner, `${listUrl}?transaction_no=${suite.purchase.transactionNo}`)
    const run = list.json().data.data.find((job: { id: string }) => job.id === started.json().data.job.id)
    expect(run).toMatchObject({ status: 'COMPLETED', unit_price: 1500, billed_rows: 8, amount: 12_000 })
    expect(Date.parse(run.finished_date)).toBeGreaterThan(Date.parse(run.created_date) - 1)
  })
})

describe('a refusing spend cap', () => {
  afterAll(async () => putCaps({ company_cap: null, is_refusing_at_cap: false, products: [] }))

  it('refuses a run the company cap would stop, before it starts, with the figures', async () => {
    const runsBefore = await runsOfConsumer()
    const spend = await companySpend()
    await putCaps({ company_cap: spend + 5000, is_refusing_at_cap: true, products: [] })
    const estimate = (await suite.estimate(suite.owner, body())).json().data
    expect(estimate).toMatchObject({
      is_refusing_at_cap: true,
      caps: [{ kind: 'company', cap: spend + 5000, spend, headroom: 5000 }],
    })
    expect(estimate.refusal).toContain('this run costs Rp 12.000')
    const response = await suite.proceed(suite.owner, body({ expected_rows: 8, expected_amount: 12_000 }))
    expect(response.statusCode).toBe(402)
    expect(response.json()).toMatchObject({
      code: 'SPEND_CAP_REACHED',
      message: expect.stringContaining(
        "this run costs Rp 12.000, and your company's monthly spend cap of " +
          `Rp ${(spend + 5000).toLocaleString('id-ID')} leaves Rp 5.000 this month`,
      ),
      details: { cap_kind: 'company', headroom: 5000, cost: 12_000 },
    })
    expect(await runsOfConsumer()).toBe(runsBefore)
    expect(suite.upstream.calls).toHaveLength(0)
  })

  it('names the product cap when it is the one that stops the run, and only warns when not refusing', async () => {
    const productCap = { product_id: suite.productId, cap: 3000 }
    await putCaps({ company_cap: null, is_refusing_at_cap: true, products: [productCap] })
    const refused = await suite.proceed(suite.owner, body({ expected_rows: 8, expected_amount: 12_000 }))
    expect(refused.statusCode).toBe(402)
    expect(refused.json().message).toContain('the monthly spend cap of Rp 3.000 on this product leaves')

    await putCaps({ company_cap: null, is_refusing_at_cap: false, products: [productCap] })
    const estimate = (await suite.estimate(suite.owner, body())).json().data
    expect(estimate).toMatchObject({ is_refusing_at_cap: false, refusal: null })
    expect(estimate.caps).toEqual([expect.objectContaining({ kind: 'product', cap: 3000 })])
    const started = await suite.proceed(suite.owner, body({ expected_rows: 8, expected_amount: 12_000 }))
    expect(started.statusCode).toBe(200)
  })
})

async function setPrice(price: number) {
  await suite.db
    .update(transactionRequests)
    .set({
      transactionMetadata: sql`jsonb_set(${transactionRequests.transactionMetadata}, '{price}', ${String(price)}::jsonb)`,
    })
    .where(eq(transactionRequests.id, suite.purchase.id))
}
