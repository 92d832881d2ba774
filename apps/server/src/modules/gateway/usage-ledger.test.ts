import { randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import type { Database } from '../../db/database'
import { usageDaily, usageHourly, usageRecords } from '../../db/schema'
import { createUsageLedger, type UsageEntry } from '.'

const silent = pino({ level: 'silent' })

type Write = () => Promise<unknown>

const isWrite = new Set<PropertyKey>(['transaction', 'execute', 'runTask'])

/**
 * The database with every statement or transaction the ledger writes with (Drizzle's, and on PGlite the batch its
 * own client hands to the database's thread, which COPY goes through) passed through `around`.
 */
function withWrites(db: Database, around: (write: Write) => Promise<unknown>): Database {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, property, receiver) {
        const value = Reflect.get(inner, property, receiver) as unknown
        if (property === '$client' && typeof value === 'object' && value !== null) return wrap(value)
        if (!isWrite.has(property) || typeof value !== 'function') return value
        return (...args: unknown[]) =>
          around(() => (value as (...inner: unknown[]) => Promise<unknown>).apply(inner, args))
      },
    })
  return wrap(db)
}

describe('usage ledger', () => {
  let test: TestApp
  let db: Database

  beforeAll(async () => {
    test = await createTestApp({ seed: false })
    db = test.database.db
  })
  afterAll(() => test?.close())

  const entry = (overrides: Partial<UsageEntry> = {}): UsageEntry => ({
    occurredAt: new Date('2026-11-20T10:15:00Z'),
    kind: 'API_CALL',
    consumerTenantId: randomUUID(),
    providerTenantId: randomUUID(),
    productId: randomUUID(),
    transactionRequestId: randomUUID(),
    apiKeyId: null,
    method: 'GET',
    subPath: '/match',
    httpStatus: 200,
    outcome: 'SUCCESS',
    errorCode: null,
    latencyMs: 12,
    bytesIn: 10,
    bytesOut: 300,
    isBillable: true,
    unitPrice: 150,
    ...overrides,
  })

  const recordsOf = (productId: string) =>
    db.select().from(usageRecords).where(eq(usageRecords.productId, productId))

  it('writes a full batch without waiting for the timer, and every call once', async () => {
    const ledger = createUsageLedger({ db, logger: silent, batchSize: 7, flushIntervalMs: 60_000 })
    const productId = randomUUID()
    for (let call = 0; call < 25; call += 1) ledger.record(entry({ productId }))
    await vi.waitFor(async () => expect(await recordsOf(productId)).toHaveLength(25))
    await ledger.flush()
    expect(await recordsOf(productId)).toHaveLength(25)
  })

  it('leaves the records that arrive during a write for the next one, instead of a transaction each', async () => {
    let writes = 0
    let release = () => {}
    const isReleased = new Promise<void>((resolve) => (release = resolve))
    const slow = withWrites(db, async (write) => {
      writes += 1
      if (writes === 1) await isReleased
      return write()
    })
    const ledger = createUsageLedger({ db: slow, logger: silent, batchSize: 3, flushIntervalMs: 60_000 })
    const productId = randomUUID()
    for (let call = 0; call < 3; call += 1) ledger.record(entry({ productId }))
    // The full batch is being written; two more calls arrive meanwhile.
    await vi.waitFor(() => expect(writes).toBe(1))
    ledger.record(entry({ productId }))
    ledger.record(entry({ productId }))
    release()
    await vi.waitFor(async () => expect(await recordsOf(productId)).toHaveLength(3))
    expect(writes).toBe(1)
    await ledger.flush()
    expect(await recordsOf(productId)).toHaveLength(5)
    expect(writes).toBe(2)
  })

  it('ends a flush with what was queued before it, however many calls keep arriving', async () => {
    const productId = randomUUID()
    let writes = 0
    // Steady load: a call arrives during every write (at most 20, so a flush that chases them ends).
    const busy = withWrites(db, (write) => {
      writes += 1
      if (writes <= 20) ledger.record(entry({ productId }))
      return write()
    })
    const ledger = createUsageLedger({ db: busy, logger: silent, flushIntervalMs: 60_000 })
    ledger.record(entry({ productId }))
    ledger.record(entry({ productId }))
    await ledger.flush()
    expect(writes).toBe(1)
    expect(await recordsOf(productId)).toHaveLength(2)
    // Closing writes until nothing waits: the two, and the twenty that arrived during writes.
    await ledger.close()
    expect(await recordsOf(productId)).toHaveLength(22)
  })

  it('stores every field of a record as it was recorded', async () => {
    const ledger = createUsageLedger({ db, logger: silent, flushIntervalMs: 60_000 })
    const productId = randomUUID()
    const apiKeyId = randomUUID()
    const refused = entry({
      productId,
      occurredAt: new Date('2026-11-20T10:15:00.123Z'),
      consumerTenantId: null,
      providerTenantId: null,
      transactionRequestId: null,
      apiKeyId,
      method: 'POST',
      subPath: null,
      httpStatus: 429,
      outcome: 'REJECTED',
      errorCode: 'RATE_LIMITED',
      latencyMs: 0,
      bytesIn: 5_000_000_000,
      bytesOut: 0,
      isBillable: false,
      unitPrice: null,
    })
    // Every field different from every other of its type, so no two columns can trade places unseen.
    const download = entry({
      productId,
      kind: 'DOWNLOAD',
      occurredAt: new Date('2026-11-21T01:02:03.456Z'),
      apiKeyId: randomUUID(),
      subPath: '/it\'s/\\"quoted"/ü\t\n\r\\N',
      latencyMs: 34,
      bytesIn: 56,
      bytesOut: 78,
    })
    // Each character COPY escapes, alone in a value, as well as all of them together above.
    const escapes = ['\\', '\t', '\n', '\r'].map((character, index) =>
      entry({ productId, kind: 'QUERY', latencyMs: index, subPath: `/a${character}b` }),
    )
    ledger.record(refused)
    ledger.record(download)
    for (const each of escapes) ledger.record(each)
    await ledger.close()
    const rows = await recordsOf(productId)
    const { recordedAt, id, ...stored } = rows.find((row) => row.outcome === 'REJECTED')!
    expect(stored).toEqual(refused)
    expect(recordedAt).toBeInstanceOf(Date)
    // Time-ordered (version 7), so each new key goes at the end of the ledger's index.
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const {
      recordedAt: downloadRecordedAt,
      id: downloadId,
      ...downloaded
    } = rows.find((row) => row.kind === 'DOWNLOAD')!
    expect(downloaded).toEqual(download)
    const queries = rows.filter((row) => row.kind === 'QUERY').sort((a, b) => a.latencyMs - b.latencyMs)
    expect(queries.map((row) => row.subPath)).toEqual(escapes.map((each) => each.subPath))
    expect(downloadRecordedAt).toBeInstanceOf(Date)
    expect(downloadId).not.toBe(id)
  })

  it('keeps the records of a failed batch and writes them once the database answers again', async () => {
    let isDown = true
    const flaky = withWrites(db, (write) =>
      isDown ? Promise.reject(new Error('connection refused')) : write(),
    )
    const ledger = createUsageLedger({ db: flaky, logger: silent, flushIntervalMs: 60_000 })
    const productId = randomUUID()
    ledger.record(entry({ productId }))
    ledger.record(entry({ productId }))
    await expect(ledger.flush()).rejects.toThrow('connection refused')
    isDown = false
    await ledger.close()
    expect(await recordsOf(productId)).toHaveLength(2)
  })

  it('writes what waits when closed', async () => {
    const ledger = createUsageLedger({ db, logger: silent, flushIntervalMs: 60_000 })
    const productId = randomUUID()
    ledger.record(entry({ productId }))
    await ledger.close()
    expect(await recordsOf(productId)).toHaveLength(1)
  })

  it('rolls calls up by hour and by Jakarta day, per product, consumer and outcome, as they are written', async () => {
    const ledger = createUsageLedger({ db, logger: silent, flushIntervalMs: 60_000 })
    const productId = randomUUID()
    const consumerTenantId = randomUUID()
    const providerTenantId = randomUUID()
    const call = (at: string, overrides: Partial<UsageEntry> = {}) =>
      ledger.record(
        entry({ productId, consumerTenantId, providerTenantId, occurredAt: new Date(at), ...overrides }),
      )
    // 16:59 and 17:01 UTC are 23:59 and 00:01 in Jakarta: one hour apart, and on two days.
    call('2026-11-20T16:59:00Z', { latencyMs: 30 })
    call('2026-11-20T16:10:00Z', { latencyMs: 10 })
    call('2026-11-20T17:01:00Z')
    call('2026-11-20T16:20:00Z', { outcome: 'UPSTREAM_ERROR', httpStatus: 502, isBillable: false })
    await ledger.flush()

    const hours = await db
      .select()
      .from(usageHourly)
      .where(eq(usageHourly.productId, productId))
      .orderBy(asc(usageHourly.bucket), asc(usageHourly.outcome))
    expect(
      hours.map((row) => [row.bucket.toISOString(), row.outcome, row.calls, row.billableCalls, row.amount]),
    ).toEqual([
      ['2026-11-20T16:00:00.000Z', 'SUCCESS', 2, 2, 300],
      ['2026-11-20T16:00:00.000Z', 'UPSTREAM_ERROR', 1, 0, 0],
      ['2026-11-20T17:00:00.000Z', 'SUCCESS', 1, 1, 150],
    ])
    expect(hours[0]).toMatchObject({ latencyTotalMs: 40, latencyMaxMs: 30, bytesOut: 600, providerTenantId })

    const days = await db
      .select()
      .from(usageDaily)
      .where(eq(usageDaily.productId, productId))
      .orderBy(asc(usageDaily.bucket), asc(usageDaily.outcome))
    expect(days.map((row) => [row.bucket.toISOString(), row.outcome, row.calls, row.amount])).toEqual([
      ['2026-11-19T17:00:00.000Z', 'SUCCESS', 2, 300],
      ['2026-11-19T17:00:00.000Z', 'UPSTREAM_ERROR', 1, 0],
      ['2026-11-20T17:00:00.000Z', 'SUCCESS', 1, 150],
    ])

    // A call recorded later into an hour already rolled up is added to it.
    call('2026-11-20T16:30:00Z')
    await ledger.flush()
    const [hour] = await db
      .select({ calls: usageHourly.calls })
      .from(usageHourly)
      .where(
        sql`${usageHourly.productId} = ${productId} and ${usageHourly.outcome} = 'SUCCESS' and ${usageHourly.bucket} = '2026-11-20T16:00:00Z'`,
      )
    expect(hour?.calls).toBe(3)
  })

  it('counts a batch once in the rollups when its write is tried again after an unclear failure', async () => {
    // The database wrote the batch, but the answer was lost: the ledger tries the same batch again.
    let isAnswerLost = true
    const lossy = withWrites(db, async (write) => {
      const result = await write()
      if (!isAnswerLost) return result
      isAnswerLost = false
      throw new Error('connection reset')
    })
    const ledger = createUsageLedger({ db: lossy, logger: silent, flushIntervalMs: 60_000 })
    const productId = randomUUID()
    ledger.record(entry({ productId }))
    ledger.record(entry({ productId, consumerTenantId: randomUUID() }))
    await expect(ledger.flush()).rejects.toThrow('connection reset')
    await ledger.close()
    expect(await recordsOf(productId)).toHaveLength(2)
    const hours = await db.select().from(usageHourly).where(eq(usageHourly.productId, productId))
    expect(hours.map((row) => row.calls)).toEqual([1, 1])
    const days = await db.select().from(usageDaily).where(eq(usageDaily.productId, productId))
    expect(days.map((row) => row.amount)).toEqual([150, 150])
  })
})
