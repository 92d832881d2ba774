import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'

describe('GET /api/health', () => {
  let subject: TestApp
  beforeAll(async () => {
    subject = await createTestApp({ seed: false })
  })
  afterAll(() => subject.close())

  it('reports the database as up', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'OK',
      code: 'SUCCESS',
      data: { database: 'up', uptime_seconds: expect.any(Number) },
    })
  })

  it('answers 503 in the result wrapper when the database is gone', async () => {
    await subject.database.close()
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      status: 'ERROR',
      message: 'Database is unavailable',
      code: 'SERVICE_UNAVAILABLE',
    })
  })
})

describe('liveness and readiness', () => {
  let subject: TestApp
  const errorLines: string[] = []
  beforeAll(async () => {
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if ((JSON.parse(chunk.toString()) as { level: number }).level >= 50) errorLines.push(chunk.toString())
        done()
      },
    })
    subject = await createTestApp({
      seed: false,
      config: { logLevel: 'info' },
      logger: pino({ level: 'info' }, capture),
    })
  })
  afterAll(() => subject.close())

  it('is live and ready while serving, then not ready once draining though still live and serving', async () => {
    const live = () => subject.app.inject({ method: 'GET', url: '/api/health/live' })
    const ready = () => subject.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect((await live()).statusCode).toBe(200)
    expect((await ready()).json()).toMatchObject({ code: 'SUCCESS', data: { database: 'up' } })

    subject.app.health.markDraining()
    const draining = await ready()
    expect(draining.statusCode).toBe(503)
    expect(draining.json()).toEqual({
      status: 'ERROR',
      message: 'This instance is shutting down',
      code: 'SERVICE_UNAVAILABLE',
    })
    expect((await live()).json()).toMatchObject({
      code: 'SUCCESS',
      data: { uptime_seconds: expect.any(Number) },
    })
    expect((await subject.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    // Not ready on purpose is the load balancer's cue, not a failure to report.
    expect(errorLines).toEqual([])
  })

  it('stays live when the database is gone, and is not ready', async () => {
    const other = await createTestApp({ seed: false })
    await other.database.close()
    expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)
    expect((await other.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503)
    await other.close()
  })
})
