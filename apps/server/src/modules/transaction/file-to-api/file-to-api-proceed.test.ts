import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { dataAssets, fileToApiJobs, jobs, transactionRequests, usageRecords } from '../../../db/schema'
import {
  customersCsv,
  listUrl,
  nikPhoneMapping,
  openFileToApiSuite,
  resultUrl,
  type FileToApiSuite,
} from './file-to-api.test-helpers'
import { fileToApiQueue } from './index'

let suite: FileToApiSuite
let assetId: string

beforeAll(async () => {
  suite = await openFileToApiSuite()
  assetId = await suite.addAsset(customersCsv(8, (row) => (row === 3 ? { nik: '12345' } : {})))
}, 60_000)
afterAll(async () => suite?.testApp.close())
beforeEach(() => suite.upstream.reset())

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

describe('mapping the columns to the parameters', () => {
  it('refuses a column the file does not have and a required parameter left out, naming each', async () => {
    const response = await suite.proceed(
      suite.owner,
      body({ mapping: [{ parameter: 'nik', column: 'national_id' }] }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'MAPPING_INVALID',
      errors: {
        'mapping.nik': 'Column national_id is not in the data asset',
        'mapping.phone': 'Parameter phone is required; choose a column for it',
      },
    })
    expect(suite.upstream.calls).toHaveLength(0)
    expect(await runsOfConsumer()).toBe(0)
  })

  it('refuses a parameter the API does not take, and one mapped twice', async () => {
    const response = await suite.proceed(
      suite.owner,
      body({
        mapping: [
          ...nikPhoneMapping,
          { parameter: 'email', column: 'name' },
          { parameter: 'nik', column: 'name' },
        ],
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      'mapping.email': 'Parameter email is not an input of this API',
      'mapping.nik': 'Parameter nik is mapped more than once',
    })
  })
})

describe('the dry run', () => {
  it('calls exactly the first 5 rows and answers each with its status and response', async () => {
    const response = await suite.proceed(suite.owner, body({ is_dry_run: true }))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('Dry run finished')
    expect(suite.upstream.calls).toHaveLength(5)
    const { dry_run: dryRun, job } = response.json().data
    expect(job).toBeNull()
    expect(dryRun.parameters).toEqual(['nik', 'phone'])
    expect(dryRun.response_fields).toEqual(['match', 'score'])
    expect(dryRun.rows.map((row: { row_number: number }) => row.row_number)).toEqual([2, 3, 4, 5, 6])
    expect(dryRun.rows[0]).toMatchObject({
      status: 'SUCCESS',
      http_status: 200,
      input: { nik: '3171000000000001', phone: '081200000001' },
    })
    expect(Object.keys(dryRun.rows[0].response)).toEqual(['match', 'score'])
    // Row 3 of the data has a short NIK: the upstream refuses it and the row says why.
    expect(dryRun.rows[2]).toMatchObject({
      status: 'FAILED',
      http_status: 400,
      message: 'HTTP_400: nik must be 16 digits',
      response: {},
    })
    // Each call is the product's, through the gateway's path: the tenant, the product, the JSON body.
    expect(suite.upstream.calls[0]).toMatchObject({
      consumerTenantId: suite.consumerId,
      apiKeyId: null,
      method: 'POST',
      subPath: '',
      headers: { 'content-type': 'application/json' },
    })
    // Nothing is queued, and the run records no usage of its own: the gateway meters every call.
    expect(await runsOfConsumer()).toBe(0)
    const [usage] = await suite.db.select({ total: count() }).from(usageRecords)
    expect(usage!.total).toBe(0)
  })

  it('does not call a row whose required value is empty', async () => {
    const emptyPhone = await suite.addAsset(customersCsv(2, (row) => (row === 1 ? { mobile: '' } : {})))
    const response = await suite.proceed(suite.owner, body({ data_asset_id: emptyPhone, is_dry_run: true }))
    expect(response.statusCode).toBe(200)
    const rows = response.json().data.dry_run.rows
    expect(rows[0]).toMatchObject({
      status: 'FAILED',
      http_status: null,
      message: 'mobile is empty but phone is required',
    })
    expect(rows[1].status).toBe('SUCCESS')
    expect(suite.upstream.calls).toHaveLength(1)
  })
})

describe('a file with a bad row', () => {
  it('is refused before anything is called, naming the row, and nothing is queued', async () => {
    const longName = 'x'.repeat(10_001)
    const bad = await suite.addAsset(customersCsv(6, (row) => (row === 4 ? { name: longName } : {})))
    const response = await suite.start(suite.owner, body({ data_asset_id: bad }))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'CSV_ROW_INVALID',
      message: 'Row 5, column 3 is longer than 10,000 characters',
      details: { row_number: 5 },
    })
    expect(suite.upstream.calls).toHaveLength(0)
    expect(await runsOfConsumer()).toBe(0)
    const [queued] = await suite.db
      .select({ total: count() })
      .from(jobs)
      .where(eq(jobs.queue, fileToApiQueue))
    expect(queued!.total).toBe(0)
  })

  it('names a row whose columns do not match the header', async () => {
    const asset = await suite.addAsset(customersCsv(3))
    // The file changed under the asset: its third row lost a column.
    const [row] = await suite.db.select().from(dataAssets).where(eq(dataAssets.id, asset))
    const path = `${suite.testApp.config.dataDir}/files/${row!.fileKey}`
    const { writeFile } = await import('node:fs/promises')
    await writeFile(path, 'customer_nik,mobile,name\n3171000000000001,081200000001,A\n3171000000000002,B\n')
    const response = await suite.start(suite.owner, body({ data_asset_id: asset }))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'CSV_ROW_INVALID',
      message: 'Row 3 does not have the 3 columns of the header',
    })
  })
})

