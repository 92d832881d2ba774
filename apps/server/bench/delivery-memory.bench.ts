/**
 * Server memory while delivering large files: a 5 GB download and a 2 GB delivery into an S3-compatible
 * store (s3rver). Goal: the server's resident memory grows by at most 50 MB for each, whatever the size.
 *
 * The built server runs on a fresh embedded data folder (seeded on its first start). While it is stopped,
 * the demo census and rice datasets are pointed at sparse files of the sizes above (BENCH_DOWNLOAD_GB,
 * BENCH_DELIVERY_GB), so no upload has to be waited for: what is measured is the reading, hashing and
 * streaming of the delivery paths.
 *
 *   npx tsx apps/server/bench/delivery-memory.bench.ts
 */
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import S3rver from 's3rver'
import { openDatabase } from '../src/db/database'
import { datasetFileVersions, datasets, products } from '../src/db/schema'
import { recordFigure } from './figures'
import { freePort, sleep, startProcess, type RunningProcess } from './gateway/processes'

const gib = 1024 ** 3
const downloadBytes = Math.round(Number(process.env.BENCH_DOWNLOAD_GB ?? 5) * gib)
const deliveryBytes = Math.round(Number(process.env.BENCH_DELIVERY_GB ?? 2) * gib)
const goalMb = 50
const root = join(import.meta.dirname, '../../..')
const password = 'Demo123!'

function residentMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) / 1024 : 0
}

/** Samples the process's resident memory every 100 ms until stopped; answers the peak. */
function watchMemory(pid: number) {
  let peak = residentMb(pid)
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 100)
  return () => {
    clearInterval(timer)
    return Math.max(peak, residentMb(pid))
  }
}

async function startServer(dataDir: string): Promise<RunningProcess> {
  const port = await freePort()
  return startProcess(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    port,
    readyPath: '/api/health',
    env: {
      PORT: String(port),
      LUMBUNG_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // s3rver listens on this machine.
      LUMBUNG_ALLOW_PRIVATE_URLS: 'true',
    },
  })
}

