import { timingSafeEqual } from 'node:crypto'
import { createRequire } from 'node:module'
import type { FastifyInstance } from 'fastify'

// prom-client is required when metrics are switched on, not when the server loads: most runs never use it.
const require = createRequire(import.meta.url)

/** What the queue gauges read at each scrape: one row per queue and status. */
export interface QueueDepth {
  queue: string
  status: string
  count: number
  /** Seconds since the oldest job of this queue and status was due. */
  oldestSeconds: number
}

/** A pg.Pool's counters; PGlite has no pool. */
interface PoolLike {
  totalCount: number
  idleCount: number
  waitingCount: number
}

export interface MetricsOptions {
  queueDepths: () => Promise<QueueDepth[]>
  pool?: PoolLike
}

/**
 * Prometheus metrics (docs/deploy.md#metrics). A registry of the app's own, not prom-client's global
 * one, so apps built side by side in tests never share counters.
 */
export function createMetrics({ queueDepths, pool }: MetricsOptions) {
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } =
    require('prom-client') as typeof import('prom-client')
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'lumbung_' })

  const requestDuration = new Histogram({
    name: 'lumbung_http_request_duration_seconds',
    help: 'API and page requests by route template, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const usageRecords = new Counter({
    name: 'lumbung_usage_records_total',
    help: 'Metered events (gateway calls, downloads, queries, deliveries) by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'lumbung_jobs',
    help: 'Jobs in the durable queue by queue and status',
    labelNames: ['queue', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const depth of await queueDepths())
        this.set({ queue: depth.queue, status: depth.status }, depth.count)
    },
  })
  new Gauge({
    name: 'lumbung_jobs_oldest_seconds',
    help: 'Age of the oldest due job by queue and status',
    labelNames: ['queue', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const depth of await queueDepths()) {
        this.set({ queue: depth.queue, status: depth.status }, depth.oldestSeconds)
      }
    },
  })
  if (pool) {
    new Gauge({
      name: 'lumbung_database_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'open' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    })
  }

  return {
    registry,
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds)
    },
    countUsage(kind: string, outcome: string) {
      usageRecords.inc({ kind, outcome })
    },
  }
}
export type Metrics = ReturnType<typeof createMetrics>

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * `GET /metrics` and the request timing hook. With a token, a scrape must send it as a bearer token;
 * the route answers 404 to anything else, so it does not announce itself.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    // Route templates, never raw URLs: ids would make a series per resource.
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
  })
  app.route({
    method: 'GET',
    url: '/metrics',
    logLevel: 'warn',
    schema: { hide: true },
    config: { access: { kind: 'public' } },
    handler: async (request, reply) => {
      const presented = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? ''
      if (token !== undefined && !sameText(presented, token)) return reply.callNotFound()
      reply.header('content-type', metrics.registry.contentType)
      return metrics.registry.metrics()
    },
  })
}

/** The ledger, counting each record by kind and outcome as it is queued. */
export function countedLedger<Ledger extends { record(entry: { kind: string; outcome: string }): void }>(
  ledger: Ledger,
  metrics: Metrics,
): Ledger {
  return {
    ...ledger,
    record(entry: Parameters<Ledger['record']>[0]) {
      metrics.countUsage(entry.kind, entry.outcome)
      ledger.record(entry)
    },
  }
}

/** node-postgres's pool behind a drizzle database; PGlite has none. */
export function poolOf(db: unknown): PoolLike | undefined {
  const client = (db as { $client?: Partial<PoolLike> }).$client
  return typeof client?.totalCount === 'number' ? (client as PoolLike) : undefined
}
