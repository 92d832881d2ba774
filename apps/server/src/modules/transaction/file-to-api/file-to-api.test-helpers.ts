import { parse as parseCsvText } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '../../../db/database'
import { datasets, fileToApiJobs, jobs, products, transactionRequests } from '../../../db/schema'
import { createTestApp, headersFor, type TestApp } from '../../../../test/test-app'
import { multipartBody } from '../../../../test/multipart'
import { insertDataset, insertProduct, tenantIdOf, userIdOf } from '../../../../test/builders'
import { insertPurchase } from '../purchased/purchased.test-helpers'
import type { GatewayAnswer, GatewayCall, GatewayCaller } from '../../gateway'
import { fileToApiQueue } from './index'

export const proceedUrl = '/api/transaction/consumer/data-delivery/proceed-file-to-api'
export const estimateUrl = '/api/transaction/consumer/data-delivery/estimate-file-to-api'
export const listUrl = '/api/transaction/consumer/purchased/list-file-to-api'
export const resultUrl = '/api/transaction/consumer/purchased/download-result'

/** What a test makes the caller do for one call: answer in its place, or die after the real call. */
export type CallHook = (
  call: GatewayCall,
  callNumber: number,
) => GatewayAnswer | 'crash-after-call' | undefined

/** A worker dying mid-run: thrown after the row's call reached the upstream, before its outcome is written. */
export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash'
}

const json = (status: number, body: unknown, errorCode: string | null = null): GatewayAnswer => ({
  httpStatus: status,
  outcome: status < 300 ? 'SUCCESS' : status === 429 || errorCode ? 'REJECTED' : 'CLIENT_ERROR',
  errorCode,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
})

export const refusal = (status: number, code: string, retryAfterSeconds?: number): GatewayAnswer => ({
  ...json(status, { status: 'ERROR', code, message: `Refused: ${code}` }, code),
  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
})
export const answerWith = (body: unknown) => json(200, body)

/**
 * The gateway's in-process call as tests see it: it calls the server's own demo upstream over real
 * HTTP (the product's dataset path and method, the demo key) and counts every call it is given.
 */
export function createDemoUpstreamCaller(target: { db?: Database; port?: number; apiKey?: string }) {
  const calls: GatewayCall[] = []
  let hook: CallHook | undefined
  const caller: GatewayCaller = {
    async call(call) {
      calls.push(call)
      const planned = hook?.(call, calls.length)
      if (planned && planned !== 'crash-after-call') return planned
      const [dataset] = await target
        .db!.select({ path: datasets.path, method: datasets.method })
        .from(products)
        .innerJoin(datasets, eq(datasets.id, products.datasetId))
        .where(eq(products.id, call.productId))
      const url = new URL(`http://127.0.0.1:${target.port}/demo-upstream/v1${dataset!.path}${call.subPath}`)
      for (const [name, value] of Object.entries(call.query)) url.searchParams.set(name, value)
      const response = await fetch(url, {
        method: call.method,
        headers: { ...call.headers, 'x-api-key': target.apiKey! },
        ...(call.body ? { body: new Uint8Array(call.body) } : {}),
      })
      const body = Buffer.from(await response.arrayBuffer())
      if (planned === 'crash-after-call') throw new SimulatedCrash('the worker died')
      const status = response.status
      return {
        httpStatus: status,
        outcome: status < 400 ? 'SUCCESS' : status < 500 ? 'CLIENT_ERROR' : 'UPSTREAM_ERROR',
        errorCode: null,
        headers: { 'content-type': response.headers.get('content-type') ?? '' },
        body,
      }
    },
  }
  return {
    caller,
    calls,
    /** The NIKs sent, one per call, in order. */
    niks: () => calls.map((call) => (JSON.parse(call.body?.toString() ?? '{}') as { nik?: string }).nik),
    setHook(next: CallHook | undefined) {
      hook = next
    },
    reset() {
      calls.length = 0
      hook = undefined
    },
  }
}

/**
 * An app listening on a real port (the caller reaches the demo upstream through it), with the
 * consumer's approved NIK–phone purchase from the demo data, and chunks of 3 rows so that a small
 * file crosses several parts.
 */
