// `npm run bench`: measures the budgets on the built app (building it first when stale).
//   bytes /login moves over the wire (every response, headers included), cold start to a healthy /api/health, idle server memory; then the
//   steps in `benchSteps` below, each skipped with its flag (--skip-ingest, --skip-marketplace,
//   --skip-parquet, --skip-delta-sharing, --skip-gateway, --skip-metering, --skip-file-to-api, --skip-dashboard, --skip-api-throughput,
//   --skip-load-test, --skip-privacy).
//   --search-baseline=<checkout> has the marketplace search step ask that checkout's app in turns with
//   this one (before/after ratios of one run).
//   --quick hands the steps that have one their small size (the dashboard's, the API throughput's,
//   the load test's).
// Every figure is also kept as a ratio against a baseline measured in the same run (or as absolute
// bytes) and the run appends one line with all of them to bench/history.jsonl
// (docs/decisions/0056-performance-gate.md).
import './lib/pinned-node.mjs'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumPath } from './lib/browser.mjs'
import { buildIfStale, root } from './build.mjs'
import { appendHistory, initialJsFigures, printTable, readFigures } from './lib/bench-figures.mjs'
import { serverEnvironment } from './server-environment.mjs'

const budgets = { loginTransferKb: 150, coldStartSeconds: 10, idleRssMb: 200 }
const coldStartRuns = 3

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function isHealthy(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/api/health`)
    return response.ok
  } catch {
    return false
  }
}

/** Starts `node <script>` with the given data folder and port; resolves once /api/health answers 200. */
async function startServer({ script, dataDir, port, timeoutMs = 60_000 }) {
  const baseUrl = `http://127.0.0.1:${port}`
  const startedAt = performance.now()
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    // The environment `npm start` gives the server, so what is measured is what users run.
    env: serverEnvironment({
      ...process.env,
      PORT: String(port),
      LUMBUNG_DATA_DIR: dataDir,
      NODE_ENV: 'production',
    }),
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  while (!(await isHealthy(baseUrl))) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${stderr}`)
    if (performance.now() - startedAt > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`${script} was not healthy after ${timeoutMs} ms:\n${stderr}`)
    }
    await sleep(25)
  }
  const readyMs = performance.now() - startedAt
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  return { child, baseUrl, readyMs, stop }
}

/**
 * What opening /login moves over the wire on a fresh cache: every response the page causes (document,
 * scripts, styles, fonts, icon, API calls, and anything fetched once the form shows, such as a font the
 * form's text needed), headers included, compressed as the server sends it to a browser that accepts
 * `br, gzip`. Each file notes whether it arrived before the sign-in form showed.
 */
async function measureLoginTransfer(baseUrl) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
    })
    const page = await context.newPage()
    const responses = []
    const pending = []
    let isFormShown = false
    page.on('requestfinished', (request) => {
      const phase = isFormShown ? 'after' : 'before'
      pending.push(
        Promise.all([request.sizes(), request.response()]).then(
          ([sizes, response]) =>
            responses.push({
              path: new URL(request.url()).pathname,
              phase,
              type: request.resourceType(),
              encoding: response?.headers()['content-encoding'] ?? 'none',
              wire: sizes.responseBodySize + sizes.responseHeadersSize,
            }),
          () => undefined,
        ),
      )
    })
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' })
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible' })
    isFormShown = true
    // Fonts, the icon and idle-time fetches may follow the form: they travel all the same.
    await page.waitForLoadState('networkidle')
    await sleep(2500)
    await Promise.all(pending)
    return { totalKb: responses.reduce((total, entry) => total + entry.wire, 0) / 1000, files: responses }
  } finally {
    await browser.close()
  }
}

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
  if (!match) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) / 1024
}

async function exerciseServer(baseUrl) {
  await fetch(`${baseUrl}/api/health`)
  const html = await (await fetch(`${baseUrl}/login`)).text()
  for (const [, asset] of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g))
    await (await fetch(`${baseUrl}${asset}`)).arrayBuffer()
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@provider.test', password: 'Demo123!' }),
  })
  const token = (await login.json())?.data?.access_token
  if (token) {
    await fetch(`${baseUrl}/api/auth/user/information`, { headers: { authorization: `Bearer ${token}` } })
  }
  await fetch(`${baseUrl}/api/docs/json`)
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** How long `node -e 0` takes from spawn to exit: the machine's cost of starting Node at all. */
function nodeStartSeconds() {
  const startedAt = performance.now()
  spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' })
  return (performance.now() - startedAt) / 1000
}

/** A bare Node process's resident memory, idle: the baseline of the server's. */
async function bareNodeMb() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  await sleep(1000)
  const mb = residentMb(child.pid)
  child.kill('SIGKILL')
  return mb
}

/** The figures of this run (the budgets' here, the steps' through BENCH_FIGURES_FILE). */
const figures = []
const figuresFolder = mkdtempSync(join(tmpdir(), 'lumbung-bench-figures-'))
const figuresFile = join(figuresFolder, 'figures.jsonl')

async function main() {
  await buildIfStale()
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-'))
  try {
    // First start on the empty folder migrates and seeds; the measured starts reuse it.
    console.log('Preparing a data folder (first start migrates and seeds)…')
    const first = await startServer({ script: 'apps/server/dist/main.js', dataDir, port: await freePort() })
    console.log(`  first start, with seeding: ${(first.readyMs / 1000).toFixed(2)} s`)
    const login = await measureLoginTransfer(first.baseUrl)
    await first.stop()

    const coldStarts = []
    const coldStartRatios = []
    for (let run = 1; run <= coldStartRuns; run += 1) {
      const nodeBefore = nodeStartSeconds()
      // `npm start` runs scripts/start.mjs: the stale check, then the server.
      const server = await startServer({ script: 'scripts/start.mjs', dataDir, port: await freePort() })
      coldStarts.push(server.readyMs / 1000)
      coldStartRatios.push(server.readyMs / 1000 / ((nodeBefore + nodeStartSeconds()) / 2))
      console.log(`  cold start ${run}: ${(server.readyMs / 1000).toFixed(2)} s`)
      await server.stop()
    }

    const server = await startServer({ script: 'apps/server/dist/main.js', dataDir, port: await freePort() })
    await exerciseServer(server.baseUrl)
    await sleep(2000)
    const rssMb = residentMb(server.child.pid)
    await server.stop()
    const nodeMb = await bareNodeMb()
    figures.push(
      {
        name: 'login: bytes over the wire',
        value: Math.round(login.totalKb * 1000),
        unit: 'bytes',
        better: 'lower',
      },
      {
        name: 'cold start: npm start to healthy ÷ node -e',
        value: median(coldStartRatios),
        unit: 'ratio',
        better: 'lower',
      },
      {
        name: 'idle memory: server RSS ÷ bare node RSS',
        value: rssMb / nodeMb,
        unit: 'ratio',
        better: 'lower',
      },
      ...(await initialJsFigures()),
    )

    console.log(`\nWhat /login moved over the wire: ${login.files.length} responses, largest first:`)
    const largest = [...login.files].sort((first, second) => second.wire - first.wire)
    for (const file of largest.slice(0, 12)) {
      console.log(
        `  ${(file.wire / 1000).toFixed(1).padStart(7)} kB  ${file.type.padEnd(10)} ${file.encoding.padEnd(4)} ` +
          `${file.phase === 'after' ? '(after the form showed) ' : ''}${file.path}`,
      )
    }
    if (largest.length > 12) {
      const restKb = largest.slice(12).reduce((total, file) => total + file.wire, 0) / 1000
      console.log(`  ${restKb.toFixed(1).padStart(7)} kB  in ${largest.length - 12} more`)
    }

    const rows = [
      [
        '/login over the wire',
        `${login.totalKb.toFixed(1)} kB`,
        `≤ ${budgets.loginTransferKb} kB`,
        login.totalKb <= budgets.loginTransferKb,
      ],
      [
        `Cold start to healthy (median of ${coldStartRuns})`,
        `${median(coldStarts).toFixed(2)} s`,
        `≤ ${budgets.coldStartSeconds} s`,
        median(coldStarts) <= budgets.coldStartSeconds,
      ],
      ['Idle server RSS', `${rssMb.toFixed(0)} MB`, `≤ ${budgets.idleRssMb} MB`, rssMb <= budgets.idleRssMb],
    ]
    console.log(`\n${'Budget'.padEnd(40)} ${'Measured'.padStart(10)} ${'Limit'.padStart(10)}  Result`)
    for (const [name, measured, limit, ok] of rows) {
      console.log(
        `${name.padEnd(40)} ${measured.padStart(10)} ${limit.padStart(10)}  ${ok ? 'pass' : 'FAIL'}`,
      )
    }
    if (rows.some((row) => !row[3])) process.exitCode = 1
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (const step of benchSteps) {
    if (process.argv.includes(`--skip-${step.flag}`)) continue
    await runBenchStep(step)
  }
  figures.push(...readFigures(figuresFile))
  rmSync(figuresFolder, { recursive: true, force: true })
  const line = appendHistory(figures)
  console.log(`\nFigures of this run (appended to bench/history.jsonl as ${line.commit}):`)
  printTable([
    ['Figure', 'Value', 'Better', 'Parts'],
    ...figures
      .filter((figure) => !figure.name.startsWith('initial JS: /') || figure.name === 'initial JS: /login')
      .map((figure) => [
        figure.name,
        String(Number(figure.value.toPrecision(4))),
        figure.better,
        figure.note ?? '',
      ]),
  ])
  const routes = figures.filter((figure) => figure.name.startsWith('initial JS: /')).length
  console.log(`(and the initial JS of ${routes} screens, in the history line)`)
}

/**
 * The benchmarks after the budgets, in order; each runs `apps/server/bench/<file>` with tsx, prints its
 * own table with goals and pass/FAIL, and fails the run when a goal is missed.
 */
const benchSteps = [
  // Uploads and ingests a generated 1 GB CSV through the real endpoint (BENCH_MEGABYTES to change).
  { flag: 'ingest', title: 'File dataset ingest', file: 'file-ingest.bench.ts' },
  // The same 1 GB CSV converted to Parquet as a file version's job does: time against the ingest's own
  // work on it, and memory growth (goal ≤ 50 MB).
  { flag: 'parquet', title: 'File version to Parquet', file: 'parquet-conversion.bench.ts' },
  // The Delta Sharing query call's p50/p95/p99 through HTTP on the seeded server (PGlite), beside
  // /api/health (BENCH_DELTA_SHARING_CALLS).
  { flag: 'delta-sharing', title: 'Delta Sharing query', file: 'delta-sharing.bench.ts' },
  // Search p50/p95 through HTTP on 100k products from 1k providers, PostgreSQL 15 and PGlite, per kind
  // (exact, Indonesian, misspelt, broad/empty), first asking and asked again (goal p95 ≤ 30 ms on
  // PostgreSQL); --search-baseline=<checkout> asks another checkout's app in turns for before/after ratios.
  {
    flag: 'marketplace',
    title: 'Marketplace search',
    file: 'marketplace-search.bench.ts',
    forwards: { 'search-baseline': 'baseline' },
  },
  // Data delivery. Gateway throughput and latency against direct, nginx and a bare proxy, on PGlite and
  // PostgreSQL (BENCH_GATEWAY_SECONDS, BENCH_GATEWAY_ROUNDS, BENCH_GATEWAY_RATE).
  { flag: 'gateway', title: 'Gateway throughput and latency', file: 'gateway.bench.ts' },
  // 20,000 calls with faults and a graceful restart: one usage record per call (BENCH_METERING_CALLS).
  { flag: 'metering', title: 'Metering exactness under faults', file: 'metering.bench.ts' },
  // 100,000 rows through the gateway, then kill-and-resume (BENCH_F2A_ROWS, BENCH_F2A_RESUME_ROWS).
  { flag: 'file-to-api', title: 'File-to-API', file: 'file-to-api.bench.ts' },
  // Server memory during a 5 GB download and a 2 GB delivery to s3rver (BENCH_DOWNLOAD_GB, BENCH_DELIVERY_GB).
  { flag: 'delivery-memory', title: 'Delivery memory', file: 'delivery-memory.bench.ts' },
  // Chart p95 through the app on 10M usage records (PostgreSQL) and 1M (PGlite); --quick: 100k and 20k.
  { flag: 'dashboard', title: 'Dashboard charts', file: 'dashboard.bench.ts', hasQuick: true },
  // req/s, p50 and p99 at 20 connections: a bare Fastify route, the province list signed out and in, the
  // marketplace list (PostgreSQL and PGlite); --quick: shorter rounds (BENCH_API_SECONDS, BENCH_API_ROUNDS).
  { flag: 'api-throughput', title: 'API throughput', file: 'api-throughput.bench.ts', hasQuick: true },
  // The demo journeys as a mix at rising fixed rates against one and two instances behind nginx: the
  // rate where p99 passes 200 ms, and two ÷ one (BENCH_LOAD_RATES, BENCH_LOAD_SECONDS); --quick: 3 steps of 3 s.
  {
    flag: 'load-test',
    title: 'Load test, one and two instances',
    file: 'load-test.bench.ts',
    hasQuick: true,
  },
  // Secret-share accuracy: median and p95 relative error of COUNT and SUM from the real noise, for lists
  // of 100, 1,000 and 10,000 at the default cost (goal at 1,000: COUNT ≤ 1 %, SUM ≤ 5 %; BENCH_PRIVACY_RUNS).
  { flag: 'privacy', title: 'Secret-share query accuracy', file: 'privacy-accuracy.bench.ts' },
]

function runBenchStep({ title, file, hasQuick = false, forwards = {} }) {
  console.log(`\n${title} (apps/server/bench/${file}):`)
  const quick = hasQuick && process.argv.includes('--quick') ? ['--quick'] : []
  // `--search-baseline=<dir>` reaches the step as its own `--baseline=<dir>`.
  const forwarded = Object.entries(forwards).flatMap(([flag, as]) =>
    process.argv
      .filter((argument) => argument.startsWith(`--${flag}=`))
      .map((argument) => `--${as}=${argument.slice(flag.length + 3)}`),
  )
  return new Promise((resolve) => {
    // tsx on this script's own Node, which tsx hands on to the process it starts.
    const tsx = join(root, 'node_modules/tsx/dist/cli.mjs')
    const child = spawn(process.execPath, [tsx, `apps/server/bench/${file}`, ...quick, ...forwarded], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_FIGURES_FILE: figuresFile },
    })
    child.on('exit', (code) => {
      if (code !== 0) process.exitCode = 1
      resolve()
    })
  })
}

await main()
