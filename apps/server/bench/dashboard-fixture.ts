/**
 * The dashboards' usage records for a benchmark: a month of records across 50 consuming companies, 10
 * providers and 50 products, loaded by COPY and summed into the hourly and daily rollups. Shared by
 * dashboard.bench.ts and the performance gate (gate/app-ratios.ts).
 */
import { randomUUID } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../src/db/database'
import { products, tenants } from '../src/db/schema'
import { whole } from './gateway/report'

const chunkRows = 250_000
/** The month the records fall in (Asia/Jakarta days). */
export const month = { from: '2026-10-01', to: '2026-10-31' }
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

export const charts = [
  'number-summary',
  'transaction-call-status',
  'failed-api-breakdown',
  'total-daily-transaction',
  'total-per-product-transaction',
  'table-transaction-data',
] as const

/** Loads `total` records (the same ones every run) into a migrated, seeded database. */
export async function loadUsageRecords(database: DatabaseHandle, total: number) {
  await load(database, await castOf(database), total)
}
