/**
 * Dashboard charts at scale: loads N usage records (BENCH_DASHBOARD_RECORDS; 10 million on PostgreSQL
 * and 1 million on PGlite by default, 100,000 and 20,000 with --quick) by COPY, spread over one month
 * and across 50 consuming companies, 10 providers and 50 products, fills the hourly and daily rollups
 * from them, then calls each chart (provider and consumer side, a month each) through `app.inject`
 * BENCH_DASHBOARD_RUNS times (50) and prints p50/p95, then closes the month through the operator's
 * route (every invoice and settlement issued, their mails queued) and times it. Goals on PostgreSQL:
 * p95 ≤ 100 ms, month close ≤ 60 s.
 *
 *   npx tsx apps/server/bench/dashboard.bench.ts [--quick] [--only=postgres|pglite]
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp, type App } from '../src/app'
import { loadConfig } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/database'
import { products, tenants } from '../src/db/schema'
import { seedDemoData } from '../src/seed'
import { allowMintedSessions, bearer, login } from '../test/sessions'
import { startPostgresCluster } from '../test/postgres-cluster'
import { printGoals, printTable, whole, type GoalRow } from './gateway/report'

const isQuick = process.argv.includes('--quick')
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length)
const recordsOn = (kind: 'postgres' | 'pglite') =>
  Number(
    process.env.BENCH_DASHBOARD_RECORDS ??
      (kind === 'postgres' ? (isQuick ? 100_000 : 10_000_000) : isQuick ? 20_000 : 1_000_000),
  )
const runs = Number(process.env.BENCH_DASHBOARD_RUNS ?? (isQuick ? 10 : 50))
const goalMs = 100
const closeGoalSeconds = 60
const chunkRows = 250_000
/** The month the records fall in (Asia/Jakarta days). */
const month = { from: '2026-10-01', to: '2026-10-31' }
const monthStart = Date.parse('2026-10-01T00:00:00+07:00')
const monthMs = 31 * 86_400_000

const usageColumns = `id, occurred_at, kind, consumer_tenant_id, provider_tenant_id, product_id,
  transaction_request_id, api_key_id, method, sub_path, http_status, outcome, error_code, latency_ms, bytes_in,
  bytes_out, is_billable, unit_price`

/** A small seeded generator, so every run loads the same records. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = Math.imul(state ^ (state >>> 15), state | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

interface Cast {
  providers: string[]
  consumers: string[]
  /** Product id → its provider. */
  products: { id: string; providerId: string }[]
}

/** PT Data Nusantara is the first of 10 providers (5 named products), PT Konsumen Maju the first of 50 consumers. */
async function castOf(database: DatabaseHandle): Promise<Cast> {
  const { db } = database
  const idOf = async (legalName: string) =>
    (
      await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(sql`${tenants.legalName} = ${legalName}`)
    )[0]!.id
  const provider = await idOf('PT Data Nusantara')
  const consumer = await idOf('PT Konsumen Maju')
  // Real companies, so month close has an invoice or a statement to issue for each.
  const companies = async (count: number, kind: string, isProvider: boolean) =>
    (
      await db
        .insert(tenants)
        .values(
          Array.from({ length: count }, (_, index) => ({
            legalName: `PT Bench ${kind} ${index + 2}`,
            verificationStatus: 'VERIFIED' as const,
            isProvider,
          })),
        )
        .returning({ id: tenants.id })
    ).map((row) => row.id)
  const providers = [provider, ...(await companies(9, 'Provider', true))]
  const consumers = [consumer, ...(await companies(49, 'Consumer', false))]
  const named = await db
    .insert(products)
    .values(Array.from({ length: 5 }, (_, index) => ({ tenantId: provider, name: `Bench API ${index + 1}` })))
    .returning({ id: products.id })
  const productList = Array.from({ length: 50 }, (_, index) => ({
    id: index < 5 ? named[index]!.id : randomUUID(),
    providerId: index < 5 ? provider : providers[1 + (index % 9)]!,
  }))
  return { providers, consumers, products: productList }
}

const outcomes = [
  ['SUCCESS', 200, '\\N'],
  ['CLIENT_ERROR', 400, '\\N'],
  ['UPSTREAM_ERROR', 502, 'UPSTREAM_ERROR'],
  ['TIMEOUT', 504, 'UPSTREAM_TIMEOUT'],
  ['REJECTED', 429, 'RATE_LIMITED'],
] as const

