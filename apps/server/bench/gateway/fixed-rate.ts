import { Pool } from 'undici'

export interface FixedRateResult {
  sent: number
  p50Ms: number
  p99Ms: number
  failures: number
  /** Every measured call's latency in milliseconds, sorted (to pool several runs). */
  latencies: number[]
}

export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0

/**
 * An open-loop load at a fixed rate (autocannon reports latency in whole milliseconds, too coarse for a
 * 2 ms budget): calls are spread evenly, each sent when its time comes (checked about every
 * millisecond), whatever the answers before, and timed from send to the last byte with a microsecond
 * clock. Sending them in bursts (ten every 10 ms) would measure the queue of each burst instead.
 */
export async function fixedRate({
  url,
  path,
  method = 'GET',
  body,
  headers = {},
  ratePerSecond = 1000,
  durationSeconds = 10,
  warmupSeconds = 2,
}: {
  url: string
  path: string
  method?: string
  body?: string
  headers?: Record<string, string>
  ratePerSecond?: number
  durationSeconds?: number
  warmupSeconds?: number
}): Promise<FixedRateResult> {
  const pool = new Pool(url, { connections: 64 })
  const latencies: number[] = []
  let failures = 0
  let sent = 0
  const startedAt = performance.now()
  const endAt = startedAt + (warmupSeconds + durationSeconds) * 1000
  const inFlight = new Set<Promise<void>>()

  const one = (isMeasured: boolean) => {
    const began = performance.now()
    const request = pool
      .request({ method: method as 'GET', path, headers, ...(body === undefined ? {} : { body }) })
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

  let issued = 0
  while (performance.now() < endAt) {
    const elapsed = performance.now() - startedAt
    const isMeasured = elapsed >= warmupSeconds * 1000
    for (const due = Math.floor((elapsed * ratePerSecond) / 1000); issued < due; issued += 1) {
      one(isMeasured)
      if (isMeasured) sent += 1
    }
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  await Promise.all([...inFlight])
  await pool.close()
  latencies.sort((a, b) => a - b)
  return { sent, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), failures, latencies }
}
