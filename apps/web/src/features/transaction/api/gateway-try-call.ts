import { gatewayKeyHeader, type GatewayRequest } from '@lumbung/contract'

export interface GatewayTryResult {
  status: number
  latencyMs: number
  /** Pretty-printed when the answer is JSON. */
  answer: string
}

/**
 * One call to the product through the gateway, from the browser, on the page's own origin. The key is
 * sent only in its header; it is neither put in the address, nor kept, nor cached: this is a plain
 * fetch, not a query, so nothing of it lands in the query cache or the browser's cache.
 */
export async function callGateway(request: GatewayRequest, apiKey: string): Promise<GatewayTryResult> {
  const headers = new Headers(request.headers)
  headers.set(gatewayKeyHeader, apiKey)
  const startedAt = performance.now()
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    body: request.body ? JSON.stringify(request.body) : null,
    // The page's session must not ride along: the key alone says who calls.
    credentials: 'omit',
    cache: 'no-store',
  })
  const text = await response.text()
  const latencyMs = Math.round(performance.now() - startedAt)
  let answer = text
  try {
    answer = JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    // Not JSON: shown as it came.
  }
  return { status: response.status, latencyMs, answer }
}
