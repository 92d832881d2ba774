/**
 * Gateway throughput and latency, in one run on this machine, against a local upstream (its own
 * process): direct to the upstream, nginx as a plain reverse proxy, the bare Fastify + undici proxy
 * (gateway/bare-proxy.ts), and the Lumbung gateway with every check and the usage ledger on, on PGlite
 * and on PostgreSQL. Every target gets the same call: the NIK–Phone Match API's POST with its JSON body.
 *
 * The machine is shared, so the targets are measured in turns, round after round, and a burst of
 * other work falls on all of them alike: at maximum (wrk, one thread, 50 connections; autocannon
 * without wrk) the median of the rounds, and at a fixed rate (gateway/fixed-rate.ts, open loop,
 * microsecond timing) every round's calls pooled. CPU per call is the target's own processes' time
 * (nginx's workers included; not the upstream's, nor PostgreSQL's). Bytes per call is what the
 * process's JavaScript heap allocated during the same turns (gateway/heap-meter.mjs, in the Node
 * processes: the bare proxy and Lumbung), divided by the calls.
 * Goals: Lumbung ≥ 85 % of the bare proxy's throughput and ≥ 50 % of nginx's; p99 added over direct at
 * 1,000 req/s ≤ 2 ms on PostgreSQL and ≤ 3 ms on PGlite; ≤ 15,000 bytes allocated per call.
 *
 *   npx tsx apps/server/bench/gateway.bench.ts [--only=pglite|postgres]
 *   BENCH_GATEWAY_SECONDS (5) per turn, BENCH_GATEWAY_ROUNDS (3), BENCH_GATEWAY_RATE (1000).
 */
import { join } from 'node:path'
import { percentileOfSorted, recordFigure } from './figures'
import { cpuSeconds } from './gateway/cpu'
import { fixedRate } from './gateway/fixed-rate'
import { heapMeter, type HeapMeter } from './gateway/heap-meter'
import { load, type LoadResult } from './gateway/load'
import { buildIfStale, nikPhoneBody, repositoryRoot, startLumbung, type Lumbung } from './gateway/lumbung'
import { startNginx } from './gateway/nginx'
import { freePort, sleep, startProcess } from './gateway/processes'
import { fixed, percent, printGoals, printTable, whole, type GoalRow } from './gateway/report'
import { hasWrk, wrkLoad } from './gateway/wrk'

const seconds = Number(process.env.BENCH_GATEWAY_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_GATEWAY_ROUNDS ?? 3)
const rate = Number(process.env.BENCH_GATEWAY_RATE ?? 1000)
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length)
const benchFolder = join(repositoryRoot, 'apps/server/bench/gateway')
const upstreamPath = '/identity/nik-phone-match'
const maxBytesPerCall = 15_000

interface Target {
  name: string
  baseUrl: string
  path: string
  headers: Record<string, string>
  pid: () => number | undefined
  meter: HeapMeter | undefined
  maxRuns: LoadResult[]
  cpuMicrosPerCall: number[]
  bytesPerCall: number[]
  latencies: number[]
  sent: number
  failures: number
}

const tsx = (file: string, args: string[], port: number, meter?: HeapMeter) =>
  startProcess(
    process.execPath,
    ['--import', 'tsx', ...(meter?.nodeArguments ?? []), join(benchFolder, file), ...args],
    { port, cwd: join(repositoryRoot, 'apps/server'), env: meter?.env ?? {} },
  )

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

function targetOf(
  name: string,
  baseUrl: string,
  path: string,
  pid: () => number | undefined,
  { key, meter }: { key?: string; meter?: HeapMeter } = {},
): Target {
  return {
    name,
    baseUrl,
    path,
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    pid,
    meter,
    maxRuns: [],
    cpuMicrosPerCall: [],
    bytesPerCall: [],
    latencies: [],
    sent: 0,
    failures: 0,
  }
}

