/**
 * Marketplace search at scale: seeds 100k published products from 1k providers (BENCH_PRODUCTS and
 * BENCH_PROVIDERS to change) on a throwaway PostgreSQL 15 cluster and on PGlite, then runs typical
 * searches (exact, Indonesian and misspelt) with filters through the real marketplace service (full text, facets, sort, page) and
 * prints p50/p95 of each and of each kind of search, then each search statement's plan and execution
 * time (EXPLAIN ANALYZE). Goal: p95 ≤ 30 ms on PostgreSQL.
 *
 *   npx tsx apps/server/bench/marketplace-search.bench.ts [--only=postgres|pglite]
 */
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { marketplaceListQuery, type MarketplaceListQueryInput } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import { openDatabase, type DatabaseHandle } from '../src/db/database'
import { seedDemoData } from '../src/seed'
import type { Actor } from '../src/lib/access'
import { createLocalFileStorage } from '../src/lib/file-storage'
import { createStorageUrls } from '../src/lib/storage-urls'
import {
  createAnswerCache,
  createFacetCache,
  createMarketplaceRepository,
  createMarketplaceQualityRepository,
  createMarketplaceService,
} from '../src/modules/data/marketplace'
import { startPostgresCluster } from '../test/postgres-cluster'
import { percentileOf, recordFigure } from './figures'
import { seedBenchMarketplace } from './marketplace-seed'
import { printSearchPlans } from './marketplace-search-plans'

const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const providerCount = Number(process.env.BENCH_PROVIDERS ?? 1_000)
const runsPerQuery = Number(process.env.BENCH_RUNS ?? 30)
/** Counting afresh is slow by nature; a few runs show its size. */
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 5)
const goalMs = 30
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length)

/** The kinds of search the goal holds for alike, each reported on its own (decision 0073). */
type QueryKind = 'browse' | 'exact' | 'Indonesian' | 'misspelt'
const searchKinds: QueryKind[] = ['exact', 'Indonesian', 'misspelt']

/** What buyers type and pick; provider_id is filled in with a real provider once seeded. */
const typicalQueries: [string, MarketplaceListQueryInput, QueryKind][] = [
  ['landing: newest, no filter', {}, 'browse'],
  ['search "weather"', { search: 'weather' }, 'exact'],
  ['search "credit score" + API', { search: 'credit score', data_type: 'API' }, 'exact'],
  ['category FINANCIAL, price ↑', { category: 'FINANCIAL', sort: 'price_asc' }, 'browse'],
  [
    '"jakarta" + subscription + price',
    { search: 'jakarta', pricing_model: 'SUBSCRIPTION', price_min: 100_000, price_max: 3_000_000 },
    'exact',
  ],
  ['one provider’s products', { provider_id: 'PROVIDER' }, 'browse'],
  ['industry BANKING + API delivery', { industry: 'BANKING', delivery_method: 'API' }, 'browse'],
  ['search "retail", page 3', { search: 'retail', page: 3 }, 'exact'],
  ['"population daily", newest', { search: 'population daily', sort: 'newest' }, 'exact'],
  [
    'FILE + RETAIL,GEOSPATIAL, name',
    { data_type: 'FILE', category: 'RETAIL,GEOSPATIAL', sort: 'name' },
    'browse',
  ],
  // Indonesian words for an English catalogue: synonyms and the Indonesian stemmer.
  ['Indonesian "cuaca"', { search: 'cuaca' }, 'Indonesian'],
  ['Indonesian "beras"', { search: 'beras' }, 'Indonesian'],
  ['Indonesian "harga properti" + API', { search: 'harga properti', data_type: 'API' }, 'Indonesian'],
  ['Indonesian "penduduk jakarta"', { search: 'penduduk jakarta' }, 'Indonesian'],
  // Misspelt: nothing found as typed, so the corrected search answers (did you mean).
  ['misspelt "wether"', { search: 'wether' }, 'misspelt'],
  ['misspelt "jakrta populaton"', { search: 'jakrta populaton' }, 'misspelt'],
  ['misspelt "nusantra", page 2', { search: 'nusantra', page: 2 }, 'misspelt'],
]
/** Reported beside them: ranking must read every match, so it is not the default order. */
const extraQueries: [string, MarketplaceListQueryInput, QueryKind][] = [
  ['(extra) "weather", best match', { search: 'weather', sort: 'relevance' }, 'exact'],
]

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0

interface Measured {
  name: string
  kind: QueryKind
  /** Every run's time, for the figures per kind. */
  times: number[]
  p50: number
  p95: number
  total: number
}

