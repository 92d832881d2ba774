import { Pool } from 'undici'
import { percentileOfSorted } from '../figures'

export interface FixedRateResult {
  sent: number
  p50Ms: number
  p99Ms: number
  failures: number
  /** Every measured call's latency in milliseconds, sorted (to pool several runs). */
  latencies: number[]
}

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
  const warmupCalls = Math.floor(warmupSeconds * ratePerSecond)
  const calls = Math.floor((warmupSeconds + durationSeconds) * ratePerSecond)

  await sendAtFixedRate(ratePerSecond, calls, (index) => {
    const isMeasured = index >= warmupCalls
    const began = performance.now()
    return pool
      .request({ method: method as 'GET', path, headers, ...(body === undefined ? {} : { body }) })
      .then(async (answer) => {
        await answer.body.dump()
        if (answer.statusCode >= 400) failures += isMeasured ? 1 : 0
        if (isMeasured) latencies.push(performance.now() - began)
      })
      .catch(() => {
        if (isMeasured) failures += 1
      })
  })
  await pool.close()
  latencies.sort((a, b) => a - b)
  const sent = calls - warmupCalls
  return {
    sent,
    p50Ms: percentileOfSorted(latencies, 0.5),
    p99Ms: percentileOfSorted(latencies, 0.99),
    failures,
    latencies,
  }
}

/**
 * Calls `send` `count` times, spread evenly at `ratePerSecond` from now, open loop: each call when its
 * time comes (checked about every millisecond), whatever became of those before, with its index and the
 * moment it was due. Resolves once every call's promise has settled; `send`'s promises must not reject.
 */
export async function sendAtFixedRate(
  ratePerSecond: number,
  count: number,
  send: (index: number, dueAt: number) => Promise<unknown>,
): Promise<void> {
  const inFlight = new Set<Promise<unknown>>()
  const startedAt = performance.now()
  for (let issued = 0; issued < count;) {
    const due = Math.min(count, Math.floor(((performance.now() - startedAt) * ratePerSecond) / 1000))
    for (; issued < due; issued += 1) {
      const call = send(issued, startedAt + ((issued + 1) * 1000) / ratePerSecond).finally(() =>
        inFlight.delete(call),
      )
      inFlight.add(call)
    }
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  await Promise.all([...inFlight])
}