async function atMaximum(target: Target, durationSeconds: number, isWrk: boolean, isCounted = true) {
  const options = {
    url: `${target.baseUrl}${target.path}`,
    method: 'POST',
    body: nikPhoneBody,
    headers: target.headers,
    durationSeconds,
  }
  const pid = target.pid()
  const cpuBefore = pid ? cpuSeconds(pid) : 0
  const allocatedBefore = (await target.meter?.allocatedBytes()) ?? Number.NaN
  const result = isWrk ? await wrkLoad(options) : await load(options)
  if (!isCounted) return
  target.maxRuns.push(result)
  const calls = result.requestsPerSecond * durationSeconds
  if (pid) target.cpuMicrosPerCall.push(((cpuSeconds(pid) - cpuBefore) * 1e6) / calls)
  if (target.meter)
    target.bytesPerCall.push(((await target.meter.allocatedBytes()) - allocatedBefore) / calls)
}

async function atFixedRate(target: Target) {
  const result = await fixedRate({
    url: target.baseUrl,
    path: target.path,
    method: 'POST',
    body: nikPhoneBody,
    headers: target.headers,
    ratePerSecond: rate,
    durationSeconds: seconds,
    warmupSeconds: 1,
  })
  target.latencies.push(...result.latencies)
  target.sent += result.sent
  target.failures += result.failures
}

