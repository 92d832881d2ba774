/**
 * Load test: the demo journeys as one mix (marketplace browse, search and product pages, signed-in
 * reads, the request screens, gateway calls with the consumer's key) at rising fixed rates, against one
 * server instance and then two behind nginx, each time on a fresh PostgreSQL with the demo data (the
 * multi-instance fixtures: the server bundled once, s3rver, nginx round robin). A step runs until p99
 * passes 200 ms or more than 1 % of the requests fail; the knee is the highest rate that kept p99 within
 * 200 ms. Every process shares the machine's cores, so two instances can only gain what the cores
 * left idle by one give them: the ratio is bounded by the machine, not by the design.
 *
 *   npx tsx apps/server/bench/load-test.bench.ts [--quick]
 *
 * BENCH_LOAD_RATES (comma-separated req/s) and BENCH_LOAD_SECONDS (per step) change the run; the requests
 * of a step are spread evenly and sent open loop (load/mix.ts). See docs/decisions/0054-several-instances.md.
 */
import { availableParallelism } from 'node:os'
import { sql, type SQL } from 'drizzle-orm'
import { gatewayProductPath } from '@lumbung/contract'
import { demoUpstreamPath } from '../src/lib/outbound-http'
import { demoPassword } from '../src/seed'
import { startCluster, type Cluster } from '../test/multi-instance/cluster'
import { recordFigure } from './figures'
import { gatewayKey, nikPhoneBody, nikPhonePurchase, signIn } from './gateway/lumbung'
import { sleep } from './gateway/processes'
import { fixed, percent, printTable, whole } from './gateway/report'
import { cpuSecondsByRole, roles, type Role } from './load/cpu-by-role'
import { runMixStep, type Journey, type MixStep } from './load/mix'

const isQuick = process.argv.includes('--quick')
const rates = (process.env.BENCH_LOAD_RATES ?? (isQuick ? '100,400,800' : '100,200,400,800,1200,1600'))
  .split(',')
  .map(Number)
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? (isQuick ? 3 : 8))
const limits = { p99Ms: 200, errorShare: 0.01 }
const searchTerms = ['weather', 'nik phone', 'jakarta', 'rice prices', 'retail outlets']

type Row = Record<string, unknown>

