import { requestRateMessages } from '@lumbung/contract'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../app'
import { createTestApp, headersFor, type TestApp } from '../../test/test-app'
import { createApiRateLimit, type SharedCounter } from './api-rate-limit'

const burst = 5
type Answer = Awaited<ReturnType<App['inject']>>

function expectLimited(response: Answer) {
  expect(response.statusCode, response.body).toBe(429)
  const wait = Number(response.headers['retry-after'])
  expect(wait).toBeGreaterThanOrEqual(1)
  expect(wait).toBeLessThanOrEqual(10)
  expect(response.json()).toMatchObject({
    status: 'ERROR',
    code: 'TOO_MANY_REQUESTS',
    message: requestRateMessages.tooManyRequests(wait),
  })
}

// Two instances behind one load balancer: separate processes in production, sharing only the database.
describe('the API’s limit per session and per address', () => {
  let first: TestApp
  let second: App
  beforeAll(async () => {
    first = await createTestApp({ config: { apiRateLimit: { burst, sustained: 1000 } } })
    second = await buildApp({ config: first.config, db: first.database.db })
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const call = (app: App, options: Partial<InjectOptions>) =>
    app.inject({ method: 'GET', url: '/api/auth/user/detail', ...options })

  it('answers 429 with Retry-After once an address without a session passes its burst, and only that address', async () => {
    const address = { remoteAddress: '10.20.0.1' }
    for (let index = 0; index < burst; index += 1) {
      expect((await call(first.app, address)).statusCode).toBe(401)
    }
    expectLimited(await call(first.app, address))
    // Whatever it asks for under /api, public or not.
    expectLimited(
      await first.app.inject({ method: 'GET', url: '/api/dropdown/marketplace/province', ...address }),
    )
    // Another address, and the health checks a load balancer makes, are not held.
    expect((await call(first.app, { remoteAddress: '10.20.0.2' })).statusCode).toBe(401)
    expect((await first.app.inject({ method: 'GET', url: '/api/health/live', ...address })).statusCode).toBe(
      200,
    )
  })

  it('counts a signed-in caller by session: one session is held, another from the same address is not', async () => {
    const held = await headersFor(first.app, 'admin@consumer.test')
    const other = await headersFor(first.app, 'admin@consumer.test')
    const address = { remoteAddress: '10.30.0.1' }
    for (let index = 0; index < burst; index += 1) {
      expect((await call(first.app, { ...address, headers: held })).statusCode).toBe(200)
    }
    expectLimited(await call(first.app, { ...address, headers: held }))
    expect((await call(first.app, { ...address, headers: other })).statusCode).toBe(200)
    // The address itself, without a session, still has its own burst.
    expect((await call(first.app, address)).statusCode).toBe(401)
  })

  it('counts one session on every instance together', async () => {
    const headers = await headersFor(first.app, 'owner@consumer.test')
    // Spread over both instances, the session reaches the limit at about the configured count: each
    // instance hands its counts to the shared store in blocks, so at most a block later per instance.
    let answered = 0
    for (; answered < burst * 3; answered += 1) {
      const app = answered % 2 === 0 ? first.app : second
      const response = await call(app, { headers })
      if (response.statusCode === 429) break
      expect(response.statusCode).toBe(200)
    }
    expect(answered).toBeGreaterThanOrEqual(burst)
    expect(answered).toBeLessThan(burst + 2)
    expectLimited(await call(first.app, { headers }))
    expectLimited(await call(second, { headers }))
  })
})

describe('the two windows', () => {
  /** The shared store as the database keeps it: counts per key for a window, on the test's clock. */
  function memoryCounter(clock: () => number): SharedCounter {
    const rows = new Map<string, { count: number; resetAt: number }>()
    return {
      async increment(key, windowMs, amount = 1) {
        const row = rows.get(key)
        const next =
          row && row.resetAt > clock()
            ? { count: row.count + amount, resetAt: row.resetAt }
            : { count: amount, resetAt: clock() + windowMs }
        rows.set(key, next)
        return { current: next.count, ttl: next.resetAt - clock() }
      },
    }
  }

  it('holds a burst for the rest of its 10 seconds, and a sustained rate for the rest of its 10 minutes', async () => {
    let time = 1_000_000
    const clock = () => time
    const limit = createApiRateLimit(memoryCounter(clock), { burst: 3, sustained: 5 }, clock)
    const take = async () => {
      const wait = limit.take('session:one')
      await new Promise((resolve) => setImmediate(resolve))
      return wait
    }
    for (let index = 0; index < 3; index += 1) expect(await take()).toBeNull()
    time += 4_000
    expect(await take()).toBe(6)
    expect(limit.take('session:two')).toBeNull()
    time += 6_000
    expect(await take()).toBeNull()
    expect(await take()).toBeNull()
    // Five in ten minutes: the sixth waits for the long window, whatever the short one says.
    expect(await take()).toBe(590)
    time += 590_000
    expect(await take()).toBeNull()
  })

  it('refuses without counting, so a caller that keeps asking is let through once the window ends', async () => {
    let time = 0
    const clock = () => time
    const limit = createApiRateLimit(memoryCounter(clock), { burst: 2, sustained: 1000 }, clock)
    expect(limit.take('address:10.0.0.9')).toBeNull()
    expect(limit.take('address:10.0.0.9')).toBeNull()
    for (let index = 0; index < 50; index += 1) expect(limit.take('address:10.0.0.9')).not.toBeNull()
    time += 10_000
    expect(limit.take('address:10.0.0.9')).toBeNull()
  })
})
