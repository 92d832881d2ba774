import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { LoadResult } from './load'

const run = promisify(execFile)

const luaText = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`

/**
 * Maximum throughput with wrk (C, one thread), which leaves more of the two cores to what is measured
 * than a load generator in Node would. Latency in milliseconds; non-2xx/3xx answers and socket errors
 * are counted apart.
 */
export async function wrkLoad({
  url,
  method = 'GET',
  body,
  headers = {},
  durationSeconds = 10,
  connections = 50,
}: {
  url: string
  method?: string
  body?: string
  headers?: Record<string, string>
  durationSeconds?: number
  connections?: number
}): Promise<LoadResult> {
  const folder = mkdtempSync(join(tmpdir(), 'lumbung-bench-wrk-'))
  const script = join(folder, 'request.lua')
  writeFileSync(
    script,
    [
      `wrk.method = ${luaText(method)}`,
      ...(body === undefined ? [] : [`wrk.body = ${luaText(body)}`]),
      ...Object.entries(headers).map(([name, value]) => `wrk.headers[${luaText(name)}] = ${luaText(value)}`),
      'done = function(summary, latency, requests)',
      '  io.write(string.format("RESULT %d %d %d %d %d %d\\n", summary.requests, summary.duration,',
      '    latency:percentile(50), latency:percentile(99), summary.errors.status,',
      '    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))',
      'end',
    ].join('\n'),
  )
  try {
    const { stdout } = await run(
      'wrk',
      ['-t1', `-c${connections}`, `-d${durationSeconds}s`, '--timeout', '5s', '-s', script, url],
      { timeout: (durationSeconds + 30) * 1000 },
    )
    const line = /^RESULT (.+)$/m.exec(stdout)?.[1]
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`)
    const [requests, durationMicros, p50, p99, non2xx, errors] = line.split(' ').map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ]
    return {
      requestsPerSecond: requests / (durationMicros / 1e6),
      p50Ms: p50 / 1000,
      p99Ms: p99 / 1000,
      non2xx,
      errors,
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Whether wrk is installed (Debian package `wrk`); without it the load falls back to autocannon. */
export async function hasWrk(): Promise<boolean> {
  try {
    await run('wrk', ['--version'])
    return true
  } catch (error) {
    // wrk --version exits 1 after printing its usage.
    return (error as { code?: unknown }).code === 1
  }
}