async function main() {
  buildIfStale()
  const isWrk = await hasWrk()
  console.log(
    `${rounds} rounds; in each, every target in turn for ${seconds} s at maximum (${isWrk ? 'wrk, 1 thread' : 'autocannon'}, 50 connections), then at ${rate} req/s.`,
  )
  const upstreamPort = await freePort()
  const upstream = await tsx('upstream-process.ts', [String(upstreamPort)], upstreamPort)
  const nginxPort = await freePort()
  const nginx = await startNginx(nginxPort, upstream.url)
  const barePort = await freePort()
  const bareMeter = await heapMeter()
  const bare = await tsx('bare-proxy.ts', [String(barePort), upstream.url], barePort, bareMeter)
  const lumbungs: Lumbung[] = []
  try {
    const started = performance.now()
    const databases = (['pglite', 'postgres'] as const).filter((database) => !only || only === database)
    const meters = new Map<Lumbung['database'], HeapMeter>()
    for (const database of databases) meters.set(database, await heapMeter())
    lumbungs.push(
      ...(await Promise.all(
        databases.map((database) => {
          const meter = meters.get(database)!
          return startLumbung({
            database,
            upstreamUrl: upstream.url,
            env: meter.env,
            nodeArguments: meter.nodeArguments,
          })
        }),
      )),
    )
    console.log(
      `Lumbung ready on ${databases.join(' and ')} in ${fixed((performance.now() - started) / 1000)} s`,
    )
    const targets: Target[] = [
      targetOf('Direct to the upstream', upstream.url, upstreamPath, () => upstream.child.pid),
      targetOf('nginx reverse proxy', nginx.url, upstreamPath, () => nginx.pid),
      targetOf('Bare Fastify + undici', bare.url, upstreamPath, () => bare.child.pid, { meter: bareMeter }),
      ...lumbungs.map((lumbung) =>
        targetOf(
          `Lumbung gateway (${lumbung.database === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
          lumbung.url,
          lumbung.gatewayPath(),
          () => lumbung.server().child.pid,
          { key: lumbung.apiKey, meter: meters.get(lumbung.database) },
        ),
      ),
    ]
    // Warms the JIT, the pools and the gateway's caches; not counted.
    for (const target of targets) await atMaximum(target, 2, isWrk, false)
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        await atMaximum(target, seconds, isWrk)
        // The ledger writes what the load left; the next target should not pay for it.
        await sleep(500)
      }
      for (const target of targets) await atFixedRate(target)
      console.log(
        `  round ${round}: ${targets.map((target) => whole(target.maxRuns.at(-1)!.requestsPerSecond)).join(' / ')} req/s`,
      )
    }
    report(targets)
  } finally {
    await Promise.all(lumbungs.map((lumbung) => lumbung.close()))
    await bare.stop()
    await nginx.stop()
    await upstream.stop()
  }
}

function report(targets: Target[]) {
  const [direct, nginx, bare, ...lumbungs] = targets as [Target, Target, Target, ...Target[]]
  const maxOf = (target: Target) => median(target.maxRuns.map((run) => run.requestsPerSecond))
  for (const target of targets) target.latencies.sort((a, b) => a - b)
  const p99Of = (target: Target) => percentileOfSorted(target.latencies, 0.99)
  console.log('')
  printTable([
    [
      'Target',
      'Max req/s',
      'p50 ms',
      'p99 ms',
      'CPU µs/call',
      'bytes/call',
      `@${rate}/s p50 ms`,
      'p99 ms',
      'p99 added',
      'failed',
    ],
    ...targets.map((target) => [
      target.name,
      whole(maxOf(target)),
      fixed(median(target.maxRuns.map((run) => run.p50Ms)), 2),
      fixed(median(target.maxRuns.map((run) => run.p99Ms)), 2),
      whole(median(target.cpuMicrosPerCall)),
      target.meter ? whole(median(target.bytesPerCall)) : '—',
      fixed(percentileOfSorted(target.latencies, 0.5), 2),
      fixed(p99Of(target), 2),
      target === direct ? '—' : fixed(p99Of(target) - p99Of(direct), 2),
      whole(target.failures + target.maxRuns.reduce((sum, run) => sum + run.non2xx + run.errors, 0)),
    ]),
  ])
  const goals: GoalRow[] = []
  for (const lumbung of lumbungs) {
    const ofBare = maxOf(lumbung) / maxOf(bare)
    const ofNginx = maxOf(lumbung) / maxOf(nginx)
    const added = p99Of(lumbung) - p99Of(direct)
    const database = lumbung.name.includes('PGlite') ? 'PGlite' : 'PostgreSQL'
    const maxAddedMs = database === 'PGlite' ? 3 : 2
    const bytesPerCall = median(lumbung.bytesPerCall)
    recordFigure({
      name: `gateway: req/s ÷ bare proxy req/s (${database})`,
      value: ofBare,
      unit: 'ratio',
      better: 'higher',
      note: `${whole(maxOf(lumbung))} ÷ ${whole(maxOf(bare))}`,
    })
    recordFigure({
      name: `gateway: req/s ÷ nginx req/s (${database})`,
      value: ofNginx,
      unit: 'ratio',
      better: 'higher',
    })
    recordFigure({
      name: `gateway: p99 at ${rate}/s ÷ direct p99 (${database})`,
      value: p99Of(lumbung) / p99Of(direct),
      unit: 'ratio',
      better: 'lower',
      note: `${fixed(p99Of(lumbung), 2)} ms ÷ ${fixed(p99Of(direct), 2)} ms`,
    })
    recordFigure({
      name: `gateway: CPU per call ÷ bare proxy's (${database})`,
      value: median(lumbung.cpuMicrosPerCall) / median(bare.cpuMicrosPerCall),
      unit: 'ratio',
      better: 'lower',
    })
    recordFigure({
      name: `gateway: bytes allocated per call (${database})`,
      value: bytesPerCall,
      unit: 'bytes',
      better: 'lower',
    })
    const failed = lumbung.failures + lumbung.maxRuns.reduce((sum, run) => sum + run.non2xx + run.errors, 0)
    goals.push(
      {
        name: `${lumbung.name}: throughput of bare proxy`,
        measured: percent(ofBare),
        goal: '≥ 85 %',
        isMet: ofBare >= 0.85,
      },
      {
        name: `${lumbung.name}: throughput of nginx`,
        measured: percent(ofNginx),
        goal: '≥ 50 %',
        isMet: ofNginx >= 0.5,
      },
      {
        name: `${lumbung.name}: p99 added at ${rate}/s`,
        measured: `${fixed(added, 2)} ms`,
        goal: `≤ ${maxAddedMs} ms`,
        isMet: added <= maxAddedMs,
      },
      {
        name: `${lumbung.name}: bytes allocated per call`,
        measured: whole(bytesPerCall),
        goal: `≤ ${whole(maxBytesPerCall)}`,
        isMet: bytesPerCall <= maxBytesPerCall,
      },
      {
        name: `${lumbung.name}: calls not answered 200`,
        measured: whole(failed),
        goal: '0',
        isMet: failed === 0,
      },
    )
  }
  printGoals(goals)
}

await main()
