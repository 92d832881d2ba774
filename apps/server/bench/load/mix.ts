import autocannon from 'autocannon'
import { percentileOf } from '../figures'

/** One request of a journey, as autocannon sends it. */
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
  /** Sent in turn by each connection (several search terms, several products). */
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
  journeys: JourneyStep[]
}

/**
 * autocannon's fixed rate (`overallRate`) lets each connection send its share of a second as fast as
 * it can at the start of every second, then wait: one autocannon run at 800 req/s is 800 requests at
 * once, then silence. So the rate of each journey is split into `slices` runs started evenly across
 * the second: the load arrives in small bursts every 1000/slices ms, closer to users arriving
 * independently. Each connection sends one request a second, so a burst goes out at once and a slow
 * answer delays only itself (the latency is what a user would see, not a queue at the client).
 * Exactly rate × seconds requests are sent; the answered rate counts the answers that came within the
 * step's seconds (each run's last burst has a second to be answered), so it falls when the server
 * falls behind.
 */
export async function runMixStep({
  url,
  journeys,
  rate,
  seconds,
  slices,
}: {
  url: string
  journeys: Journey[]
  rate: number
  seconds: number
  slices: number
}): Promise<MixStep> {
  const totalWeight = journeys.reduce((total, journey) => total + journey.weight, 0)
  const latencies: number[] = []
  let answeredInTime = 0
  const tallies = new Map<string, { latencies: number[]; errors: number; unanswered: number }>()
  const runs: Promise<unknown>[] = []
  for (const journey of journeys) {
    const tally = { latencies: [] as number[], errors: 0, unanswered: 0 }
    tallies.set(journey.name, tally)
    const journeyRate = Math.max(1, Math.round((rate * journey.weight) / totalWeight))
    for (let slice = 0; slice < slices; slice += 1) {
      // Whole requests per second for this slice; together they make the journey's rate.
      const sliceRate =
        Math.floor((journeyRate * (slice + 1)) / slices) - Math.floor((journeyRate * slice) / slices)
      if (sliceRate === 0) continue
      runs.push(
        new Promise((resolveRun, rejectRun) => {
          setTimeout(
            () => {
              const runStartedAt = performance.now()
              const instance = autocannon(
                {
                  url,
                  requests: journey.requests.map((request) => ({
                    method: request.method,
                    path: request.path,
                    headers: {
                      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
                      ...request.headers,
                    },
                    ...(request.body === undefined ? {} : { body: request.body }),
                  })),
                  connections: sliceRate,
                  connectionRate: 1,
                  // A count rather than a duration: every connection sends one request in each second.
                  amount: sliceRate * seconds,
                  timeout: 10,
                },
                (error) => (error ? rejectRun(error) : resolveRun(undefined)),
              )
              instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
                latencies.push(responseTime)
                tally.latencies.push(responseTime)
                if (performance.now() - runStartedAt <= seconds * 1000) answeredInTime += 1
                if (statusCode < 200 || statusCode >= 300) tally.errors += 1
              })
              instance.on('reqError', () => {
                tally.errors += 1
                tally.unanswered += 1
              })
            },
            (slice * 1000) / slices,
          )
        }),
      )
    }
  }
  await Promise.all(runs)
  const all = [...tallies.values()]
  const errors = all.reduce((total, tally) => total + tally.errors, 0)
  // A request that never got an answer (a timeout, a refused connection) is sent but not timed.
  const sent = latencies.length + all.reduce((total, tally) => total + tally.unanswered, 0)
  return {
    offeredRate: rate,
    achievedRate: answeredInTime / seconds,
    p50Ms: percentileOf(latencies, 0.5),
    p99Ms: percentileOf(latencies, 0.99),
    errorShare: sent === 0 ? 1 : errors / sent,
    sent,
    journeys: journeys.map((journey) => {
      const tally = tallies.get(journey.name)!
      return {
        name: journey.name,
        sent: tally.latencies.length + tally.unanswered,
        p99Ms: percentileOf(tally.latencies, 0.99),
        errors: tally.errors,
      }
    }),
  }
}
