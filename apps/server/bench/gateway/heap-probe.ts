/**
 * Bytes allocated per gateway call alone, without the whole gateway benchmark's five targets: the
 * upstream in its own process, Lumbung on each database with the heap meter (heap-meter.mjs), a warm-up,
 * then calls at a fixed rate (fixed-rate.ts) and the meter read before and after. Bytes per call do not
 * depend on the machine's load the way timings do, so this is the figure to compare when cutting
 * allocation; compare at the same rate, since a busier loop shares its timers and writes among more calls.
 *
 *   npx tsx apps/server/bench/gateway/heap-probe.ts [--only=pglite|postgres] [--bare]
 *   BENCH_PROBE_SECONDS (5), BENCH_PROBE_RATE (1000), BENCH_PROBE_ROUNDS (2), BENCH_PROBE_NODE_ARGS,
 *   BENCH_START_TIMEOUT_MS (90,000: the first start seeds the demo data, slow on a busy machine).
 */
import { join } from 'node:path'
import { fixedRate } from './fixed-rate'
import { heapMeter, type HeapMeter } from './heap-meter'
import { buildIfStale, nikPhoneBody, repositoryRoot, startLumbung, type DatabaseKind } from './lumbung'
import { freePort, startProcess } from './processes'
import { fixed, whole } from './report'

const seconds = Number(process.env.BENCH_PROBE_SECONDS ?? 5)
const rate = Number(process.env.BENCH_PROBE_RATE ?? 1000)
const rounds = Number(process.env.BENCH_PROBE_ROUNDS ?? 2)
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length)
// More Node options for the servers, such as `--trace-gc`.
const extraNodeArguments = process.env.BENCH_PROBE_NODE_ARGS?.split(' ').filter(Boolean) ?? []
const benchFolder = join(repositoryRoot, 'apps/server/bench/gateway')

const tsx = (file: string, args: string[], port: number, meter?: HeapMeter) =>
  startProcess(
    process.execPath,
    ['--import', 'tsx', ...(meter?.nodeArguments ?? []), join(benchFolder, file), ...args],
    { port, cwd: join(repositoryRoot, 'apps/server'), env: meter?.env ?? {} },
  )

async function measure(
  name: string,
  url: string,
  path: string,
  headers: Record<string, string>,
  meter: HeapMeter,
) {
  const call = (durationSeconds: number, warmupSeconds: number) =>
    fixedRate({
      url,
      path,
      method: 'POST',
      body: nikPhoneBody,
      headers: { 'content-type': 'application/json', ...headers },
      ratePerSecond: rate,
      durationSeconds,
      warmupSeconds,
    })
  await call(2, 0)
  for (let round = 1; round <= rounds; round += 1) {
    const before = await meter.allocatedBytes()
    const result = await call(seconds, 0)
    const bytes = (await meter.allocatedBytes()) - before
    console.log(
      `${name} round ${round}: ${whole(bytes / result.sent)} bytes/call over ${whole(result.sent)} calls at ${rate}/s` +
        ` (p50 ${fixed(result.p50Ms, 2)} ms, p99 ${fixed(result.p99Ms, 2)} ms, ${result.failures} failed)`,
    )
  }
}

async function main() {
  buildIfStale()
  const upstreamPort = await freePort()
  const upstream = await tsx('upstream-process.ts', [String(upstreamPort)], upstreamPort)
  try {
    if (process.argv.includes('--bare')) {
      const port = await freePort()
      const meter = await heapMeter()
      const bare = await tsx('bare-proxy.ts', [String(port), upstream.url], port, meter)
      try {
        await measure('Bare Fastify + undici', bare.url, '/identity/nik-phone-match', {}, meter)
      } finally {
        await bare.stop()
      }
    }
    const databases = (['pglite', 'postgres'] as DatabaseKind[]).filter(
      (database) => !only || only === database,
    )
    for (const database of databases) {
      const meter = await heapMeter()
      const lumbung = await startLumbung({
        database,
        upstreamUrl: upstream.url,
        env: meter.env,
        nodeArguments: [...meter.nodeArguments, ...extraNodeArguments],
        isMeteringConfirmed: false,
      })
      try {
        await measure(
          `Lumbung (${database})`,
          lumbung.url,
          lumbung.gatewayPath(),
          { 'x-api-key': lumbung.apiKey },
          meter,
        )
      } finally {
        await lumbung.close()
      }
    }
  } finally {
    await upstream.stop()
  }
}

await main()