export async function openFileToApiSuite() {
  const target: { db?: Database; port?: number; apiKey?: string } = {}
  const upstream = createDemoUpstreamCaller(target)
  const sleeps: number[] = []
  const testApp: TestApp = await createTestApp({
    overrides: {
      gatewayCaller: upstream.caller,
      fileToApi: {
        chunkSize: 3,
        maxAttempts: 3,
        sleep: async (milliseconds) => {
          sleeps.push(milliseconds)
        },
      },
    },
  })
  await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  const address = testApp.app.server.address()
  target.db = testApp.database.db
  target.port = typeof address === 'object' && address ? address.port : 0
  target.apiKey = testApp.config.demoUpstream.apiKey
  const db = testApp.database.db
  const consumerId = await tenantIdOf(db, 'PT Konsumen Maju')
  const providerId = await tenantIdOf(db, 'PT Data Nusantara')
  // The demo upstream's NIK–phone match, sold as an API product and bought by the consumer.
  const datasetId = await insertDataset(db, providerId, {
    name: 'NIK–phone match',
    dataType: 'API',
    method: 'POST',
    path: '/identity/nik-phone-match',
    requestParams: [
      { name: 'nik', type: 'STRING', is_required: true, location: 'BODY', description: null },
      { name: 'phone', type: 'STRING', is_required: true, location: 'BODY', description: null },
      { name: 'strict', type: 'BOOLEAN', is_required: false, location: 'BODY', description: null },
    ],
  })
  const productId = await insertProduct(db, { tenantId: providerId, name: 'NIK–Phone Match API', datasetId })
  const transactionNo = await insertPurchase(db, {
    productId,
    productName: 'NIK–Phone Match API',
    consumerTenantId: consumerId,
    providerTenantId: providerId,
    providerLegalName: 'PT Data Nusantara',
    requestedBy: await userIdOf(db, 'admin@consumer.test'),
    status: 'APPROVED',
  })
  const [purchase] = await db
    .select({ transactionNo: transactionRequests.transactionNo, id: transactionRequests.id })
    .from(transactionRequests)
    .where(eq(transactionRequests.transactionNo, transactionNo))
  const owner = await headersFor(testApp.app, 'owner@consumer.test')

  /** A consumer data asset from CSV text, uploaded and read as the screens do. */
  async function addAsset(csv: string | Buffer, headers = owner): Promise<string> {
    const { payload, headers: multipart } = multipartBody([
      { field: 'name', value: 'Customers' },
      { field: 'file', bytes: Buffer.from(csv), filename: 'customers.csv', contentType: 'text/csv' },
    ])
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/data/consumer/data-assets/add',
      headers: { ...headers, ...multipart },
      payload,
    })
    expect(response.statusCode, response.body).toBe(200)
    await testApp.app.jobs.drain(['data-assets.ingest'])
    return response.json().data.id as string
  }

  /** Runs every due run; a run put back for a retry is made due at once, as after its wait. */
  async function drainRuns() {
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.queue, fileToApiQueue))
    return testApp.app.jobs.drain([fileToApiQueue])
  }

  async function jobRow(id: string) {
    const [row] = await db.select().from(fileToApiJobs).where(eq(fileToApiJobs.id, id))
    return row!
  }

  return {
    testApp,
    app: testApp.app,
    db,
    upstream,
    sleeps,
    consumerId,
    productId,
    purchase: purchase!,
    owner,
    admin: await headersFor(testApp.app, 'admin@consumer.test'),
    member: await headersFor(testApp.app, 'member@consumer.test'),
    otherCompany: await headersFor(testApp.app, 'owner@provider.test'),
    addAsset,
    drainRuns,
    jobRow,
    proceed(headers: Record<string, string>, body: Record<string, unknown>) {
      return testApp.app.inject({ method: 'POST', url: proceedUrl, headers, payload: body })
    },
    estimate(headers: Record<string, string>, body: Record<string, unknown>) {
      return testApp.app.inject({ method: 'POST', url: estimateUrl, headers, payload: body })
    },
    /** A run as the screen starts one: the estimate first, then the run on its figures. */
    async start(headers: Record<string, string>, body: Record<string, unknown>) {
      const estimate = await testApp.app.inject({ method: 'POST', url: estimateUrl, headers, payload: body })
      if (estimate.statusCode !== 200) return estimate
      const { total_rows: rows, amount } = estimate.json().data as { total_rows: number; amount: number }
      return testApp.app.inject({
        method: 'POST',
        url: proceedUrl,
        headers,
        payload: { ...body, expected_rows: rows, expected_amount: amount },
      })
    },
    get(headers: Record<string, string>, url: string) {
      return testApp.app.inject({ method: 'GET', url, headers })
    },
  }
}

export type FileToApiSuite = Awaited<ReturnType<typeof openFileToApiSuite>>

/** A NIK the demo upstream accepts, different for every row. */
export const nikOf = (row: number) => `3171${String(row).padStart(12, '0')}`

/** A file of `count` customers with a NIK, a mobile number and a name. */
export function customersCsv(
  count: number,
  cell: (row: number) => Partial<Record<'nik' | 'mobile' | 'name', string>> = () => ({}),
) {
  const lines = ['customer_nik,mobile,name']
  for (let row = 1; row <= count; row += 1) {
    const values = {
      nik: nikOf(row),
      mobile: `0812000${String(row).padStart(5, '0')}`,
      name: `Customer ${row}`,
      ...cell(row),
    }
    lines.push(
      [values.nik, values.mobile, values.name]
        .map((value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value))
        .join(','),
    )
  }
  return `${lines.join('\n')}\n`
}

export const nikPhoneMapping = [
  { parameter: 'nik', column: 'customer_nik' },
  { parameter: 'phone', column: 'mobile' },
]

/** The rows of a CSV result (RFC 4180, as the result is written). */
export function parseCsv(text: string): string[][] {
  return parseCsvText(text, { relax_column_count: true }) as string[][]
}
