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
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, type App } from '../src/app'
import { loadConfig } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/database'
import { seedDemoData } from '../src/seed'
import { allowMintedSessions, bearer, login } from '../test/sessions'
import { startPostgresCluster } from '../test/postgres-cluster'
import { charts, loadUsageRecords, month } from './dashboard-fixture'
import { percentileOf, percentileOfSorted, recordFigure } from './figures'
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

/** A call through the same stack and session as a chart that reads one row: the run's baseline. */
const trivialUrl = '/api/auth/user/information'

async function measure(app: App, label: string): Promise<{ rows: string[][]; worst: number }> {
  const trivialTimes: number[] = []
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
        // In turns with the chart, so a burst of other work on the machine falls on both alike.
        const trivialAt = performance.now()
        await app.inject({ method: 'GET', url: trivialUrl, headers })
        trivialTimes.push(performance.now() - trivialAt)
        const at = performance.now()
        await app.inject({ method: 'GET', url, headers })
        times.push(performance.now() - at)
      }
      times.sort((a, b) => a - b)
      const p95 = percentileOfSorted(times, 0.95)
      worst = Math.max(worst, p95)
      const calls = chart === 'number-summary' ? whole(first.json().data.calls as number) : ''
      rows.push([chart, side, calls, percentileOfSorted(times, 0.5).toFixed(1), p95.toFixed(1)])
    }
  }
  const trivialP95 = percentileOf(trivialTimes, 0.95)
  rows.push([
    `(baseline) ${trivialUrl}`,
    '',
    '',
    percentileOf(trivialTimes, 0.5).toFixed(1),
    trivialP95.toFixed(1),
  ])
  console.log(`\nDashboard charts on ${label}, ${runs} calls each:`)
  printTable(rows)
  recordFigure({
    name: `dashboard: worst chart p95 ÷ trivial call p95 (${label})`,
    value: worst / trivialP95,
    unit: 'ratio',
    better: 'lower',
    note: `${worst.toFixed(1)} ms ÷ ${trivialP95.toFixed(2)} ms`,
  })
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
    await loadUsageRecords(database, total)
    const config = loadConfig({
      LUMBUNG_DATA_DIR: dataDir,
      LUMBUNG_JWT_SECRET: randomBytes(32).toString('base64url'),
      LUMBUNG_MASTER_KEY: randomBytes(32).toString('base64'),
      LUMBUNG_SEED: 'never',
      LOG_LEVEL: 'silent',
      LUMBUNG_AUTH_RATE_LIMIT: '1000',
      // The operator's charts are read with a password sign-in, as in the tests.
      LUMBUNG_OPERATOR_SECOND_FACTOR: 'optional',
      LUMBUNG_API_RATE_BURST: '1000000',
      LUMBUNG_API_RATE_SUSTAINED: '1000000',
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
