import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql, type SQL } from 'drizzle-orm'
import { openDatabase, type DatabaseHandle } from '../../src/db/database'
import { startPostgresCluster, type PostgresCluster } from '../../test/postgres-cluster'
import { freePort, sleep, startProcess, type RunningProcess } from './processes'

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..')
const serverMain = join(repositoryRoot, 'apps/server/dist/main.js')
const serverCli = join(repositoryRoot, 'apps/server/dist/cli.js')

export type DatabaseKind = 'pglite' | 'postgres'

/** The demo purchase the benchmarks call: the consumer's approved NIK–Phone Match API (PAY_PER_CALL). */
export const consumerOwner = { email: 'owner@consumer.test', password: 'Demo123!' }
const productName = 'NIK–Phone Match API'
/** The product's two required body fields, as a consumer sends them. */
export const nikPhoneBody = JSON.stringify({ nik: '3171012345670001', phone: '081234567890' })

export interface LumbungOptions {
  database: DatabaseKind
  /** Points the NIK–Phone dataset at this upstream; unset, it keeps the server's own demo upstream. */
  upstreamUrl?: string
  /** More server settings (LUMBUNG_GATEWAY_*, …). */
  env?: Record<string, string>
  /** Node options for the server only, such as `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArguments?: string[]
  /**
   * Off: skip the check that the first call leaves one usage record (on PGlite it costs two restarts);
   * for a run that measures speed and has the metering benchmark check the records.
   */
  isMeteringConfirmed?: boolean
}

export interface Lumbung {
  database: DatabaseKind
  url: string
  productId: string
  transactionNo: string
  /** The consumer company's gateway key. */
  apiKey: string
  /** A bearer token of the consumer's owner. */
  token: string
  gatewayPath(subPath?: string): string
  server(): RunningProcess
  start(): Promise<void>
  /** SIGTERM: a graceful stop. */
  stop(): Promise<void>
  /** SIGKILL: a crash. */
  kill(): Promise<void>
  /** Rows of a query. PostgreSQL any time; PGlite only while the server is stopped (one process only). */
  query<Row>(statement: SQL): Promise<Row[]>
  close(): Promise<void>
}

