import { and, eq, gte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UsageOutcome } from '@lumbung/contract'
import { usageDaily } from '../../../db/schema'
import { insertProduct, tenantIdOf } from '../../../../test/builders'
import { createTestApp, headersFor, type TestApp } from '../../../../test/test-app'
import { qualitySince } from './marketplace-quality'

/**
 * Each API product's last 30 days through the gateway on its card and page, as the daily rollups count
 * them: refusals left out, upstream errors and time-outs failed, latency percentiles from the bands.
 */
let test: TestApp
let viewer: Record<string, string>
let provider: string
let consumer: string
let measured: string
let fresh: string

const day = 24 * 3_600_000

function record(productId: string, count: number, outcome: UsageOutcome, latencyMs: number, daysAgo = 0) {
  for (let index = 0; index < count; index += 1) {
    test.app.usage.record({
      occurredAt: new Date(Date.now() - daysAgo * day - 60_000),
      kind: 'API_CALL',
      consumerTenantId: consumer,
      providerTenantId: provider,
      productId,
      transactionRequestId: null,
      apiKeyId: null,
      method: 'GET',
      subPath: null,
      httpStatus: outcome === 'SUCCESS' ? 200 : outcome === 'REJECTED' ? 403 : 502,
      outcome,
      errorCode: outcome === 'SUCCESS' ? null : 'UPSTREAM_FAILED',
      latencyMs,
      bytesIn: 0,
      bytesOut: 10,
      isBillable: outcome === 'SUCCESS',
      unitPrice: 1000,
    })
  }
}

beforeAll(async () => {
  test = await createTestApp()
  const db = test.database.db
  provider = await tenantIdOf(db, 'PT Data Nusantara')
  consumer = await tenantIdOf(db, 'PT Konsumen Maju')
  viewer = await headersFor(test.app, 'admin@consumer.test')
  measured = await insertProduct(db, {
    tenantId: provider,
    name: 'Quality Measured Lookup',
    availabilityTargetBasisPoints: 9900,
  })
  fresh = await insertProduct(db, { tenantId: provider, name: 'Quality Fresh Lookup' })
  record(measured, 90, 'SUCCESS', 40, 1)
  record(measured, 10, 'SUCCESS', 900, 3)
  record(measured, 15, 'UPSTREAM_ERROR', 2500, 10)
  record(measured, 5, 'TIMEOUT', 31_000, 20)
  // Neither counts: the gateway's refusals, and calls older than 30 days.
  record(measured, 7, 'REJECTED', 2, 1)
  record(measured, 10, 'UPSTREAM_ERROR', 40, 40)
  record(fresh, 5, 'SUCCESS', 120, 2)
  await test.app.usage.flush()
})

afterAll(async () => test.close())

const get = async (url: string) => {
  const response = await test.app.inject({ method: 'GET', url, headers: viewer })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

describe("an API product's measured quality", () => {
  it('answers the last 30 days: calls, success rate, median and p95 latency, against the target', async () => {
    const detail = await get(`/api/data/consumer/marketplace/detail/${measured}`)
    // 120 calls, 20 of them failed; the median call took at most 50 ms, the 114th at most 3 s.
    expect(detail.measured_quality).toEqual({
      calls_30d: 120,
      success_rate: 83.33,
      latency_p50_ms: 50,
      latency_p95_ms: 3000,
      availability_target: 99,
      meets_target: false,
      is_new: false,
    })
  })

  it('matches the daily rollups it is read from', async () => {
    const rows = await test.database.db
      .select()
      .from(usageDaily)
      .where(and(eq(usageDaily.productId, measured), gte(usageDaily.bucket, qualitySince(new Date()))))
    const counted = rows.filter((row) => row.outcome !== 'REJECTED')
    const calls = counted.reduce((sum, row) => sum + row.calls, 0)
    const failed = counted
      .filter((row) => row.outcome === 'UPSTREAM_ERROR' || row.outcome === 'TIMEOUT')
      .reduce((sum, row) => sum + row.calls, 0)
    const bands = counted.reduce((sum, row) => sum + row.latencyHistogram.reduce((a, b) => a + b, 0), 0)
    const detail = await get(`/api/data/consumer/marketplace/detail/${measured}`)
    expect(detail.measured_quality.calls_30d).toBe(calls)
    expect(detail.measured_quality.success_rate).toBe(Math.floor(((calls - failed) * 10_000) / calls) / 100)
    expect(bands).toBe(calls)
  })

  it('shows the same figures on the card, and marks a product with few calls as new', async () => {
    const list = await get('/api/data/consumer/marketplace/list?search=Quality&limit=48')
    const cards = list.data as { id: string; measured_quality: { is_new: boolean } | null }[]
    const detail = await get(`/api/data/consumer/marketplace/detail/${measured}`)
    expect(cards.find((card) => card.id === measured)?.measured_quality).toEqual(detail.measured_quality)
    expect(cards.find((card) => card.id === fresh)?.measured_quality).toMatchObject({
      calls_30d: 5,
      success_rate: 100,
      latency_p50_ms: 150,
      is_new: true,
    })
  })

  it('is null for a product that is not an API', async () => {
    const file = await insertProduct(test.database.db, {
      tenantId: provider,
      name: 'Quality File Census',
      dataType: 'FILE',
      pricingModel: 'ONE_TIME',
      unit: 'FILE',
      deliveryMethod: 'DOWNLOAD',
    })
    const detail = await get(`/api/data/consumer/marketplace/detail/${file}`)
    expect(detail.measured_quality).toBeNull()
  })
})
