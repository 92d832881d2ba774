/**
 * Metering exactness under faults: 20,000 calls (BENCH_METERING_CALLS) through the Lumbung gateway on
 * PostgreSQL, mixing success, upstream 4xx and 5xx, time-outs, connection resets, client aborts and
 * slow successes, 64 at a time, with a graceful restart (SIGTERM, then a new start) in the middle while
 * calls are in flight. Every call names itself in its sub-path (`/m/<n>/…`), which the usage record
 * keeps and the upstream notes, so each call is checked on its own:
 *   - a call that reached the server has exactly one usage record, and no call has two;
 *   - a call refused with ECONNREFUSED while the server was down never reached it and has none;
 *   - billable records = the upstream's delivered 2xx, call by call.
 *
 *   npx tsx apps/server/bench/metering.bench.ts
 */
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { Pool } from 'undici'
import { countsPath, tracePath } from './gateway/bench-upstream'
import { buildIfStale, nikPhoneBody, repositoryRoot, startLumbung, type Lumbung } from './gateway/lumbung'
import { freePort, sleep, startProcess } from './gateway/processes'
import { printGoals, printTable, whole } from './gateway/report'

const totalCalls = Number(process.env.BENCH_METERING_CALLS ?? 20_000)
const concurrency = 64
const gatewayTimeoutMs = 1000
const clientAbortMs = 100

/** One in twenty of each kind, in a fixed pattern: 11 successes, 2 × 4xx, 2 × 5xx, and the rest. */
const kinds = [
  ...Array<string>(11).fill('ok'),
  'fault/client',
  'fault/client',
  'fault/server',
  'fault/server',
  'fault/hang',
  'fault/reset',
  'fault/slow:abort',
  'fault/slow:abort',
  'fault/slow',
] as const

type Seen = 'answered' | 'refused' | 'aborted' | 'dropped'
interface Call {
  subPath: string
  seen: Seen
  status?: number
  /** Why a dropped call got no answer (the client's error code). */
  error?: string
  /** The server was stopping or starting when the call was sent. */
  isDuringRestart: boolean
}

async function drive(lumbung: Lumbung): Promise<Call[]> {
  const calls: Call[] = []
  let next = 0
  let isRestarting = false
  let restart: Promise<void> | undefined
  const pool = new Pool(lumbung.url, { connections: concurrency, pipelining: 1 })

  async function one(index: number) {
    const [kind, isAborted] = kinds[index % kinds.length]!.split(':') as [string, string | undefined]
    const subPath = `/m/${index}/${kind}`
    const call: Call = { subPath, seen: 'dropped', isDuringRestart: isRestarting }
    calls.push(call)
    const controller = new AbortController()
    const timer = isAborted ? setTimeout(() => controller.abort(), clientAbortMs) : undefined
    try {
      const answer = await pool.request({
        method: 'POST',
        path: lumbung.gatewayPath(subPath),
        headers: { 'x-api-key': lumbung.apiKey, 'content-type': 'application/json' },
        body: nikPhoneBody,
        signal: controller.signal,
      })
      await answer.body.dump()
      call.seen = 'answered'
      call.status = answer.statusCode
    } catch (error) {
      const code = (error as { code?: string }).code
      call.error = code ?? (error as Error).name
      if (controller.signal.aborted) call.seen = 'aborted'
      else if (code === 'ECONNREFUSED') call.seen = 'refused'
      // Refused while down: wait a little rather than spend the calls in a burst of refusals.
      if (call.seen === 'refused') await sleep(250)
    } finally {
      clearTimeout(timer)
    }
  }

  async function worker() {
    for (let index = next++; index < totalCalls; index = next++) {
      if (index === Math.floor(totalCalls / 2)) {
        isRestarting = true
        restart = (async () => {
          await lumbung.stop()
          await lumbung.start()
          isRestarting = false
        })()
      }
      await one(index)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  await restart
  await pool.close()
  return calls
}

interface RecordRow {
  sub_path: string
  records: number
  billable: number
  outcomes: string
}

async function main() {
  buildIfStale()
  const upstreamPort = await freePort()
  const upstream = await startProcess(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repositoryRoot, 'apps/server/bench/gateway/upstream-process.ts'),
      String(upstreamPort),
    ],
    { port: upstreamPort, cwd: join(repositoryRoot, 'apps/server') },
  )
  const lumbung = await startLumbung({
    database: 'postgres',
    upstreamUrl: upstream.url,
    env: { LUMBUNG_GATEWAY_TIMEOUT_MS: String(gatewayTimeoutMs) },
  })
  try {
    const started = performance.now()
    const calls = await drive(lumbung)
    const seconds = (performance.now() - started) / 1000
    // The ledger writes within a fraction of a second; wait until the count stops moving.
    let rows: RecordRow[] = []
    for (let previous = -1; previous !== rows.length || previous === -1; await sleep(500)) {
      previous = rows.length
      rows = await lumbung.query<RecordRow>(sql`
        select sub_path, count(*)::int as records, count(*) filter (where is_billable)::int as billable,
          string_agg(outcome || ' ' || http_status, ', ') as outcomes
        from usage_records where sub_path like '/m/%' group by sub_path`)
    }
    const trace = (await (await fetch(`${upstream.url}${tracePath}`)).json()) as Record<string, string[]>
    const counts = (await (await fetch(`${upstream.url}${countsPath}`)).json()) as Record<string, number>
    report(calls, rows, trace, counts, seconds)
  } finally {
    await lumbung.close()
    await upstream.stop()
  }
}

