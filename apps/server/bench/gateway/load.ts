import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
}

export interface LoadOptions {
  url: string
  method?: string
  body?: string
  headers?: Record<string, string>
  durationSeconds?: number
  connections?: number
  /** A fixed rate for all connections together; unset, as fast as the target answers. */
  overallRate?: number
}

/** One autocannon run against a URL; latency percentiles in milliseconds. */
export async function load({
  url,
  method = 'GET',
  body,
  headers = {},
  durationSeconds = 10,
  connections = 50,
  overallRate,
}: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: method as 'GET',
    ...(body === undefined ? {} : { body }),
    headers,
    duration: durationSeconds,
    connections,
    ...(overallRate ? { overallRate } : {}),
  })
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
