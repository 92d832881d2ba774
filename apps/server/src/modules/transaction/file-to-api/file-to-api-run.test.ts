import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fileToApiRows, jobs, transactionRequests, usageRecords } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import {
  answerWith,
  customersCsv,
  listUrl,
  nikOf,
  nikPhoneMapping,
  openFileToApiSuite,
  parseCsv,
  refusal,
  resultUrl,
  type FileToApiSuite,
} from './file-to-api.test-helpers'
import { fileToApiQueue } from './index'

let suite: FileToApiSuite

beforeAll(async () => {
  suite = await openFileToApiSuite()
}, 60_000)
afterAll(async () => suite?.testApp.close())
beforeEach(async () => {
  suite.upstream.reset()
  suite.sleeps.length = 0
  // Runs left over by an earlier test must not be drained by this one.
  await suite.db.delete(jobs).where(eq(jobs.queue, fileToApiQueue))
})

async function start(csv: string) {
  const assetId = await suite.addAsset(csv)
  const response = await suite.start(suite.owner, {
    transaction_no: suite.purchase.transactionNo,
    data_asset_id: assetId,
    mapping: nikPhoneMapping,
  })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json().message).toBe('The run has started; its progress shows below')
  return response.json().data.job as { id: string; status: string; total_rows: number }
}

async function listed(id: string, headers = suite.owner) {
  const response = await suite.get(
    headers,
    `${listUrl}?transaction_no=${suite.purchase.transactionNo}&limit=100`,
  )
  expect(response.statusCode).toBe(200)
  return response.json().data.data.find((job: { id: string }) => job.id === id)
}

async function resultRows(id: string, headers = suite.owner) {
  const response = await suite.get(headers, `${resultUrl}?id=${id}`)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="TRX-\d{8}-[0-9A-Z]{6}-enrichment-\d{8}\.csv"$/,
  )
  return parseCsv(response.body)
}

describe('a run over a whole file', () => {
  it('calls every row through the gateway and writes the input, the response and each row status', async () => {
    const job = await start(
      customersCsv(7, (row) => {
        if (row === 2) return { nik: '999' }
        if (row === 4) return { mobile: '' }
        if (row === 6) return { name: '=HYPERLINK("http://evil.example","click")' }
        if (row === 7) return { name: '-42' }
        return {}
      }),
    )
    expect(job).toMatchObject({ status: 'QUEUED', total_rows: 7 })
    // The provider's answer for row 5 holds a formula; the result must not let a spreadsheet run it.
    suite.upstream.setHook((call) =>
      JSON.parse(call.body!.toString()).nik === nikOf(5)
        ? answerWith({ match: true, note: '@SUM(A1:A9)' })
        : undefined,
    )
    await suite.drainRuns()

    // Row 4 has no phone: it is failed without a call; every other row is called once.
    expect(suite.upstream.niks()).toEqual([nikOf(1), '999', nikOf(3), nikOf(5), nikOf(6), nikOf(7)])
    const view = await listed(job.id)
    expect(view).toMatchObject({
      status: 'COMPLETED',
      total_rows: 7,
      rows_done: 7,
      rows_failed: 2,
      has_result: true,
      is_partial_result: false,
      error_code: null,
      rate_per_minute: null,
      seconds_left: null,
      data_asset_name: 'Customers',
      product_name: 'NIK–Phone Match API',
    })
    const rows = await resultRows(job.id)
    expect(rows[0]).toEqual(['customer_nik', 'mobile', 'name', 'match', 'score', 'note', 'status', 'message'])
    expect(rows).toHaveLength(8)
    expect(rows[1]!.slice(0, 3)).toEqual([nikOf(1), '081200000001', 'Customer 1'])
    expect(rows[1]![6]).toBe('SUCCESS')
    expect(['true', 'false']).toContain(rows[1]![3])
    expect(rows[2]!.slice(6)).toEqual(['FAILED', 'HTTP_400: nik must be 16 digits'])
    expect(rows[4]!.slice(6)).toEqual(['FAILED', 'mobile is empty but phone is required'])
    expect(rows[5]!.slice(3)).toEqual(['true', '', "'@SUM(A1:A9)", 'SUCCESS', ''])
    expect(rows[6]![2]).toBe(`'=HYPERLINK("http://evil.example","click")`)
    // A plain negative number is no formula and stays a number.
    expect(rows[7]![2]).toBe('-42')

    // The browser's link gives the same file; nothing of the run is left in progress.
    const viaLink = await suite.app.inject({ method: 'GET', url: view.result_url })
    expect(viaLink.statusCode).toBe(200)
    expect(parseCsv(viaLink.body)).toEqual(rows)
    const [left] = await suite.db
      .select({ total: count() })
      .from(fileToApiRows)
      .where(eq(fileToApiRows.jobId, job.id))
    expect(left!.total).toBe(0)
    // Metering is the gateway's: the run itself writes no usage record.
    const [usage] = await suite.db.select({ total: count() }).from(usageRecords)
    expect(usage!.total).toBe(0)
  })

  it('lets a member of the company follow the run and take its result', async () => {
    const job = await start(customersCsv(2))
    await suite.drainRuns()
    expect((await listed(job.id, suite.member)).status).toBe('COMPLETED')
    expect(await resultRows(job.id, suite.member)).toHaveLength(3)
  })

  it('waits out the rate limit and sends the row again, without a second charge', async () => {
    const job = await start(customersCsv(3))
    let refused = false
    suite.upstream.setHook((call) => {
      if (!refused && JSON.parse(call.body!.toString()).nik === nikOf(2)) {
        refused = true
        return refusal(429, 'RATE_LIMITED', 2)
      }
      return undefined
    })
    await suite.drainRuns()
    expect(suite.sleeps).toEqual([2000])
    // Row 2 was refused once (not billable) and then called; every row reached the upstream once.
    expect(suite.upstream.niks()).toEqual([nikOf(1), nikOf(2), nikOf(2), nikOf(3)])
    expect(await listed(job.id)).toMatchObject({ status: 'COMPLETED', rows_done: 3, rows_failed: 0 })
  })
})

