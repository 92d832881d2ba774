import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLocalFileStorage } from '../lib/file-storage'
import { createTestApp, headersFor, type TestApp } from '../../test/test-app'
import { seedDemoBilling } from './demo-billing'
import { seedDemoCatalogue } from './demo-catalogue'
import { seedDemoRequests } from './demo-catalogue-requests'
import { demoUsageEntries, seedDemoUsage, type DemoPurchase } from './demo-usage'

const now = new Date('2026-11-24T05:30:00Z')
let testApp: TestApp
let seedMs: number

beforeAll(async () => {
  testApp = await createTestApp()
  const context = { db: testApp.database.db, config: testApp.config }
  const files = createLocalFileStorage(join(testApp.config.dataDir, 'files'))
  await seedDemoCatalogue({ ...context, files })
  await seedDemoRequests(context)
  const startedAt = performance.now()
  expect(await seedDemoUsage(context, now)).toBe('seeded')
  seedMs = performance.now() - startedAt
})

afterAll(async () => testApp.close())

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await testApp.database.db.execute(query)) as unknown as { rows: T[] }).rows

describe('the demo usage', () => {
  it('fills the current month and the three before it, up to now, for every delivery kind bought', async () => {
    const [span] = await rowsOf<{ first: Date | string; last: Date | string; total: number | string }>(
      sql`select min(occurred_at) as first, max(occurred_at) as last, count(*) as total from usage_records`,
    )
    expect(new Date(span!.first).getTime()).toBeGreaterThanOrEqual(Date.parse('2026-08-01T00:00:00+07:00'))
    expect(new Date(span!.first).getTime()).toBeLessThan(Date.parse('2026-08-02T00:00:00+07:00'))
    expect(new Date(span!.last).getTime()).toBeLessThan(now.getTime())
    expect(Number(span!.total)).toBeGreaterThan(5_000)
    const kinds = await rowsOf<{ kind: string }>(sql`select distinct kind from usage_records order by kind`)
    expect(kinds.map((row) => row.kind)).toEqual(['API_CALL', 'DELIVERY', 'DOWNLOAD', 'QUERY'])
    // The test template is built once, but a first start seeds this too.
    expect(seedMs).toBeLessThan(15_000)
  })

  it('leaves the rollups agreeing with the ledger, as live calls do', async () => {
    const [ledger] = await rowsOf<{ calls: string | number; amount: string | number }>(
      sql`select count(*) as calls, coalesce(sum(unit_price) filter (where is_billable), 0) as amount from usage_records`,
    )
    for (const table of ['usage_daily', 'usage_hourly']) {
      const [rollup] = await rowsOf<{ calls: string | number; amount: string | number }>(
        sql`select sum(calls) as calls, sum(amount) as amount from ${sql.raw(table)}`,
      )
      expect(Number(rollup!.calls), table).toBe(Number(ledger!.calls))
      expect(Number(rollup!.amount), table).toBe(Number(ledger!.amount))
    }
  })

  it('bills only successful uses of products priced per use, at the purchase price', async () => {
    const billed = await rowsOf<{ kind: string; outcome: string; unit_price: number | string | null }>(
      sql`select distinct kind, outcome, unit_price from usage_records where is_billable order by kind`,
    )
    expect(billed.map((row) => [row.kind, row.outcome, Number(row.unit_price)])).toEqual([
      ['API_CALL', 'SUCCESS', 1500],
      ['QUERY', 'SUCCESS', 75000],
    ])
    const outcomes = await rowsOf<{ outcome: string }>(sql`select distinct outcome from usage_records`)
    expect(outcomes.map((row) => row.outcome).sort()).toEqual(
      ['CLIENT_ERROR', 'REJECTED', 'SUCCESS', 'TIMEOUT', 'UPSTREAM_ERROR'].sort(),
    )
  })

  it('calls more on working days than at weekends', async () => {
    const days = await rowsOf<{ weekday: number | string; calls: number | string }>(
      sql`select extract(dow from bucket + interval '7 hours') as weekday, sum(calls) as calls
        from usage_daily where kind = 'API_CALL' group by 1`,
    )
    const callsOn = (weekday: number) =>
      Number(days.find((day) => Number(day.weekday) === weekday)?.calls ?? 0)
    expect(callsOn(3)).toBeGreaterThan(2 * callsOn(0))
    expect(callsOn(3)).toBeGreaterThan(2 * callsOn(6))
  })

  it("shows on both companies' dashboards and is written once", async () => {
    const query = 'from=2026-10-01&to=2026-10-31'
    const consumer = await testApp.app.inject({
      method: 'GET',
      url: `/api/dashboard/charts/number-summary?user_type=consumer&${query}`,
      headers: await headersFor(testApp.app, 'member@consumer.test'),
    })
    const provider = await testApp.app.inject({
      method: 'GET',
      url: `/api/dashboard/charts/number-summary?user_type=provider&${query}`,
      headers: await headersFor(testApp.app, 'member@provider.test'),
    })
    expect(consumer.json().data.calls).toBeGreaterThan(1_000)
    expect(consumer.json().data.amount).toBeGreaterThan(0)
    expect(provider.json().data).toEqual(consumer.json().data)
    expect(await seedDemoUsage({ db: testApp.database.db, config: testApp.config }, now)).toBe('skipped')
  })

  it('is the same history for the same purchases and moment', () => {
    const purchases: DemoPurchase[] = [
      {
        id: 'a',
        productId: 'p',
        consumerTenantId: 'c',
        providerTenantId: 'v',
        kind: 'API_CALL',
        unitPrice: 1500,
      },
    ]
    const first = demoUsageEntries(purchases, now)
    expect(demoUsageEntries(purchases, now)).toEqual(first)
    expect(first.every((entry) => entry.isBillable === (entry.outcome === 'SUCCESS'))).toBe(true)
  })
})