/** `count` records as COPY text lines, in the order of `usageColumns`. */
function copyText(cast: Cast, count: number, random: () => number): string {
  const lines: string[] = []
  for (let index = 0; index < count; index += 1) {
    const product = cast.products[Math.floor(random() * cast.products.length)]!
    const consumer = cast.consumers[Math.floor(random() * cast.consumers.length)]!
    const draw = random()
    const [outcome, status, errorCode] =
      outcomes[draw < 0.93 ? 0 : draw < 0.96 ? 1 : draw < 0.98 ? 2 : draw < 0.99 ? 3 : 4]
    const isSuccess = outcome === 'SUCCESS'
    const kind = random() < 0.95 ? 'API_CALL' : 'QUERY'
    lines.push(
      [
        randomUUID(),
        new Date(monthStart + Math.floor(random() * monthMs)).toISOString(),
        kind,
        consumer,
        product.providerId,
        product.id,
        '\\N',
        '\\N',
        'POST',
        '\\N',
        status,
        outcome,
        errorCode,
        Math.floor(20 + random() * 400),
        120,
        isSuccess ? 600 : 80,
        isSuccess ? 't' : 'f',
        1500,
      ].join('\t'),
    )
  }
  return `${lines.join('\n')}\n`
}

/** Loads the records by COPY, a chunk at a time, then sums them into the hourly and daily rollups. */
async function load(database: DatabaseHandle, cast: Cast, total: number) {
  const random = seededRandom(42)
  const folder = mkdtempSync(join(tmpdir(), 'lumbung-dashboard-bench-'))
  // The cluster's server process (run as the postgres user when this runs as root) reads the chunks.
  chmodSync(folder, 0o755)
  const startedAt = performance.now()
  try {
    for (let loaded = 0; loaded < total; loaded += chunkRows) {
      const text = copyText(cast, Math.min(chunkRows, total - loaded), random)
      if (database.kind === 'postgres') {
        // The throwaway cluster is local and this is its superuser, so the server reads the file itself.
        const file = join(folder, 'chunk.tsv')
        writeFileSync(file, text, { mode: 0o644 })
        await database.db.execute(sql.raw(`copy usage_records (${usageColumns}) from '${file}'`))
      } else {
        const client = (
          database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }
        ).$client
        await client.query(`copy usage_records (${usageColumns}) from '/dev/blob'`, [], {
          blob: new Blob([text]),
        })
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  const loadedAt = performance.now()
  // Fixture data loaded in bulk: the rollups are summed in one statement each rather than batch by batch.
  for (const [table, bucket] of [
    ['usage_hourly', `date_trunc('hour', occurred_at)`],
    ['usage_daily', `date_trunc('day', occurred_at + interval '7 hours') - interval '7 hours'`],
  ] as const) {
    await database.db.execute(
      sql.raw(`insert into ${table} (bucket, product_id, consumer_tenant_id, provider_tenant_id, kind, outcome,
        calls, billable_calls, amount, bytes_in, bytes_out, latency_total_ms, latency_max_ms)
      select ${bucket}, product_id, consumer_tenant_id, min(provider_tenant_id::text)::uuid, kind, outcome, count(*),
        count(*) filter (where is_billable), coalesce(sum(unit_price) filter (where is_billable), 0),
        sum(bytes_in), sum(bytes_out), sum(latency_ms), max(latency_ms)
      from usage_records group by 1, product_id, consumer_tenant_id, kind, outcome`),
    )
  }
  await database.db.execute(sql`analyze`)
  console.log(
    `  loaded ${whole(total)} records in ${((loadedAt - startedAt) / 1000).toFixed(1)} s, rollups in ${((performance.now() - loadedAt) / 1000).toFixed(1)} s`,
  )
}

const charts = [
  'number-summary',
  'transaction-call-status',
  'failed-api-breakdown',
  'total-daily-transaction',
  'total-per-product-transaction',
  'table-transaction-data',
] as const

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0

async function measure(app: App, label: string): Promise<{ rows: string[][]; worst: number }> {
  const sides = [
    ['provider', bearer((await login(app, 'admin@provider.test')).accessToken)],
    ['consumer', bearer((await login(app, 'admin@consumer.test')).accessToken)],
  ] as const
  const rows: string[][] = [['chart', 'side', 'calls', 'p50 ms', 'p95 ms']]
  let worst = 0
  for (const chart of charts) {
    for (const [side, headers] of sides) {
      const url = `/api/dashboard/charts/${chart}?user_type=${side}&from=${month.from}&to=${month.to}`
      const first = await app.inject({ method: 'GET', url, headers })
      if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body}`)
      const times: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const at = performance.now()
        await app.inject({ method: 'GET', url, headers })
        times.push(performance.now() - at)
      }
      times.sort((a, b) => a - b)
      const p95 = percentile(times, 0.95)
      worst = Math.max(worst, p95)
      const calls = chart === 'number-summary' ? whole(first.json().data.calls as number) : ''
      rows.push([chart, side, calls, percentile(times, 0.5).toFixed(1), p95.toFixed(1)])
    }
  }
  console.log(`\nDashboard charts on ${label}, ${runs} calls each:`)
  printTable(rows)
  return { rows, worst }
}

/** Closes the benchmark's month as an operator would, and how long it took. */
async function closeMonth(app: App): Promise<number> {
  const headers = bearer((await login(app, 'operator@lumbung.test')).accessToken)
  const at = performance.now()
  const response = await app.inject({
    method: 'POST',
    url: '/api/operator/billing/month-close',
    headers,
    payload: { period: month.from.slice(0, 7) },
  })
  const seconds = (performance.now() - at) / 1000
  if (response.statusCode !== 200)
    throw new Error(`month close answered ${response.statusCode}: ${response.body}`)
  const result = response.json().data as { invoices_issued: number; settlements_created: number }
  console.log(
    `\nMonth close: ${result.invoices_issued} invoices and ${result.settlements_created} settlements in ${seconds.toFixed(2)} s`,
  )
  return seconds
}

interface Outcome {
  worstP95: number
  closeSeconds: number
}

async function run(database: DatabaseHandle, label: string, total: number): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-dashboard-app-'))
  try {
    await database.migrate()
    await seedDemoData(database.db)
    const cast = await castOf(database)
    await load(database, cast, total)
    const config = loadConfig({
      LUMBUNG_DATA_DIR: dataDir,
      LUMBUNG_JWT_SECRET: randomBytes(32).toString('base64url'),
      LUMBUNG_MASTER_KEY: randomBytes(32).toString('base64'),
      LUMBUNG_SEED: 'never',
      LOG_LEVEL: 'silent',
      LUMBUNG_AUTH_RATE_LIMIT: '1000',
    })
    const app = await buildApp({ config, db: database.db })
    allowMintedSessions(app, database.db, config)
    await app.ready()
    try {
      const worstP95 = (await measure(app, label)).worst
      return { worstP95, closeSeconds: await closeMonth(app) }
    } finally {
      await app.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const goals: GoalRow[] = []
  if (only !== 'pglite') {
    const cluster = await startPostgresCluster()
    try {
      const database = await openDatabase({ databaseUrl: cluster.url })
      try {
        const total = recordsOn('postgres')
        console.log(`PostgreSQL 15: ${whole(total)} records`)
        const { worstP95, closeSeconds } = await run(database, 'PostgreSQL 15', total)
        goals.push(
          {
            name: `Worst chart p95 on PostgreSQL (${whole(total)} records)`,
            measured: `${worstP95.toFixed(1)} ms`,
            goal: `≤ ${goalMs} ms`,
            isMet: worstP95 <= goalMs,
          },
          {
            name: `Month close on PostgreSQL (${whole(total)} records)`,
            measured: `${closeSeconds.toFixed(1)} s`,
            goal: `≤ ${closeGoalSeconds} s`,
            isMet: closeSeconds <= closeGoalSeconds,
          },
        )
      } finally {
        await database.close()
      }
    } finally {
      cluster.stop()
    }
  }
  if (only !== 'postgres') {
    const database = await openDatabase({})
    try {
      const total = recordsOn('pglite')
      console.log(`PGlite: ${whole(total)} records`)
      await run(database, 'PGlite', total)
    } finally {
      await database.close()
    }
  }
  if (goals.length > 0) printGoals(goals)
}

await main()
