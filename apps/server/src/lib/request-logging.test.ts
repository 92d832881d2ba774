import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'

interface LogLine {
  level: number
  msg: string
  req?: { url?: string }
  res?: { statusCode?: number }
}

const levels = { debug: 20, info: 30, warn: 40 }
const lines: LogLine[] = []
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
    done()
  },
})

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp({
    seed: false,
    logger: pino({ level: 'debug' }, capture),
    configure: (app) => {
      app.get('/api/test/broken', { config: { access: { kind: 'public' } } }, async () => {
        throw new Error('broken on purpose')
      })
      app.get('/api/test/slow', { config: { access: { kind: 'public' } } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1100))
        return { status: 'OK' }
      })
    },
  })
})
afterAll(() => subject.close())
beforeEach(() => {
  lines.length = 0
})

const requestLines = () => lines.filter((line) => line.res !== undefined)

it('logs an ordinary request at debug only, without its query string', async () => {
  await subject.app.inject({ method: 'GET', url: '/api/no-such-route?token=secret' })
  const [line] = requestLines()
  expect(line).toMatchObject({ level: levels.debug, msg: 'request completed', res: { statusCode: 404 } })
  expect(line?.req?.url).toBe('/api/no-such-route')
  expect(lines.filter((entry) => entry.level >= levels.info)).toEqual([])
})

it('logs a server failure at warn and a slow answer at info', async () => {
  await subject.app.inject({ method: 'GET', url: '/api/test/broken' })
  await subject.app.inject({ method: 'GET', url: '/api/test/slow' })
  expect(requestLines().map((line) => [line.level, line.msg, line.req?.url])).toEqual([
    [levels.warn, 'request failed', '/api/test/broken'],
    [levels.info, 'slow request completed', '/api/test/slow'],
  ])
})

it('logs a refused call at info, so a probe shows at the default level, without its query string', async () => {
  await subject.app.inject({ method: 'GET', url: '/api/auth/tenant/detail?token=secret' })
  const [line] = requestLines()
  expect(line).toMatchObject({ level: levels.info, msg: 'request refused', res: { statusCode: 401 } })
  expect(line?.req?.url).toBe('/api/auth/tenant/detail')
})
