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
