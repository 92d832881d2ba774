/**
 * The Delta Sharing query call through HTTP on the built, seeded server (PGlite): the demo consumer's
 * profile for its purchase of the Retail Outlet Census, then `POST …/tables/{table}/query` as a
 * connector sends it, one call at a time (BENCH_DELTA_SHARING_CALLS, 300, after 30 to warm up).
 * Reports p50, p95 and p99 beside /api/health measured the same way, and the p95 as a ratio to it.
 *
 *   npx tsx apps/server/bench/delta-sharing.bench.ts
 */
import { sql } from 'drizzle-orm'
import { percentileOfSorted, recordFigure } from './figures'
import { buildIfStale, consumerOwner, signIn, startLumbung, type Lumbung } from './gateway/lumbung'
import { fixed, printTable } from './gateway/report'

const calls = Number(process.env.BENCH_DELTA_SHARING_CALLS ?? 300)
const warmUpCalls = 30
const productName = 'Retail Outlet Census Jabodetabek'

/** Milliseconds of each of `count` calls, one after another, every answer read to its end. */
async function timed(count: number, call: () => Promise<Response>): Promise<number[]> {
  const times: number[] = []
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    const response = await call()
    const body = await response.text()
    times.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`answered ${response.status}: ${body.slice(0, 300)}`)
  }
  return times.sort((first, second) => first - second)
}

/** The demo consumer's approved purchase of the outlet census (the server is stopped to read PGlite). */
async function outletPurchase(lumbung: Lumbung): Promise<string> {
  await lumbung.stop()
  const [row] = await lumbung.query<{ transaction_no: string }>(sql`
    select transaction_requests.transaction_no
    from transaction_requests join products on products.id = transaction_requests.product_id
    join tenants on tenants.id = transaction_requests.consumer_tenant_id
    where products.name = ${productName} and tenants.legal_name = 'PT Konsumen Maju'
      and transaction_requests.status = 'APPROVED'`)
  await lumbung.start()
  if (!row) throw new Error(`the demo data holds no approved purchase of ${productName}`)
  return row.transaction_no
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text()
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

buildIfStale()
const lumbung = await startLumbung({ database: 'pglite', isMeteringConfirmed: false })
try {
  const transactionNo = await outletPurchase(lumbung)
  const token = await signIn(lumbung.url)
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  await json(
    await fetch(`${lumbung.url}/api/auth/fresh-login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ password: consumerOwner.password }),
    }),
  )
  const profile = (
    await json<{ data: { bearerToken: string } }>(
      await fetch(
        `${lumbung.url}/api/transaction/consumer/purchased/delta-sharing-profile/${transactionNo}`,
        {
          method: 'POST',
          headers: { authorization: headers.authorization },
        },
      ),
    )
  ).data
  const sharing = `${lumbung.url}/delta-sharing`
  const bearer = { authorization: `Bearer ${profile.bearerToken}` }
  const { items: shares } = await json<{ items: { name: string }[] }>(
    await fetch(`${sharing}/shares`, { headers: bearer }),
  )
  const share = shares[0]!.name
  const { items: tables } = await json<{ items: { name: string; schema: string }[] }>(
    await fetch(`${sharing}/shares/${encodeURIComponent(share)}/all-tables`, { headers: bearer }),
  )
  const table = tables[0]
  if (!table) throw new Error('the demo consumer share lists no table')
  const queryUrl = [share, table.schema, table.name].map(encodeURIComponent)
  const url = `${sharing}/shares/${queryUrl[0]}/schemas/${queryUrl[1]}/tables/${queryUrl[2]}/query`
  const query = () =>
    fetch(url, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ predicateHints: [], limitHint: 1000 }),
    })
  const health = () => fetch(`${lumbung.url}/api/health`)

  await timed(warmUpCalls, query)
  await timed(warmUpCalls, health)
  const queried = await timed(calls, query)
  const healthy = await timed(calls, health)
  const ratio = percentileOfSorted(queried, 0.95) / percentileOfSorted(healthy, 0.95)

  console.log(`\n${calls} calls each, one at a time, on PGlite (table ${table.schema}.${table.name}):`)
  printTable([
    ['Call', 'p50 ms', 'p95 ms', 'p99 ms'],
    ...[
      ['Delta Sharing query (POST …/query)', queried],
      ['/api/health', healthy],
    ].map(([name, times]) => [
      name as string,
      ...[0.5, 0.95, 0.99].map((share) => fixed(percentileOfSorted(times as number[], share))),
    ]),
  ])
  console.log(`  query p95 ÷ health p95: ${fixed(ratio, 2)}`)
  recordFigure({
    name: 'delta sharing: query p95 ÷ health p95',
    value: ratio,
    unit: 'ratio',
    better: 'lower',
    note: `${fixed(percentileOfSorted(queried, 0.95))} ms ÷ ${fixed(percentileOfSorted(healthy, 0.95))} ms`,
    isShownOnly: true,
  })
} finally {
  await lumbung.close()
}