describe('who may run a purchase over a file', () => {
  it('lets members follow runs but only admins and the owner start them', async () => {
    expect((await suite.proceed(suite.member, body({ is_dry_run: true }))).statusCode).toBe(403)
    expect((await suite.get(suite.member, listUrl)).statusCode).toBe(200)
    expect(suite.upstream.calls).toHaveLength(0)
  })

  it("answers another company's purchase, asset and run as not found", async () => {
    const queued = await suite.start(suite.owner, body())
    expect(queued.statusCode, queued.body).toBe(200)
    const jobId = queued.json().data.job.id
    const other = suite.otherCompany
    expect((await suite.proceed(other, body({ is_dry_run: true }))).json()).toMatchObject({
      code: 'PURCHASE_NOT_FOUND',
    })
    const list = await suite.get(other, listUrl)
    expect(list.json().data).toEqual({ data: [], total_data: 0 })
    const result = await suite.get(other, `${resultUrl}?id=${jobId}`)
    expect(result.statusCode).toBe(404)
    expect(result.json().code).toBe('JOB_NOT_FOUND')
    // The company's own run: not finished yet, so there is no result to take.
    const own = await suite.get(suite.owner, `${resultUrl}?id=${jobId}`)
    expect(own.statusCode).toBe(409)
    expect(own.json().code).toBe('RESULT_NOT_READY')
    await suite.db.delete(jobs).where(eq(jobs.queue, fileToApiQueue))
  })

  it.each([
    ['REVOKED', 'PURCHASE_REVOKED'],
    ['SUSPENDED', 'PURCHASE_SUSPENDED'],
  ] as const)('refuses a purchase whose access is %s', async (accessStatus, code) => {
    await suite.db
      .update(transactionRequests)
      .set({ accessStatus })
      .where(eq(transactionRequests.id, suite.purchase.id))
    try {
      const response = await suite.proceed(suite.owner, body({ is_dry_run: true }))
      expect(response.statusCode).toBe(409)
      expect(response.json().code).toBe(code)
      expect(suite.upstream.calls).toHaveLength(0)
    } finally {
      await suite.db
        .update(transactionRequests)
        .set({ accessStatus: 'ACTIVE' })
        .where(eq(transactionRequests.id, suite.purchase.id))
    }
  })

  it('refuses a purchase whose period has ended', async () => {
    await suite.db
      .update(transactionRequests)
      .set({ periodEnd: new Date(Date.now() - 60_000) })
      .where(eq(transactionRequests.id, suite.purchase.id))
    try {
      const response = await suite.proceed(suite.owner, body())
      expect(response.statusCode).toBe(409)
      expect(response.json().code).toBe('PURCHASE_EXPIRED')
    } finally {
      await suite.db
        .update(transactionRequests)
        .set({ periodEnd: null })
        .where(eq(transactionRequests.id, suite.purchase.id))
    }
  })
})
