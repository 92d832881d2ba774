/**
 * Uploads a generated CSV (1 GB by default; BENCH_MEGABYTES to change) to a real server through
 * POST /api/data/provider/datasets/file/add and reports the throughput and the server's peak
 * resident-memory growth. The CSV is written to a temporary file first and streamed from there, so the
 * figure is the server's ingest and not how fast this script makes rows.
 *
 *   npx tsx apps/server/bench/file-ingest.bench.ts
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { recordFigure } from './figures'
import { ingestCsvChunks } from './ingest-csv'

const megabytes = Number(process.env.BENCH_MEGABYTES ?? 1024)
const targetBytes = megabytes * 1024 * 1024
const port = 20_000 + Math.floor(Math.random() * 20_000)
const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-'))

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
}

async function call(path: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return (await response.json()) as { data: { access_token: string } }
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The server did not start')
}

async function upload(
  token: string,
  targetPort = port,
): Promise<{ status: number; body: string; bytes: number }> {
  const boundary = `----bench${randomUUID().replaceAll('-', '')}`
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: 'POST',
        path: '/api/data/provider/datasets/file/add',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, bytes }))
      },
    )
    outgoing.on('error', reject)
    let bytes = 0
    const source = createReadStream(sourceFile, { highWaterMark: 1024 * 1024 })
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBenchmark transactions\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`
    outgoing.write(head)
    source.on('data', (chunk) => {
      bytes += chunk.length
      if (!outgoing.write(chunk)) {
        source.pause()
        outgoing.once('drain', () => source.resume())
      }
    })
    source.on('end', () => outgoing.end(`\r\n--${boundary}--\r\n`))
    source.on('error', reject)
  })
}

const sourceFile = join(dataDir, 'source.csv')
{
  const output = createWriteStream(sourceFile)
  for (const chunk of ingestCsvChunks(targetBytes)) {
    if (!output.write(chunk)) await new Promise<void>((resolve) => output.once('drain', () => resolve()))
  }
  await new Promise<void>((resolve) => output.end(() => resolve()))
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LUMBUNG_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LUMBUNG_SEED: 'auto',
    LUMBUNG_UPLOAD_MAX_MB: String(Math.ceil(targetBytes / 1024 / 1024) + 64),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

try {
  await waitForServer()
  const token = (await call('/api/auth/login', { email: 'member@provider.test', password: 'Demo123!' })).data
    .access_token
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const baseline = residentBytes(server.pid!)
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(server.pid!))
  }, 100)
  const started = performance.now()
  const result = await upload(token)
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const parsed = JSON.parse(result.body) as { status: string; message: string; data?: { row_count: number } }
  const mb = result.bytes / (1024 * 1024)
  console.log(
    JSON.stringify(
      {
        status: result.status,
        message: parsed.message,
        rows: parsed.data?.row_count,
        megabytes: Number(mb.toFixed(1)),
        seconds: Number(seconds.toFixed(1)),
        megabytesPerSecond: Number((mb / seconds).toFixed(1)),
        baselineRssMegabytes: Number((baseline / 1048576).toFixed(1)),
        peakRssGrowthMegabytes: Number(((peak - baseline) / 1048576).toFixed(1)),
      },
      null,
      2,
    ),
  )
  // The run's baseline: the same upload into a plain Node server that only reads the body.
  const sink = createServer((incoming, answer) => {
    incoming.resume()
    incoming.on('end', () => answer.end('{}'))
  })
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  const sinkStarted = performance.now()
  await upload(token, (sink.address() as AddressInfo).port)
  const sinkSeconds = (performance.now() - sinkStarted) / 1000
  sink.close()
  console.log(`  the same upload into a plain Node server that only reads it: ${sinkSeconds.toFixed(1)} s`)
  recordFigure({
    name: 'upload: file ingest seconds ÷ plain upload seconds',
    value: seconds / sinkSeconds,
    unit: 'ratio',
    better: 'lower',
    note: `${seconds.toFixed(1)} s ÷ ${sinkSeconds.toFixed(1)} s`,
  })
  recordFigure({
    name: 'upload: server memory growth during ingest',
    value: (peak - baseline) / 1048576,
    unit: 'MB',
    better: 'lower',
  })
  if (result.status !== 200) process.exitCode = 1
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