/** Builds the web app and the server when stale (`npm run bench` has done it already). */
export function buildIfStale() {
  execFileSync(process.execPath, [join(repositoryRoot, 'scripts/build.mjs')], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** A demo account's bearer token (the consumer's owner unless another account is named). */
export async function signIn(
  url: string,
  account: { email: string; password: string } = consumerOwner,
): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  const body = (await response.json()) as { data?: { access_token?: string } }
  if (!body.data?.access_token) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`)
  return body.data.access_token
}

/** The whole tenant key (a sensitive action: the password again first): shown once, then rotated. */
export async function gatewayKey(url: string, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` }
  await fetch(`${url}/api/auth/fresh-login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ password: consumerOwner.password }),
  })
  const shown = (await (await fetch(`${url}/api/auth/tenant/show-key`, { headers })).json()) as {
    data?: { key: string; is_masked: boolean }
  }
  if (shown.data && !shown.data.is_masked) return shown.data.key
  const rotated = (await (
    await fetch(`${url}/api/auth/tenant/rotate-key`, { method: 'POST', headers })
  ).json()) as { data?: { key: string } }
  if (!rotated.data) throw new Error('could not get the consumer key')
  return rotated.data.key
}

/**
 * The built Lumbung server on a fresh data folder, with the demo data, every gateway check and the
 * usage ledger on, a rate limit high enough for the load, and the NIK–Phone Match API pointed at
 * `upstreamUrl`. Answers once one gateway call has answered 200 and left its usage record.
 */
export async function startLumbung({
  database,
  upstreamUrl,
  env = {},
  nodeArguments = [],
  isMeteringConfirmed = true,
}: LumbungOptions): Promise<Lumbung> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-gateway-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let cluster: PostgresCluster | undefined
  let handle: DatabaseHandle | undefined
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '1048576',
    PORT: String(port),
    HOST: '127.0.0.1',
    LUMBUNG_DATA_DIR: dataDir,
    // Request logging off, as nginx's access log and the bare proxy's logger are.
    LOG_LEVEL: 'warn',
    LUMBUNG_ALLOW_PRIVATE_URLS: 'true',
    LUMBUNG_ALLOW_LOCAL_STORAGE: 'on',
    LUMBUNG_DEMO_UPSTREAM: 'on',
    LUMBUNG_DEV_MAILBOX: 'on',
    LUMBUNG_GATEWAY_RATE_PER_SECOND: '1000000',
    LUMBUNG_GATEWAY_RATE_BURST: '1000000',
    ...env,
  }
  if (database === 'postgres') {
    cluster = await startPostgresCluster()
    Object.assign(serverEnv, {
      DATABASE_URL: cluster.url,
      LUMBUNG_JWT_SECRET: randomBytes(32).toString('hex'),
      LUMBUNG_MASTER_KEY: randomBytes(32).toString('base64'),
    })
  }
  let server: RunningProcess | undefined
  const start = async () => {
    server = await startProcess(process.execPath, [...nodeArguments, serverMain], {
      port,
      env: serverEnv,
      readyPath: '/api/health',
      cwd: repositoryRoot,
      // A machine busy with other work can take minutes over the first start's seeding.
      timeoutMs: Number(process.env.BENCH_START_TIMEOUT_MS ?? 90_000),
    })
  }
  const stop = async () => {
    await server?.stop()
  }
  const openPglite = () => openDatabase({ pgliteDir: join(dataDir, 'pglite') })
  const query = async <Row>(statement: SQL): Promise<Row[]> => {
    if (database === 'postgres') {
      handle ??= await openDatabase({ databaseUrl: cluster!.url })
      return ((await handle.db.execute(statement)) as unknown as { rows: Row[] }).rows
    }
    if (server && server.child.exitCode === null && server.child.signalCode === null)
      throw new Error('PGlite is read only while the server is stopped')
    const pglite = await openPglite()
    try {
      return ((await pglite.db.execute(statement)) as unknown as { rows: Row[] }).rows
    } finally {
      await pglite.close()
    }
  }

  const close = async () => {
    await server?.kill()
    await handle?.close()
    cluster?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    if (database === 'postgres') {
      execFileSync(process.execPath, [serverCli, 'seed'], {
        cwd: repositoryRoot,
        env: { ...process.env, ...serverEnv },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    } else {
      // The first start on an empty folder seeds the demo data.
      await start()
      await stop()
    }
    if (upstreamUrl) {
      await query(sql`update datasets set base_url = ${upstreamUrl}
        where id = (select dataset_id from products where name = ${productName})`)
    }
    const purchase = await nikPhonePurchase(query)
    // The demo data carries usage history of its own; counted while PGlite is still free to open.
    const recordsBefore = await countRecords(query, purchase.product_id)
    await start()
    const token = await signIn(url)
    const apiKey = await gatewayKey(url, token)
    const lumbung: Lumbung = {
      database,
      url,
      productId: purchase.product_id,
      transactionNo: purchase.transaction_no,
      apiKey,
      token,
      gatewayPath: (subPath = '') => `/gateway/v1/products/${purchase.product_id}${subPath}`,
      server: () => server!,
      start,
      stop,
      kill: async () => server?.kill(),
      query,
      close,
    }
    if (isMeteringConfirmed) await confirmMetered(lumbung, recordsBefore)
    return lumbung
  } catch (error) {
    const stderr = server?.stderr() ?? ''
    await close()
    throw new Error(`${(error as Error).message}${stderr ? `\nserver stderr:\n${stderr}` : ''}`)
  }
}

/** The demo consumer's approved purchase of the NIK–Phone Match API. */
export async function nikPhonePurchase(query: Lumbung['query']) {
  const [purchase] = await query<{ product_id: string; transaction_no: string }>(sql`
    select products.id as product_id, transaction_requests.transaction_no
    from products join transaction_requests on transaction_requests.product_id = products.id
    join tenants on tenants.id = transaction_requests.consumer_tenant_id
    where products.name = ${productName} and tenants.legal_name = 'PT Konsumen Maju'
      and transaction_requests.status = 'APPROVED'`)
  if (!purchase) throw new Error('the demo data holds no approved NIK–Phone purchase')
  return purchase
}

const countRecords = async (query: Lumbung['query'], productId: string) =>
  (
    await query<{ count: number }>(
      sql`select count(*)::int as count from usage_records where product_id = ${productId}`,
    )
  )[0]!.count

/** One call answers 200 and leaves exactly one usage record (PGlite is read after a graceful stop). */
async function confirmMetered(lumbung: Lumbung, before: number) {
  const countNow = () => countRecords(lumbung.query, lumbung.productId)
  const response = await fetch(`${lumbung.url}${lumbung.gatewayPath()}`, {
    method: 'POST',
    headers: { 'x-api-key': lumbung.apiKey, 'content-type': 'application/json' },
    body: nikPhoneBody,
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`the first gateway call answered ${response.status}: ${text}`)
  if (lumbung.database === 'pglite') await lumbung.stop()
  let after = before
  for (let attempt = 0; attempt < 50 && after === before; attempt += 1) {
    after = await countNow()
    if (after === before) await sleep(100)
  }
  if (after - before !== 1) throw new Error(`the first gateway call left ${after - before} usage records`)
  if (lumbung.database === 'pglite') await lumbung.start()
}