function report(
  calls: Call[],
  rows: RecordRow[],
  trace: Record<string, string[]>,
  counts: Record<string, number>,
  seconds: number,
) {
  const recordsOf = new Map(rows.map((row) => [row.sub_path, row]))
  const traceBySubPath = new Map<string, string[]>()
  for (const [path, seen] of Object.entries(trace)) traceBySubPath.set(path.slice(path.indexOf('/m/')), seen)
  const seenUpstream = (call: Call) => traceBySubPath.get(call.subPath) ?? []
  const by = (seen: Seen) => calls.filter((call) => call.seen === seen)
  const refused = by('refused')
  const dropped = by('dropped')
  // A dropped call (the connection closed without an answer) reached the server if the upstream or
  // the ledger saw it; otherwise it is counted with the refused ones as never reaching it.
  const droppedReached = dropped.filter(
    (call) => recordsOf.has(call.subPath) || seenUpstream(call).length > 0,
  )
  const reached = calls
    .filter((call) => call.seen === 'answered' || call.seen === 'aborted')
    .concat(droppedReached)
  const withoutRecord = reached.filter((call) => !recordsOf.has(call.subPath))
  const twice = rows.filter((row) => row.records > 1)
  const recordedRefused = refused.filter((call) => recordsOf.has(call.subPath))
  const calledTwice = Object.values(trace).filter(
    (seen) => seen.filter((what) => what === 'received').length > 1,
  )
  const records = rows.reduce((sum, row) => sum + row.records, 0)
  const billable = rows.reduce((sum, row) => sum + row.billable, 0)
  const upstream2xx = Object.values(trace).filter((seen) => seen.includes('200')).length
  const billedNot2xx = rows.filter(
    (row) => row.billable > 0 && !(traceBySubPath.get(row.sub_path) ?? []).includes('200'),
  )
  const unbilled2xx = [...traceBySubPath].filter(
    ([path, seen]) => seen.includes('200') && !recordsOf.get(path)?.billable,
  )

  console.log(
    `\n${whole(calls.length)} calls in ${seconds.toFixed(1)} s, ${concurrency} at a time; restart in the middle.`,
  )
  console.log(`Upstream counts (all paths, the first confirming call included): ${JSON.stringify(counts)}`)
  const statusCounts = new Map<string, number>()
  for (const call of calls) {
    const key =
      call.seen === 'answered'
        ? `HTTP ${call.status}`
        : call.seen === 'dropped'
          ? `dropped (${call.error})`
          : call.seen
    statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1)
  }
  console.log(`What the client saw: ${[...statusCounts].map(([key, count]) => `${key} ${count}`).join(', ')}`)
  for (const call of withoutRecord.slice(0, 5))
    console.log(
      `  without a record: ${call.subPath} (${call.seen} ${call.status ?? ''}, upstream ${seenUpstream(call).join('/') || 'none'})`,
    )
  for (const row of twice.slice(0, 5)) console.log(`  recorded twice: ${row.sub_path}: ${row.outcomes}`)
  console.log('')
  printTable([
    ['Calls', 'Count'],
    ['sent', whole(calls.length)],
    ['refused while down (ECONNREFUSED, never reached)', whole(refused.length)],
    [
      'dropped without an answer, not seen by upstream or ledger',
      whole(dropped.length - droppedReached.length),
    ],
    ['reached the server', whole(reached.length)],
    ['  of which aborted by the client', whole(by('aborted').length)],
    ['  of which dropped during the restart but seen', whole(droppedReached.length)],
    ['usage records', whole(records)],
    ['billable records', whole(billable)],
    ['upstream 2xx delivered', whole(upstream2xx)],
  ])
  printGoals([
    {
      name: 'Reached calls without a record',
      measured: whole(withoutRecord.length),
      goal: '0',
      isMet: withoutRecord.length === 0,
    },
    {
      name: 'Calls with more than one record',
      measured: whole(twice.length),
      goal: '0',
      isMet: twice.length === 0,
    },
    {
      name: 'Records of refused calls',
      measured: whole(recordedRefused.length),
      goal: '0',
      isMet: recordedRefused.length === 0,
    },
    {
      name: 'Records − reached calls',
      measured: whole(records - reached.length),
      goal: '0',
      isMet: records === reached.length,
    },
    {
      name: 'Billable − upstream 2xx',
      measured: whole(billable - upstream2xx),
      goal: '0',
      isMet: billable === upstream2xx,
    },
    {
      name: 'Calls billed without a 2xx, or 2xx not billed',
      measured: whole(billedNot2xx.length + unbilled2xx.length),
      goal: '0',
      isMet: billedNot2xx.length + unbilled2xx.length === 0,
    },
    {
      name: 'Calls the upstream received twice',
      measured: whole(calledTwice.length),
      goal: '0',
      isMet: calledTwice.length === 0,
    },
  ])
}

await main()
