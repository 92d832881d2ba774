import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../app'
import { createRateLimitBuckets } from '../../lib/rate-limit-store'
import { createTestApp, type TestApp } from '../../../test/test-app'

const limit = 6

// Two instances behind one load balancer: separate processes in production, sharing only the database.
describe('two server instances on one database', () => {
  let first: TestApp
  let second: App
  beforeAll(async () => {
    first = await createTestApp({ seed: false, config: { authRateLimit: limit } })
    second = await buildApp({ config: first.config, db: first.database.db })
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })
  const instances = () => [first.app, second]

  const loginThrough = (app: App, options: Partial<InjectOptions> & { email: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      payload: { email: options.email, password: 'Guess123!' },
    })

  it('counts one address together: attempts spread over both reach the limit at the configured count', async () => {
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const app = instances()[attempt % 2] as App
      const response = await loginThrough(app, {
        email: `someone${attempt}@example.test`,
        remoteAddress: '10.9.0.1',
      })
      expect(response.statusCode).toBe(401)
    }
    for (const app of instances()) {
      const limited = await loginThrough(app, { email: 'another@example.test', remoteAddress: '10.9.0.1' })
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(limited.json()).toMatchObject({ status: 'ERROR', code: 'TOO_MANY_REQUESTS' })
    }
  })

  it('counts one account and address pair together, and only that pair', async () => {
    // Five failures are free; the fifth locks the pair, on both instances.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const app = instances()[(attempt + 1) % 2] as App
      const response = await loginThrough(app, { email: 'target@example.test', remoteAddress: '10.8.0.1' })
      expect(response.statusCode).toBe(401)
    }
    for (const app of instances()) {
      const limited = await loginThrough(app, { email: 'Target@Example.test', remoteAddress: '10.8.0.1' })
      expect(limited.statusCode).toBe(429)
    }
    const elsewhere = await loginThrough(second, { email: 'target@example.test', remoteAddress: '10.8.1.1' })
    expect(elsewhere.statusCode).toBe(401)
  })
})

describe('the shared counter', () => {
  let subject: TestApp
  beforeAll(async () => {
    subject = await createTestApp({ seed: false })
  })
  afterAll(() => subject.close())

  it('loses no attempt when many arrive at once', async () => {
    const buckets = createRateLimitBuckets(subject.database.db)
    const counts = await Promise.all(
      Array.from({ length: 12 }, () =>
        buckets.increment('burst', 60_000).then((attempts) => attempts.current),
      ),
    )
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1))
  })

  it('starts counting again once the window has passed', async () => {
    const buckets = createRateLimitBuckets(subject.database.db)
    await buckets.increment('short', 200)
    const during = await buckets.increment('short', 200)
    expect(during.current).toBe(2)
    expect(during.ttl).toBeGreaterThan(0)
    expect(during.ttl).toBeLessThanOrEqual(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await buckets.read('short')).toEqual({ current: 0, ttl: 0 })
    const after = await buckets.increment('short', 200)
    expect(after.current).toBe(1)
  })
})
