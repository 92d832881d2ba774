import { execFileSync, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { median, recordFigure } from '../figures'
import { cpuSeconds } from '../gateway/cpu'
import { fixedRate } from '../gateway/fixed-rate'
import { nikPhoneBody, repositoryRoot, signIn, startLumbung, type Lumbung } from '../gateway/lumbung'
import { freePort, sleep, startProcess, type RunningProcess } from '../gateway/processes'

/**
 * The gate's figures on the built server (PGlite): the gateway's CPU per call ÷ a bare Fastify +
 * undici proxy's to the same upstream, both loaded at once at the same fixed rate; the CPU a cold
 * start takes ÷ what `node -e` takes; idle memory ÷ a bare Node process's. CPU time, unlike wall time,
 * hardly moves when other work shares the cores; the wall-clock start is shown beside them, not judged
 * (throughput is `npm run bench`'s). Each figure is the median of its rounds (or of three starts).
 */
const rounds = Number(process.env.BENCH_GATE_ROUNDS ?? 5) + 2
const loadSeconds = 3
const warmupRounds = 2
const ratePerSecond = 250
const coldStarts = 3
const benchFolder = join(repositoryRoot, 'apps/server/bench/gateway')
const upstreamPath = '/identity/nik-phone-match'

const tsx = (file: string, args: string[], port: number) =>
  startProcess(process.execPath, ['--import', 'tsx', join(benchFolder, file), ...args], {
    port,
    cwd: join(repositoryRoot, 'apps/server'),
  })

const residentMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

/**
 * CPU seconds of a running process's threads so far, to the nanosecond
 * (/proc/<pid>/task/<thread>/schedstat): /proc/<pid>/stat counts in 10 ms ticks, and the bare proxy
 * spends only some ten of them in a round.
 */
function threadCpuSeconds(pid: number): number {
  let nanoseconds = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // The thread ended meanwhile.
    }
  }
  return nanoseconds / 1e9
}

const rounded = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ')

interface LoadTarget {
  url: string
  path: string
  headers: Record<string, string>
  pid: number
}

async function gateway(lumbung: Lumbung, bare: RunningProcess) {
  const targets: LoadTarget[] = [
    {
      url: bare.url,
      path: upstreamPath,
      headers: { 'content-type': 'application/json' },
      pid: bare.child.pid!,
    },
    {
      url: lumbung.url,
      path: lumbung.gatewayPath(),
      headers: { 'content-type': 'application/json', 'x-api-key': lumbung.apiKey },
      pid: lumbung.server().child.pid!,
    },
  ]
  // Both at once, at the same fixed rate, well below what either answers on a busy machine: whatever
  // else the machine does in a round falls on both alike, and CPU per call (which depends on how many
  // calls share an event-loop turn) is taken under the same load.
  const load = (target: LoadTarget) =>
    fixedRate({
      url: target.url,
      path: target.path,
      method: 'POST',
      body: nikPhoneBody,
      headers: target.headers,
      ratePerSecond,
      durationSeconds: loadSeconds,
      warmupSeconds: 0,
    })
  const ratios: number[] = []
  // The first rounds warm the JIT, the pools and the gateway's caches, and are not counted.
  for (let round = -warmupRounds; round < rounds; round += 1) {
    const cpuBefore = targets.map((target) => threadCpuSeconds(target.pid))
    const results = await Promise.all(targets.map(load))
    // The ledger writes what the calls left within 200 ms: part of what they cost.
    await sleep(400)
    const perCall = targets.map((target, index) => {
      const result = results[index]!
      if (result.failures > 0) throw new Error(`${target.url}${target.path}: ${result.failures} calls failed`)
      return (threadCpuSeconds(target.pid) - cpuBefore[index]!) / result.sent
    })
    if (round >= 0) ratios.push(perCall[1]! / perCall[0]!)
  }
  recordFigure({
    name: "gateway: CPU per call ÷ bare proxy's",
    value: median(ratios),
    unit: 'ratio',
    better: 'lower',
    note: `rounds ${rounded(ratios)}`,
  })
}

