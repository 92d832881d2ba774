import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import { currentRequestId, requestIdMixin } from './request-scope'

const lines: { msg: string; requestId?: string }[] = []
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
    done()
  },
})
const seenByJobs: (string | undefined)[] = []

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp({
    seed: false,
    logger: pino({ level: 'debug', mixin: requestIdMixin }, capture),
    configure: (app) => {
      app.jobs.work('test.request-id', async () => {
        seenByJobs.push(currentRequestId())
      })
      app.post('/api/test/enqueue', { config: { access: { kind: 'public' } } }, async () => {
        await app.jobs.enqueue('test.request-id', {})
        return { status: 'OK' }
      })
    },
  })
})
afterAll(() => subject.close())
beforeEach(() => {
  lines.length = 0
})

it('returns a request id on every answer, keeping a caller’s plain one and replacing anything else', async () => {
  const fresh = await subject.app.inject({ method: 'GET', url: '/api/health' })
  expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

  const kept = await subject.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'edge-7f3a-0001' },
  })
  expect(kept.headers['x-request-id']).toBe('edge-7f3a-0001')

  const replaced = await subject.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': '<script>alert(1)</script>' },
  })
  expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

it('writes the id on the request’s log lines and carries it into the jobs it enqueues', async () => {
  await subject.app.inject({
    method: 'POST',
    url: '/api/test/enqueue',
    headers: { 'x-request-id': 'edge-7f3a-0002' },
  })
  expect(lines.find((line) => line.msg === 'request completed')?.requestId).toBe('edge-7f3a-0002')

  await subject.app.jobs.drain(['test.request-id'])
  expect(seenByJobs).toEqual(['edge-7f3a-0002'])
})