describe('a run that cannot finish', () => {
  it('stops at a refusal that concerns the whole run and keeps the rows done as a partial result', async () => {
    const job = await start(customersCsv(6))
    suite.upstream.setHook((call) =>
      JSON.parse(call.body!.toString()).nik === nikOf(5) ? refusal(429, 'QUOTA_EXCEEDED') : undefined,
    )
    await suite.drainRuns()
    const view = await listed(job.id)
    expect(view).toMatchObject({
      status: 'FAILED',
      error_code: 'QUOTA_EXCEEDED',
      error_message: 'Stopped at row 6. QUOTA_EXCEEDED: Refused: QUOTA_EXCEEDED',
      rows_done: 4,
      has_result: true,
      is_partial_result: true,
    })
    const rows = await resultRows(job.id)
    expect(rows.slice(1).map((row) => row[0])).toEqual([nikOf(1), nikOf(2), nikOf(3), nikOf(4)])
  })

  it('does not start a run whose purchase was revoked meanwhile', async () => {
    const job = await start(customersCsv(2))
    await suite.db
      .update(transactionRequests)
      .set({ accessStatus: 'REVOKED' })
      .where(eq(transactionRequests.id, suite.purchase.id))
    try {
      await suite.drainRuns()
    } finally {
      await suite.db
        .update(transactionRequests)
        .set({ accessStatus: 'ACTIVE' })
        .where(eq(transactionRequests.id, suite.purchase.id))
    }
    expect(suite.upstream.calls).toHaveLength(0)
    expect(await listed(job.id)).toMatchObject({
      status: 'FAILED',
      error_code: 'PURCHASE_REVOKED',
      rows_done: 0,
      has_result: false,
      result_url: null,
    })
    expect((await suite.get(suite.owner, `${resultUrl}?id=${job.id}`)).json().code).toBe('RESULT_NOT_READY')
  })
})

