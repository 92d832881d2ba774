import { Pool } from 'undici'
import { percentileOf } from '../figures'
import { sendAtFixedRate } from '../gateway/fixed-rate'

/** One request of a journey. */
export interface MixRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

/** One kind of demo journey in the mix and its share of the offered rate. */
export interface Journey {
  name: string
  weight: number
  /** Sent in turn (several search terms, several products). */
  requests: MixRequest[]
}

export interface JourneyStep {
  name: string
  sent: number
  p99Ms: number
  errors: number
}

export interface MixStep {
  offeredRate: number
  achievedRate: number
  p50Ms: number
  p99Ms: number
  /** Non-2xx answers, connection errors and timeouts, as a share of what was sent. */
  errorShare: number
  sent: number
  /** How late the generator sent its latest request: a busy generator hides latency in its own lag. */
  maxSendLagMs: number
  journeys: JourneyStep[]
}

/** A request that has no answer (its last byte) this long after it was sent counts as an error. */
const timeoutMs = 10_000

/**
 * The journey of each request in turn, in proportion to the weights and evenly spread (smooth weighted
 * round robin): a mix of 20, 15 and 15 sends its first journey every 2.5 requests, not 20 in a row.
 */
function journeyOrder(journeys: Journey[]): () => number {
  const total = journeys.reduce((sum, journey) => sum + journey.weight, 0)
  const credit = journeys.map(() => 0)
  return () => {
    let best = 0
    for (let index = 0; index < journeys.length; index += 1) {
      credit[index]! += journeys[index]!.weight
      if (credit[index]! > credit[best]!) best = index
    }
    credit[best]! -= total
    return best
  }
}

/**
 * One step of the mix at a fixed rate, open loop: requests are spread evenly over the step (checked
 * about every millisecond) and each is sent when its time comes, whatever the answers before, on kept
 * connections (as many as a second's requests), and timed from send to the last byte with a
 * microsecond clock. The generator starts nothing per step beyond its pool, so no start-up of its own
 * lands in the first requests' times (docs/decisions/0054-several-instances.md). The answered rate
 * counts the answers that came within a second of the step's end, so it falls when the server falls
 * behind; the send lag shows when the generator itself fell behind.
 */
export async function runMixStep({
  url,
  journeys,
  rate,
  seconds,
}: {
  url: string
  journeys: Journey[]
  rate: number
  seconds: number
}): Promise<MixStep> {
  const pool = new Pool(url, {
    connections: rate,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  })
  const nextJourney = journeyOrder(journeys)
  const cursors = journeys.map(() => 0)
  const tallies = journeys.map(() => ({ latencies: [] as number[], errors: 0, unanswered: 0 }))
  const latencies: number[] = []
  const startedAt = performance.now()
  const inTimeBy = startedAt + (seconds + 1) * 1000
  let answeredInTime = 0
  let maxSendLagMs = 0

  const send = (_index: number, dueAt: number) => {
    const index = nextJourney()
    const journey = journeys[index]!
    const tally = tallies[index]!
    const request = journey.requests[cursors[index]! % journey.requests.length]!
    cursors[index]! += 1
    const began = performance.now()
    maxSendLagMs = Math.max(maxSendLagMs, began - dueAt)
    return pool
      .request({
        method: request.method,
        path: request.path,
        headers: {
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        ...(request.body === undefined ? {} : { body: request.body }),
      })
      .then(async (answer) => {
        // Read to the end, so that a body cut short fails the request rather than passing for an answer.
        await answer.body.arrayBuffer()
        const answeredAt = performance.now()
        latencies.push(answeredAt - began)
        tally.latencies.push(answeredAt - began)
        if (answeredAt <= inTimeBy) answeredInTime += 1
        // The pool's own time-outs start only once a connection takes the request and time each gap, so
        // one that waited in its queue is judged here (a timer a request would cost the generator more).
        const isLate = answeredAt - began > timeoutMs
        if (isLate || answer.statusCode < 200 || answer.statusCode >= 300) tally.errors += 1
      })
      .catch(() => {
        tally.errors += 1
        tally.unanswered += 1
      })
  }

  await sendAtFixedRate(rate, Math.ceil(rate * seconds), send)
  await pool.close()

  const errors = tallies.reduce((sum, tally) => sum + tally.errors, 0)
  // A request that never got an answer (a timeout, a refused connection) is sent but not timed.
  const sent = latencies.length + tallies.reduce((sum, tally) => sum + tally.unanswered, 0)
  return {
    offeredRate: rate,
    achievedRate: answeredInTime / seconds,
    p50Ms: percentileOf(latencies, 0.5),
    p99Ms: percentileOf(latencies, 0.99),
    errorShare: sent === 0 ? 1 : errors / sent,
    sent,
    maxSendLagMs,
    journeys: journeys.map((journey, index) => ({
      name: journey.name,
      sent: tallies[index]!.latencies.length + tallies[index]!.unanswered,
      p99Ms: percentileOf(tallies[index]!.latencies, 0.99),
      errors: tallies[index]!.errors,
    })),
  }
}
