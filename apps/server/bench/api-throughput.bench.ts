/**
 * API throughput: what a request costs beyond Fastify itself. Starts the app on a throwaway
 * PostgreSQL 15 cluster and on PGlite (demo data plus a generated marketplace), and beside it a bare
 * Fastify app answering the same province list, then loads each target with autocannon (20
 * connections, a separate process) in alternating rounds, so every row shares the machine's load
 * with the others: the ratios of one run compare, the absolute numbers depend on the machine.
 *
 *   npx tsx apps/server/bench/api-throughput.bench.ts [--quick] [--only=postgres|pglite]
 *
 * BENCH_API_SECONDS (per target and round), BENCH_API_ROUNDS, BENCH_API_PRODUCTS to change the size.
 * Goals (PostgreSQL): a signed-in read ≥ 50 % of the same read signed out; the marketplace list ≥
 * 1,500 req/s with p99 ≤ 50 ms. See docs/decisions/0055-api-throughput.md.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Fastify from 'fastify'
import { buildApp, type App } from '../src/app'
import { loadConfig } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/database'
import { indonesianAreas } from '../src/modules/dropdown'
import { seedDemoData } from '../src/seed'
import { startPostgresCluster } from '../test/postgres-cluster'
import { allowMintedSessions, bearer, login } from '../test/sessions'
import { fixed, percent, printGoals, printTable, whole, type GoalRow } from './gateway/report'
import { repositoryRoot } from './gateway/lumbung'
import { seedBenchMarketplace } from './marketplace-seed'

const run = promisify(execFile)
const isQuick = process.argv.includes('--quick')
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length)
const seconds = Number(process.env.BENCH_API_SECONDS ?? (isQuick ? 3 : 8))
const rounds = Number(process.env.BENCH_API_ROUNDS ?? (isQuick ? 2 : 3))
const productCount = Number(process.env.BENCH_API_PRODUCTS ?? (isQuick ? 300 : 2_000))
const connections = 20
const goals = { signedInShare: 0.5, marketplaceRps: 1_500, marketplaceP99Ms: 50 }

interface Target {
  name: string
  url: string
  headers?: Record<string, string>
}

interface Sample {
  rps: number
  p50: number
  p99: number
  errors: number
}

/** One autocannon run in its own process, so the load generator does not share the server's thread. */
async function load(target: Target, duration: number): Promise<Sample> {
  const headers = Object.entries(target.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`])
  const { stdout } = await run(
    process.execPath,
    [
      join(repositoryRoot, 'node_modules/autocannon/autocannon.js'),
      '-c',
      String(connections),
      '-d',
      String(duration),
      '-j',
      ...headers,
      target.url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  const result = JSON.parse(stdout) as {
    requests: { average: number }
    latency: { p50: number; p99: number }
    non2xx: number
    errors: number
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function listen(app: { listen(options: { port: number; host: string }): Promise<string> }) {
  return app.listen({ port: 0, host: '127.0.0.1' })
}

/** A Fastify app with nothing but the province list: the ceiling every other row is compared with. */
async function bareFastify() {
  const bare = Fastify({ logger: false })
  const provinces = await indonesianAreas.provinces()
  bare.get('/province', async () => ({ data: provinces }))
  return { app: bare, url: `${await listen(bare)}/province` }
}

async function measureOn(label: string, database: DatabaseHandle, databaseUrl?: string) {
  const started = performance.now()
  await database.migrate()
  await seedDemoData(database.db)
  await seedBenchMarketplace(database.db, 50, productCount)
  console.log(`  ${label}: seeded in ${fixed((performance.now() - started) / 1000)} s`)
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-api-bench-'))
  const config = loadConfig({
    LUMBUNG_DATA_DIR: dataDir,
    LUMBUNG_JWT_SECRET: randomBytes(32).toString('base64url'),
    LUMBUNG_MASTER_KEY: randomBytes(32).toString('base64'),
    LUMBUNG_SEED: 'never',
    // The level a deployment runs at, so logging costs what it costs there (written to nowhere).
    LOG_LEVEL: 'info',
    LUMBUNG_AUTH_RATE_LIMIT: '1000',
    // One session at full throughput measures capacity, not the per-session limit that would hold it.
    LUMBUNG_API_RATE_BURST: '1000000',
    LUMBUNG_API_RATE_SUSTAINED: '1000000',
    // With PostgreSQL the app listens for change notices, as every instance of a deployment does.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
  const pino = (await import('pino')).default
  const logger = () => pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: false }))
  const app: App = await buildApp({ config, db: database.db, logger: logger() })
  // The same app without its two caches, in the same run, so what they buy is a ratio of one run.
  const uncached: App = await buildApp({
    config,
    db: database.db,
    logger: logger(),
    actorCache: { ttlMs: 0 },
    overrides: { marketplaceAnswers: { ttlMs: 0 } },
  })
  allowMintedSessions(app, database.db, config)
  await Promise.all([app.ready(), uncached.ready()])
  const bare = await bareFastify()
  try {
    const base = await listen(app)
    const uncachedBase = await listen(uncached)
    const signedIn = bearer((await login(app, 'admin@consumer.test')).accessToken)
    const province = '/api/dropdown/marketplace/province'
    const marketplaceList = '/api/data/consumer/marketplace/list'
    const targets: Target[] = [
      { name: 'bare Fastify, province list', url: bare.url },
      { name: 'province dropdown, signed out', url: `${base}${province}` },
      { name: 'province dropdown, signed in', url: `${base}${province}`, headers: signedIn },
      { name: 'marketplace list, signed in', url: `${base}${marketplaceList}`, headers: signedIn },
      { name: '(no actor cache) province, signed in', url: `${uncachedBase}${province}`, headers: signedIn },
      {
        name: '(every answer afresh) marketplace',
        url: `${uncachedBase}${marketplaceList}`,
        headers: signedIn,
      },
    ]
    for (const target of targets) {
      const response = await fetch(target.url, { headers: target.headers ?? {} })
      if (!response.ok)
        throw new Error(`${target.name} answered ${response.status}: ${await response.text()}`)
      await load(target, 1)
    }
    const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]))
    for (let round = 0; round < rounds; round++) {
      // Each round in a different order, so no target always follows the same neighbour.
      const order = targets.map((_target, index) => targets[(index + round) % targets.length]!)
      for (const target of order) samples.get(target.name)!.push(await load(target, seconds))
    }
    const summary = targets.map((target) => {
      const runs = samples.get(target.name)!
      return {
        name: target.name,
        rps: median(runs.map((sample) => sample.rps)),
        p50: median(runs.map((sample) => sample.p50)),
        p99: median(runs.map((sample) => sample.p99)),
        errors: runs.reduce((total, sample) => total + sample.errors, 0),
      }
    })
    const bareRps = summary[0]!.rps
    console.log(`\n${label}, ${connections} connections, median of ${rounds} rounds of ${seconds} s:`)
    printTable([
      ['Target', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'errors'],
      ...summary.map((row) => [
        row.name,
        whole(row.rps),
        fixed(row.p50),
        fixed(row.p99),
        percent(row.rps / bareRps),
        String(row.errors),
      ]),
    ])
    const [, signedOut, signedInRow, marketplace] = summary as [
      (typeof summary)[0],
      (typeof summary)[0],
      (typeof summary)[0],
      (typeof summary)[0],
    ]
    return { signedOut, signedIn: signedInRow, marketplace }
  } finally {
    await bare.app.close()
    await uncached.close()
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  console.log(
    `API throughput: ${rounds} rounds of ${seconds} s per target, ${productCount} generated products`,
  )
  const goalRows: GoalRow[] = []
  if (only !== 'pglite') {
    const cluster = await startPostgresCluster()
    try {
      const database = await openDatabase({ databaseUrl: cluster.url })
      try {
        const { signedOut, signedIn, marketplace } = await measureOn('PostgreSQL 15', database, cluster.url)
        const share = signedIn.rps / signedOut.rps
        goalRows.push(
          {
            name: 'Signed-in province list vs signed out (PostgreSQL)',
            measured: percent(share),
            goal: `≥ ${percent(goals.signedInShare)}`,
            isMet: share >= goals.signedInShare,
          },
          {
            name: 'Marketplace list throughput (PostgreSQL)',
            measured: `${whole(marketplace.rps)} req/s`,
            goal: `≥ ${whole(goals.marketplaceRps)} req/s`,
            isMet: marketplace.rps >= goals.marketplaceRps,
          },
          {
            name: 'Marketplace list p99 (PostgreSQL)',
            measured: `${fixed(marketplace.p99)} ms`,
            goal: `≤ ${goals.marketplaceP99Ms} ms`,
            isMet: marketplace.p99 <= goals.marketplaceP99Ms,
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
      await measureOn('PGlite', database)
    } finally {
      await database.close()
    }
  }
  if (goalRows.length > 0) printGoals(goalRows)
}

await main()