async function measure(
  label: string,
  database: DatabaseHandle,
): Promise<{ warm: Measured[]; cold: Measured[] }> {
  const { db } = database
  let started = performance.now()
  await database.migrate()
  await seedDemoData(db)
  await seedBenchMarketplace(db, providerCount, productCount)
  const counted = (await db.execute(
    sql`select count(*)::int as products, count(distinct tenant_id)::int as providers from products where status = 'PUBLISHED'`,
  )) as unknown as { rows: { products: number; providers: number }[] }
  const seeded = counted.rows[0]!
  console.log(
    `  ${label}: seeded ${seeded.products} published products from ${seeded.providers} providers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  const viewer = (await db.execute(
    sql`select users.id as user_id, users.tenant_id from users join tenants on tenants.id = users.tenant_id where users.email = 'admin@consumer.test'`,
  )) as unknown as { rows: { user_id: string; tenant_id: string }[] }
  const provider = (await db.execute(
    sql`select id from tenants where brand_name = 'Provider 500'`,
  )) as unknown as { rows: { id: string }[] }
  const actor: Actor = {
    userId: viewer.rows[0]!.user_id,
    tenantId: viewer.rows[0]!.tenant_id,
    sessionId: 'bench',
    role: 'admin',
    isOperator: false,
    isConsumer: true,
    isProvider: false,
    isUserVerified: true,
    isCompanyVerified: true,
    email: 'admin@consumer.test',
    fullName: 'Bench',
    freshUntil: null,
  }
  const serviceWith = (ttlMs?: number) =>
    createMarketplaceService({
      marketplace: createMarketplaceRepository(db),
      files: createLocalFileStorage(join(tmpdir(), 'lumbung-bench-no-files')),
      storageUrls: createStorageUrls(randomBytes(32)),
      facetCache: createFacetCache(ttlMs === undefined ? {} : { ttlMs }),
      // Each search is measured, not the repeat of one answer.
      answerCache: createAnswerCache({ ttlMs: 0 }),
      quality: createMarketplaceQualityRepository(db),
    })

  // The run's baseline: the smallest round trip to the same database, in turns with the searches.
  const trivialTimes: number[] = []
  const run = async (service: ReturnType<typeof serviceWith>, runs: number) => {
    const results: Measured[] = []
    for (const [name, input, kind] of [...typicalQueries, ...extraQueries]) {
      const query = marketplaceListQuery.parse(
        input.provider_id === 'PROVIDER' ? { ...input, provider_id: provider.rows[0]!.id } : input,
      )
      let total = 0
      for (let warm = 0; warm < 1; warm++) total = (await service.list(actor, 'consumer', query)).total_data
      const times: number[] = []
      for (let index = 0; index < runs; index++) {
        const trivialAt = performance.now()
        await db.execute(sql`select 1`)
        trivialTimes.push(performance.now() - trivialAt)
        const at = performance.now()
        await service.list(actor, 'consumer', query)
        times.push(performance.now() - at)
      }
      times.sort((a, b) => a - b)
      results.push({ name, kind, times, p50: percentile(times, 0.5), p95: percentile(times, 0.95), total })
    }
    return results
  }
  started = performance.now()
  // As served: the public listing's counts are shared while nothing changes.
  const warm = await run(serviceWith(), runsPerQuery)
  const trivialP95 = percentileOf(trivialTimes, 0.95)
  const worst = Math.max(...warm.filter((row) => !row.name.startsWith('(extra)')).map((row) => row.p95))
  console.log(`  ${label}: trivial query (select 1) p95 ${trivialP95.toFixed(2)} ms`)
  recordFigure({
    name: `search: worst p95 ÷ trivial query p95 (${label})`,
    value: worst / trivialP95,
    unit: 'ratio',
    better: 'lower',
    note: `${worst.toFixed(1)} ms ÷ ${trivialP95.toFixed(2)} ms`,
  })
  // Every search counted afresh, as the first visitor after a change gets it.
  const cold = await run(serviceWith(0), coldRuns)
  console.log(`  ${label}: measured in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  await printSearchPlans(
    label,
    database,
    actor.tenantId,
    typicalQueries.filter(([, , kind]) => kind !== 'browse').map(([name, input]) => [name, input]),
  )
  return { warm, cold }
}

function print(label: string, results: Measured[], goal?: number) {
  console.log(`\nMarketplace search on ${label} (ms):`)
  console.log(`  ${'query'.padEnd(36)} ${'matches'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}`)
  for (const row of results) {
    console.log(
      `  ${row.name.padEnd(36)} ${String(row.total).padStart(8)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)}${goal !== undefined && row.p95 > goal ? '  over goal' : ''}`,
    )
  }
  // Each kind's runs together: the goal holds for every kind of search, not only on average.
  for (const kind of searchKinds) {
    const times = results
      .filter((row) => row.kind === kind && !row.name.startsWith('(extra)'))
      .flatMap((row) => row.times)
      .sort((a, b) => a - b)
    console.log(
      `  ${`all ${kind} searches`.padEnd(36)} ${''.padStart(8)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${percentile(times, 0.95).toFixed(1).padStart(8)}`,
    )
  }
  const worst = Math.max(...results.filter((row) => !row.name.startsWith('(extra)')).map((row) => row.p95))
  console.log(
    `  worst p95: ${worst.toFixed(1)} ms${goal !== undefined ? ` (goal ≤ ${goal} ms: ${worst <= goal ? 'pass' : 'FAIL'})` : ''}`,
  )
  return worst
}

async function main() {
  console.log(`Seeding ${productCount} products from ${providerCount} providers…`)
  let postgresWorst: number | undefined
  if (only !== 'pglite') {
    const cluster = await startPostgresCluster()
    try {
      const database = await openDatabase({ databaseUrl: cluster.url })
      try {
        const { warm, cold } = await measure('PostgreSQL', database)
        postgresWorst = print('PostgreSQL 15, as served (shared counts kept while unchanged)', warm, goalMs)
        print('PostgreSQL 15, every count afresh', cold)
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
      const { warm, cold } = await measure('PGlite', database)
      print('PGlite (PostgreSQL 18, WebAssembly), as served', warm)
      print('PGlite, every count afresh', cold)
    } finally {
      await database.close()
    }
  }
  if (postgresWorst !== undefined && postgresWorst > goalMs) process.exitCode = 1
}

await main()