describe('the demo billing', () => {
  // The history's running month is the clock's own (Asia/Jakarta): read at the moment the demo was seeded
  // for, not whenever the suite runs, which in the last hours of a month (UTC) is already the next.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(now)
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  const historyOf = async (email: string, path: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: path,
      headers: await headersFor(testApp.app, email),
    })
    expect(response.statusCode).toBe(200)
    return response.json().data.data as { period: string; status: string; invoice_no?: string | null }[]
  }

  it('issues the ended months of the history, the older ones paid, the last awaiting payment; only the running month is an estimate', async () => {
    expect(await seedDemoBilling({ db: testApp.database.db, config: testApp.config }, now)).toBe('seeded')
    const invoices = await historyOf('owner@consumer.test', '/api/billing/billing/history?limit=20')
    const byPeriod = (period: string) => invoices.filter((invoice) => invoice.period === period)
    expect(invoices.filter((invoice) => invoice.status === 'OPEN').map((invoice) => invoice.period)).toEqual([
      '2026-11',
    ])
    expect(byPeriod('2026-08').map((invoice) => invoice.status)).toEqual(['PAID'])
    expect(byPeriod('2026-09').map((invoice) => invoice.status)).toEqual(['PAID'])
    expect(byPeriod('2026-10').map((invoice) => invoice.status)).toEqual(['ISSUED'])
    expect(byPeriod('2026-10')[0]!.invoice_no).toMatch(/^INV-202610-\d{4}$/)
    const settlements = await historyOf('owner@provider.test', '/api/billing/settlement/history?limit=20')
    expect(
      settlements.filter((row) => row.period < '2026-11').map((row) => [row.period, row.status]),
    ).toEqual([
      ['2026-10', 'PENDING'],
      ['2026-09', 'PAID'],
      ['2026-08', 'PAID'],
    ])
    // Only the last month is news: its invoice and statement wait in the queue to be mailed.
    const [mails] = await rowsOf<{ total: number | string }>(
      sql`select count(*) as total from jobs where queue = 'billing.document-mail'`,
    )
    expect(Number(mails!.total)).toBe(2)
    expect(await seedDemoBilling({ db: testApp.database.db, config: testApp.config }, now)).toBe('skipped')
  })
})