async function call(server: RunningProcess, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const json = (await response.json()) as { data: unknown; message: string }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`)
  return json.data as Record<string, unknown>
}

async function signIn(server: RunningProcess, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const json = (await response.json()) as { data: { access_token: string } }
  return json.data.access_token
}

/** Points a demo product's file dataset, every version of it, at a sparse file of `bytes`. */
async function pointAtSparseFile(dataDir: string, productName: string, key: string, bytes: number) {
  const path = join(dataDir, 'files', key)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, 'outlet_id,name,district\n')
  truncateSync(path, bytes)
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') })
  try {
    const { db } = database
    const [product] = await db.select().from(products).where(eq(products.name, productName))
    if (!product?.datasetId) throw new Error(`The demo product "${productName}" has no dataset`)
    const facts = { fileKey: key, fileSize: bytes, rowCount: Math.round(bytes / 100) }
    await db.update(datasets).set(facts).where(eq(datasets.id, product.datasetId))
    // No checksum: the server computes it on first use, which is measured with the rest.
    await db
      .update(datasetFileVersions)
      .set({ ...facts, sha256: null })
      .where(inArray(datasetFileVersions.datasetId, [product.datasetId]))
    return product.id
  } finally {
    await database.close()
  }
}

async function purchaseOf(server: RunningProcess, consumer: string, provider: string, productId: string) {
  const list = await call(server, consumer, 'GET', '/api/transaction/consumer/purchased/list?limit=100')
  const existing = (list.data as { product_id: string; transaction_no: string; status: string }[]).find(
    (item) => item.product_id === productId && item.status === 'APPROVED',
  )
  if (existing) return existing.transaction_no
  const added = await call(server, consumer, 'POST', '/api/transaction/consumer/request/add', {
    product_id: productId,
    purpose_of_usage: 'Delivery memory benchmark: loading the file into our warehouse.',
    is_data_access_agreement: true,
    period_count: 1,
  })
  await call(server, provider, 'PUT', '/api/transaction/provider/request/approve', {
    transaction_no: added.transaction_no,
  })
  return added.transaction_no as string
}

/** Streams the whole file to nowhere, answering the bytes read. */
async function download(server: RunningProcess, token: string, transactionNo: string) {
  const link = await call(
    server,
    token,
    'POST',
    `/api/transaction/consumer/purchased/download-link/${transactionNo}`,
  )
  const response = await fetch(`${server.url}${link.url as string}`)
  if (!response.ok || !response.body) throw new Error(`download answered ${response.status}`)
  let bytes = 0
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength
  return bytes
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-delivery-'))
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dataDir, 's3rver'),
    configureBuckets: [{ name: 'warehouse-landing' }],
  })
  let server: RunningProcess | undefined
  try {
    console.log('Seeding a data folder (first start)…')
    await (await startServer(dataDir)).stop()
    const censusId = await pointAtSparseFile(
      dataDir,
      'Retail Outlet Census Jabodetabek',
      'bench/census.csv',
      downloadBytes,
    )
    const riceId = await pointAtSparseFile(
      dataDir,
      'Rice Prices by Province',
      'bench/rice.csv',
      deliveryBytes,
    )
    const { port: s3Port } = await s3.run()

    server = await startServer(dataDir)
    const pid = server.child.pid!
    const consumer = await signIn(server, 'owner@consumer.test')
    const provider = await signIn(server, 'owner@provider.test')
    const census = await purchaseOf(server, consumer, provider, censusId)
    const rice = await purchaseOf(server, consumer, provider, riceId)
    const setting = await call(server, consumer, 'POST', '/api/data/consumer/settings/storage/add', {
      name: 'Warehouse landing bucket',
      cloud_provider: 'S3',
      storage_config: {
        endpoint: `http://127.0.0.1:${s3Port}`,
        region: 'us-east-1',
        bucket: 'warehouse-landing',
        access_key_id: 'S3RVER',
        secret_access_key: 'S3RVER',
        force_path_style: true,
      },
    })

    // Warm the paths up with a short ranged read, then settle.
    const link = await call(
      server,
      consumer,
      'POST',
      `/api/transaction/consumer/purchased/download-link/${census}`,
    )
    await (
      await fetch(`${server.url}${link.url as string}`, { headers: { range: 'bytes=0-1048575' } })
    ).arrayBuffer()
    await sleep(2000)

    const downloadBase = residentMb(pid)
    let stop = watchMemory(pid)
    let startedAt = performance.now()
    const downloaded = await download(server, consumer, census)
    const downloadPeak = stop()
    const downloadSeconds = (performance.now() - startedAt) / 1000
    if (downloaded !== downloadBytes) throw new Error(`downloaded ${downloaded} of ${downloadBytes} bytes`)

    await sleep(2000)
    const deliveryBase = residentMb(pid)
    stop = watchMemory(pid)
    startedAt = performance.now()
    const queued = await call(server, consumer, 'POST', '/api/transaction/consumer/data-delivery/proceed', {
      transaction_no: rice,
      storage_setting_id: setting.id,
      path: 'lumbung/rice/',
    })
    let delivery: Record<string, unknown> = queued
    while (delivery.status === 'QUEUED' || delivery.status === 'RUNNING') {
      await sleep(500)
      delivery = await call(
        server,
        consumer,
        'GET',
        `/api/transaction/consumer/data-delivery/detail/${queued.id as string}`,
      )
    }
    const deliveryPeak = stop()
    const deliverySeconds = (performance.now() - startedAt) / 1000
    if (delivery.status !== 'DELIVERED')
      throw new Error(`the delivery ended ${String(delivery.status)}: ${JSON.stringify(delivery)}`)

    const rows: [string, number, number, number][] = [
      [`Download of ${(downloadBytes / gib).toFixed(1)} GiB`, downloadBase, downloadPeak, downloadSeconds],
      [
        `Delivery of ${(deliveryBytes / gib).toFixed(1)} GiB to s3rver`,
        deliveryBase,
        deliveryPeak,
        deliverySeconds,
      ],
    ]
    console.log(
      `\n${'Run'.padEnd(34)} ${'RSS before'.padStart(11)} ${'peak'.padStart(8)} ${'growth'.padStart(8)} ${'time'.padStart(8)}  Goal ≤ ${goalMb} MB`,
    )
    // The run's baseline: reading a sparse file of each size from disk in this process, no server between.
    const readSeconds = async (bytes: number) => {
      const file = join(dataDir, 'baseline.bin')
      writeFileSync(file, '')
      truncateSync(file, bytes)
      const startedAt = performance.now()
      for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) void chunk
      rmSync(file)
      return (performance.now() - startedAt) / 1000
    }
    const timings = [
      { kind: 'download', seconds: downloadSeconds, read: await readSeconds(downloadBytes) },
      { kind: 'delivery to S3', seconds: deliverySeconds, read: await readSeconds(deliveryBytes) },
    ]
    for (const { kind, seconds, read } of timings) {
      recordFigure({
        name: `${kind}: seconds ÷ reading the file from disk`,
        value: seconds / read,
        unit: 'ratio',
        better: 'lower',
        note: `${seconds.toFixed(1)} s ÷ ${read.toFixed(1)} s`,
      })
    }
    for (const [name, base, peak, seconds] of rows) {
      const growth = peak - base
      recordFigure({ name: `${name}: server memory growth`, value: growth, unit: 'MB', better: 'lower' })
      if (growth > goalMb) process.exitCode = 1
      console.log(
        `${name.padEnd(34)} ${`${base.toFixed(0)} MB`.padStart(11)} ${`${peak.toFixed(0)} MB`.padStart(8)} ${`${growth.toFixed(0)} MB`.padStart(8)} ${`${seconds.toFixed(1)} s`.padStart(8)}  ${growth <= goalMb ? 'pass' : 'FAIL'}`,
      )
    }
  } finally {
    await server?.stop()
    await s3.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