describe('a run whose worker dies', () => {
  it('resumes at the first row without an outcome: no row is called twice and none is lost', async () => {
    const job = await start(customersCsv(10))
    suite.upstream.setHook((_call, callNumber) => (callNumber === 5 ? 'crash-after-call' : undefined))
    await suite.drainRuns()

    // Rows 1–3 are stored as the first part; row 4 has its outcome; row 5 was called but its worker died.
    const stopped = await suite.jobRow(job.id)
    expect(stopped).toMatchObject({ status: 'RUNNING', nextRow: 4, partsCount: 1, rowsDone: 4 })
    const inHand = await suite.db.select().from(fileToApiRows).where(eq(fileToApiRows.jobId, job.id))
    expect(inHand.map((row) => [row.rowIndex, row.state])).toEqual([
      [4, 'SUCCESS'],
      [5, 'IN_FLIGHT'],
    ])
    expect((await listed(job.id)).status).toBe('RUNNING')

    // As when the process is killed: the queue's lease runs out and another worker takes the run.
    await suite.db
      .update(jobs)
      .set({ status: 'RUNNING', lockedAt: new Date(Date.now() - 3_600_000), lockedBy: crypto.randomUUID() })
      .where(eq(jobs.queue, fileToApiQueue))
    suite.upstream.setHook(undefined)
    await suite.drainRuns()

    const niks = suite.upstream.niks()
    expect(niks).toEqual(Array.from({ length: 10 }, (_, index) => nikOf(index + 1)))
    expect(new Set(niks).size).toBe(niks.length)
    const view = await listed(job.id)
    expect(view).toMatchObject({
      status: 'COMPLETED',
      rows_done: 10,
      rows_failed: 1,
      is_partial_result: false,
    })
    const rows = await resultRows(job.id)
    expect(rows.slice(1).map((row) => row[0])).toEqual(niks)
    // The row whose call may have been made is not called again: it says so.
    expect(rows[5]!.slice(-2)).toEqual([
      'FAILED',
      'The run stopped while this row was being called; it was not called again to avoid a double charge',
    ])
    expect(rows.filter((row) => row[row.length - 2] === 'SUCCESS')).toHaveLength(9)
  })

  it('calls a row again when the gateway was unavailable before sending it', async () => {
    const job = await start(customersCsv(3))
    suite.upstream.setHook((_call, callNumber) => {
      if (callNumber === 2) throw new AppError('GATEWAY_UNAVAILABLE', 503)
      return undefined
    })
    await suite.drainRuns()
    expect(await suite.jobRow(job.id)).toMatchObject({ status: 'RUNNING', rowsDone: 1 })
    await suite.drainRuns()
    // Row 2 reached nobody the first time, so it is sent again rather than failed as interrupted.
    expect(suite.upstream.niks()).toEqual([nikOf(1), nikOf(2), nikOf(2), nikOf(3)])
    expect(await listed(job.id)).toMatchObject({ status: 'COMPLETED', rows_done: 3, rows_failed: 0 })
  })

  it('ends FAILED with a stable code after its last attempt, keeping what was done and nothing half-written', async () => {
    const job = await start(customersCsv(5))
    suite.upstream.setHook(() => 'crash-after-call')
    // Three attempts, each dying on its first call: the third ends the run.
    for (let attempt = 1; attempt <= 3; attempt += 1) await suite.drainRuns()
    expect(suite.upstream.niks()).toEqual([nikOf(1), nikOf(2), nikOf(3)])
    const view = await listed(job.id)
    expect(view).toMatchObject({
      status: 'FAILED',
      error_code: 'RUN_FAILED',
      error_message: 'The run failed on every attempt; the rows done so far were kept',
      rows_done: 3,
      rows_failed: 3,
      is_partial_result: true,
    })
    const rows = await resultRows(job.id)
    expect(rows).toHaveLength(4)
    expect(rows.slice(1).every((row) => row[row.length - 2] === 'FAILED')).toBe(true)
  })

  it('reads as failed once the worker of its last attempt has been silent for long', async () => {
    const job = await start(customersCsv(2))
    const { fileToApiJobs } = await import('../../../db/schema')
    await suite.db
      .update(fileToApiJobs)
      .set({ status: 'RUNNING', attempt: 3, heartbeatAt: new Date(Date.now() - 3_600_000) })
      .where(eq(fileToApiJobs.id, job.id))
    expect(await listed(job.id)).toMatchObject({
      status: 'FAILED',
      error_code: 'WORKER_STOPPED',
      has_result: false,
    })
  })
})