async function getJson(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers })
  const text = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`)
  return JSON.parse(text) as { data: Row }
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

/**
 * The mix, as the demo's people use the marketplace: mostly browsing and searching, then product pages,
 * the consumer's own screens, the provider's request screen, and integrations calling the gateway.
 */
async function prepareMix(cluster: Cluster): Promise<Journey[]> {
  // The demo API setting (and any dataset with an address of its own) calls the server's own demo
  // upstream; here it is reached through nginx like the rest.
  for (const table of [sql`api_settings`, sql`datasets`])
    await cluster.db.execute(sql`update ${table} set base_url = ${cluster.url + demoUpstreamPath}
      where base_url like ${`%${demoUpstreamPath}`}`)
  const query = async <Result>(statement: SQL) =>
    ((await cluster.db.execute(statement)) as unknown as { rows: Result[] }).rows
  const purchase = await nikPhonePurchase(query)
  const apiKey = await gatewayKey(cluster.url, await signIn(cluster.url))
  const bearerOf = async (email: string) => ({
    authorization: `Bearer ${await signIn(cluster.url, { email, password: demoPassword })}`,
  })
  const consumer = await bearerOf('admin@consumer.test')
  const provider = await bearerOf('admin@provider.test')
  const marketplace = '/api/data/consumer/marketplace'
  const listed = await getJson(`${cluster.url}${marketplace}/list?limit=20`, consumer)
  const productIds = (listed.data.data as { id: string }[]).slice(0, 6).map((product) => product.id)
  if (productIds.length === 0) throw new Error('the marketplace lists no demo product')
  const period = `from=${isoDay(30)}&to=${isoDay(0)}`
  const get = (path: string, headers: Record<string, string>) => ({ method: 'GET' as const, path, headers })
  const journeys: Journey[] = [
    { name: 'marketplace list', weight: 20, requests: [get(`${marketplace}/list`, consumer)] },
    {
      name: 'marketplace search',
      weight: 15,
      requests: searchTerms.map((term) =>
        get(`${marketplace}/list?search=${encodeURIComponent(term)}`, consumer),
      ),
    },
    {
      name: 'product page',
      weight: 15,
      requests: productIds.map((id) => get(`${marketplace}/detail/${id}`, consumer)),
    },
    {
      name: 'purchased data',
      weight: 8,
      requests: [get('/api/transaction/consumer/purchased/list', consumer)],
    },
    {
      name: 'dashboard numbers',
      weight: 7,
      requests: [get(`/api/dashboard/charts/number-summary?user_type=consumer&${period}`, consumer)],
    },
    {
      name: 'my requests',
      weight: 8,
      requests: [get('/api/transaction/consumer/request/list', consumer)],
    },
    {
      name: 'request summary',
      weight: 7,
      requests: [
        get(
          `/api/transaction/provider/request/summary?date_from=${isoDay(30)}&date_to=${isoDay(0)}`,
          provider,
        ),
      ],
    },
    {
      name: 'gateway call',
      weight: 20,
      requests: [
        {
          method: 'POST',
          path: gatewayProductPath(purchase.product_id),
          headers: { 'x-api-key': apiKey },
          body: nikPhoneBody,
        },
      ],
    },
  ]
  // Every request answers 2xx once before it is measured: a refusal would count as a fast answer.
  for (const journey of journeys) {
    for (const request of journey.requests) {
      const response = await fetch(`${cluster.url}${request.path}`, {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { body: request.body }),
      })
      const text = await response.text()
      if (!response.ok)
        throw new Error(`${journey.name}: ${request.path} answered ${response.status}: ${text}`)
    }
  }
  return journeys
}

interface StepRow extends MixStep {
  instances: number
  /** CPU milliseconds each role spent per request sent in the step. */
  cpuMsPerRequest: Record<Role, number>
}

const isWithinLimits = (step: MixStep) => step.p99Ms <= limits.p99Ms && step.errorShare <= limits.errorShare

/** The rising steps against `count` instances, until a step passes a limit. */
async function measure(count: number): Promise<StepRow[]> {
  const names = ['a', 'b', 'c', 'd'].slice(0, count)
  const started = performance.now()
  const cluster = await startCluster(names, {
    NODE_ENV: 'production',
    // A load test measures capacity, not the per-key limit that would refuse most gateway calls.
    LUMBUNG_GATEWAY_RATE_PER_SECOND: '1000000',
    LUMBUNG_GATEWAY_RATE_BURST: '1000000',
    // Likewise the API's limit per session: the mix sends a thousand requests a second from the two
    // demo sessions, which no person does (docs/decisions/0062-exact-gateway-paths.md).
    LUMBUNG_API_RATE_BURST: '1000000',
    LUMBUNG_API_RATE_SUSTAINED: '1000000',
  })
  try {
    const journeys = await prepareMix(cluster)
    console.log(
      `\n${count} instance${count === 1 ? '' : 's'} ready in ${fixed((performance.now() - started) / 1000)} s`,
    )
    // A short run first, so the first step does not pay for the instances' cold caches and JIT.
    await runMixStep({ url: cluster.url, journeys, rate: rates[0]!, seconds: 2 })
    const steps: StepRow[] = []
    for (const rate of rates) {
      const cpuBefore = cpuSecondsByRole()
      const step = await runMixStep({ url: cluster.url, journeys, rate, seconds })
      const cpuAfter = cpuSecondsByRole()
      const cpuMsPerRequest = Object.fromEntries(
        roles.map((role) => [role, ((cpuAfter[role] - cpuBefore[role]) * 1000) / Math.max(1, step.sent)]),
      ) as Record<Role, number>
      steps.push({ ...step, instances: count, cpuMsPerRequest })
      const slowest = [...step.journeys].sort((first, second) => second.p99Ms - first.p99Ms)[0]!
      console.log(
        `  ${whole(rate)} req/s offered: ${whole(step.achievedRate)} answered, p50 ${fixed(step.p50Ms)} ms, ` +
          `p99 ${fixed(step.p99Ms)} ms (slowest: ${slowest.name} ${fixed(slowest.p99Ms)} ms), ` +
          `errors ${percent(step.errorShare)}; CPU ms a request: server ${fixed(cpuMsPerRequest.server, 2)}, ` +
          `PostgreSQL ${fixed(cpuMsPerRequest.postgres, 2)}, nginx ${fixed(cpuMsPerRequest.nginx, 2)}, ` +
          `generator ${fixed(cpuMsPerRequest.generator, 2)}; latest send ${fixed(step.maxSendLagMs)} ms late`,
      )
      if (!isWithinLimits(step)) break
      // The queues of one step drain before the next begins.
      await sleep(2000)
    }
    return steps
  } finally {
    await cluster.stop()
  }
}

/** The highest offered rate within the limits, or 0 when even the first step passed one. */
const kneeOf = (steps: StepRow[]) =>
  Math.max(0, ...steps.filter(isWithinLimits).map((step) => step.offeredRate))

async function main() {
  console.log(
    `Load test: the demo mix at ${rates.join(', ')} req/s, ${seconds} s a step, open loop; ` +
      'one instance, then two behind nginx',
  )
  const one = await measure(1)
  const two = await measure(2)
  console.log('')
  printTable([
    [
      'Instances',
      'Offered req/s',
      'Answered req/s',
      'p50 ms',
      'p99 ms',
      'Errors',
      'Server CPU ms/req',
      'PostgreSQL CPU ms/req',
    ],
    ...[...one, ...two].map((step) => [
      String(step.instances),
      whole(step.offeredRate),
      whole(step.achievedRate),
      fixed(step.p50Ms),
      fixed(step.p99Ms),
      `${fixed(step.errorShare * 100, 2)} %`,
      fixed(step.cpuMsPerRequest.server, 2),
      fixed(step.cpuMsPerRequest.postgres, 2),
    ]),
  ])
  const kneeOne = kneeOf(one)
  const kneeTwo = kneeOf(two)
  const lastRate = rates[rates.length - 1]!
  const above = (knee: number) => (knee === lastRate ? ' (or more: the last step stayed within)' : '')
  console.log(
    `\nKnee (highest offered rate with p99 ≤ ${limits.p99Ms} ms and errors ≤ ${percent(limits.errorShare)}):`,
  )
  console.log(`  one instance:  ${whole(kneeOne)} req/s${above(kneeOne)}`)
  console.log(`  two instances: ${whole(kneeTwo)} req/s${above(kneeTwo)}`)
  console.log(`  two ÷ one:     ${kneeOne > 0 ? fixed(kneeTwo / kneeOne, 2) : '—'}`)
  console.log(
    `Both instances, nginx, PostgreSQL and the load generator share this machine's ` +
      `${availableParallelism()} cores, so the gain from a second instance is bounded by the machine: ` +
      'on separate machines each instance would bring its own cores.',
  )
  const figure = (name: string, value: number) =>
    recordFigure({
      name,
      value,
      unit: 'req/s',
      better: 'higher',
      note: 'offered rate with p99 ≤ 200 ms',
      // An absolute rate on a shared machine: shown in the history, never failing the gate.
      isShownOnly: true,
    })
  figure('load test: knee, one instance', kneeOne)
  figure('load test: knee, two instances', kneeTwo)
}

await main()