/** `node -e` started and ended: its wall milliseconds and the CPU microseconds it reports having used. */
function nodeStart() {
  const startedAt = performance.now()
  const printed = execFileSync(process.execPath, [
    '-e',
    'const usage = process.cpuUsage(); process.stdout.write(String(usage.user + usage.system))',
  ])
  return { wallMs: performance.now() - startedAt, cpuSeconds: Number(printed.toString()) / 1e6 }
}

async function coldStart(lumbung: Lumbung) {
  const cpuRatios: number[] = []
  const wallRatios: number[] = []
  for (let run = 0; run < coldStarts; run += 1) {
    await lumbung.stop()
    const before = nodeStart()
    const startedAt = performance.now()
    await lumbung.start()
    const wallMs = performance.now() - startedAt
    const cpu = cpuSeconds(lumbung.server().child.pid!)
    const after = nodeStart()
    cpuRatios.push(cpu / ((before.cpuSeconds + after.cpuSeconds) / 2))
    wallRatios.push(wallMs / ((before.wallMs + after.wallMs) / 2))
  }
  recordFigure({
    name: 'cold start: server CPU to healthy ÷ node -e CPU',
    value: median(cpuRatios),
    unit: 'ratio',
    better: 'lower',
    note: `runs ${rounded(cpuRatios)}`,
  })
  recordFigure({
    name: 'cold start: server to healthy ÷ node -e (wall clock)',
    value: median(wallRatios),
    unit: 'ratio',
    better: 'lower',
    note: `runs ${rounded(wallRatios)}`,
    isShownOnly: true,
  })
}

/** A bare Node process's resident memory, idle. */
async function bareNodeMb() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  await sleep(1000)
  const mb = residentMb(child.pid!)
  child.kill('SIGKILL')
  return mb
}

async function idleMemory(lumbung: Lumbung) {
  // What bench.mjs does before it reads the idle figure: a sign-in and a signed-in call.
  const token = await signIn(lumbung.url)
  await fetch(`${lumbung.url}/api/auth/user/information`, { headers: { authorization: `Bearer ${token}` } })
  await sleep(1500)
  const serverMb = residentMb(lumbung.server().child.pid!)
  const nodeMb = await bareNodeMb()
  recordFigure({
    name: 'idle memory: server RSS ÷ bare node RSS',
    value: serverMb / nodeMb,
    unit: 'ratio',
    better: 'lower',
    note: `${serverMb.toFixed(0)} MB ÷ ${nodeMb.toFixed(0)} MB`,
  })
}

export interface GateServers {
  upstream: RunningProcess
  bare: RunningProcess
  lumbung: Lumbung
  close(): Promise<void>
}

/**
 * The upstream, the bare proxy and the built server on a freshly seeded PGlite folder, then the cold
 * start and idle memory figures on it (CPU and memory, which other work running meanwhile hardly moves).
 */
export async function startGateServers(): Promise<GateServers> {
  const upstreamPort = await freePort()
  const upstream = await tsx('upstream-process.ts', [String(upstreamPort)], upstreamPort)
  const barePort = await freePort()
  const [bareStarted, lumbungStarted] = await Promise.allSettled([
    tsx('bare-proxy.ts', [String(barePort), upstream.url], barePort),
    startLumbung({ database: 'pglite', upstreamUrl: upstream.url, isMeteringConfirmed: false }),
  ])
  if (bareStarted.status === 'rejected' || lumbungStarted.status === 'rejected') {
    if (bareStarted.status === 'fulfilled') await bareStarted.value.stop()
    if (lumbungStarted.status === 'fulfilled') await lumbungStarted.value.close()
    await upstream.stop()
    throw bareStarted.status === 'rejected'
      ? bareStarted.reason
      : (lumbungStarted as PromiseRejectedResult).reason
  }
  const bare = bareStarted.value
  const lumbung = lumbungStarted.value
  const close = async () => {
    await lumbung.close()
    await Promise.all([bare.stop(), upstream.stop()])
  }
  try {
    await coldStart(lumbung)
    await idleMemory(lumbung)
  } catch (error) {
    await close()
    throw error
  }
  return { upstream, bare, lumbung, close }
}

/** The gateway's figures, with nothing else of the gate running. */
export async function measureGatewayRatios({ lumbung, bare }: GateServers) {
  await gateway(lumbung, bare)
}
