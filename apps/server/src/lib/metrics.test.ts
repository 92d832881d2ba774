import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'

const token = 'metrics-token-0123456789-abcdefghij'

/** One refused gateway call, as the ledger receives it. */
const refusedCall = {
  occurredAt: new Date(),
  kind: 'API_CALL' as const,
  consumerTenantId: null,
  providerTenantId: null,
  productId: null,
  transactionRequestId: null,
  apiKeyId: null,
  method: 'GET',
  subPath: '',
  httpStatus: 401,
  outcome: 'REJECTED' as const,
  errorCode: 'INVALID_API_KEY',
  latencyMs: 1,
  bytesIn: 0,
  bytesOut: 0,
  isBillable: false,
  unitPrice: null,
}

describe('/metrics', () => {
  let open: TestApp
  let guarded: TestApp
  beforeAll(async () => {
    open = await createTestApp({ seed: false, config: { metrics: { isOn: true, token: undefined } } })
    guarded = await createTestApp({ seed: false, config: { metrics: { isOn: true, token } } })
  })
  afterAll(async () => {
    await open.close()
    await guarded.close()
  })

  it('reports request latency per route template, metered events by outcome and the job queue', async () => {
    await open.app.inject({ method: 'GET', url: '/api/health' })
    await open.app.inject({ method: 'GET', url: '/api/health' })
    open.app.usage.record(refusedCall)
    await open.app.jobs.enqueue('metrics.example', {}, { runAt: new Date(Date.now() - 60_000) })

    const response = await open.app.inject({ method: 'GET', url: '/metrics' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    expect(response.body).toContain(
      'lumbung_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 2',
    )
    expect(response.body).toContain('lumbung_usage_records_total{kind="API_CALL",outcome="REJECTED"} 1')
    expect(response.body).toContain('lumbung_jobs{queue="metrics.example",status="QUEUED"} 1')
    const age = /lumbung_jobs_oldest_seconds\{queue="metrics.example",status="QUEUED"\} ([\d.]+)/.exec(
      response.body,
    )
    expect(Number(age?.[1])).toBeGreaterThanOrEqual(59)
    expect(response.body).toContain('lumbung_process_resident_memory_bytes')
  })

  it('answers 404 without the token or with a wrong one when a token is set', async () => {
    const scrape = (authorization?: string) =>
      guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      })
    expect((await scrape()).statusCode).toBe(404)
    expect((await scrape(`Bearer ${token}x`)).statusCode).toBe(404)
    const allowed = await scrape(`Bearer ${token}`)
    expect(allowed.statusCode).toBe(200)
    expect(allowed.body).toContain('lumbung_http_request_duration_seconds')
  })

  it('is not served unless switched on', async () => {
    const off = await createTestApp({ seed: false })
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
    } finally {
      await off.close()
    }
  })
})
