import { Pool } from 'undici'

export interface FixedRateResult {
  sent: number
  p50Ms: number
  p99Ms: number
  failures: number
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0

/**
 * An open-loop load at a fixed rate (autocannon reports latency in whole milliseconds, too coarse for a
 * 2 ms budget): every 10 ms it sends rate/100 requests, whatever the answers before, and times each
 * from send to the last byte with a microsecond clock.
 */
export async function fixedRate({
  url,
  path,
  headers = {},
  ratePerSecond = 1000,
  durationSeconds = 10,
  warmupSeconds = 2,
}: {
  url: string
  path: string
  headers?: Record<string, string>
  ratePerSecond?: number
  durationSeconds?: number
  warmupSeconds?: number
}): Promise<FixedRateResult> {
  const pool = new Pool(url, { connections: 64 })
  const latencies: number[] = []
  let failures = 0
  let sent = 0
  const perTick = ratePerSecond / 100
  const startedAt = performance.now()
  const endAt = startedAt + (warmupSeconds + durationSeconds) * 1000
  const inFlight = new Set<Promise<void>>()

  const one = (isMeasured: boolean) => {
    const began = performance.now()
    const request = pool
      .request({ method: 'GET', path, headers })
      .then(async (answer) => {
        await answer.body.dump()
        if (answer.statusCode >= 400) failures += isMeasured ? 1 : 0
        if (isMeasured) latencies.push(performance.now() - began)
      })
      .catch(() => {
        if (isMeasured) failures += 1
      })
      .finally(() => inFlight.delete(request))
    inFlight.add(request)
  }

  let credit = 0
  let tick = startedAt
  while (performance.now() < endAt) {
    tick += 10
    credit += perTick
    const isMeasured = performance.now() - startedAt >= warmupSeconds * 1000
    for (; credit >= 1; credit -= 1) {
      one(isMeasured)
      if (isMeasured) sent += 1
    }
    const wait = tick - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
  await Promise.all([...inFlight])
  await pool.close()
  latencies.sort((a, b) => a - b)
  return { sent, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), failures }
}
