import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, login, type TestApp } from '../../../test/test-app'
import { auditLog, jobs as jobsTable } from '../../db/schema'
import { errorTextForOperator } from './job-error-text'

const operator = 'operator@lumbung.test'
const tenantOwner = 'admin@provider.test'

interface QueueSummary {
  queue: string
  queued: number
  running: number
  oldest_waiting_seconds: number
  failed_last_day: number
  dead: number
}
interface FailedJob {
  id: string
  queue: string
  status: string
  attempts: number
  last_error: string | null
  request_id: string | null
  can_retry: boolean
}

describe('the operator view of the job queue', () => {
  let subject: TestApp
  const tokens = new Map<string, string>()

  beforeAll(async () => {
    subject = await createTestApp()
  })
  afterAll(() => subject?.close())

  async function call(as: string | null, method: 'GET' | 'POST' | 'DELETE', url: string) {
    let token = as ? tokens.get(as) : undefined
    if (as && !token) {
      token = (await login(subject.app, as)).accessToken
      tokens.set(as, token)
    }
    return subject.app.inject({ method, url, headers: token ? bearer(token) : {} })
  }
  const overview = async () => {
    const response = await call(operator, 'GET', '/api/operator/jobs')
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as { queues: QueueSummary[]; failed: FailedJob[] }
  }

  /** A queue whose one job fails for good on its first run, with a credential in its error. */
  async function deadJob() {
    const queue = `operator-${randomUUID()}`
    let isBroken = true
    const runs: unknown[] = []
    subject.app.jobs.work<{ invoice: string }>(queue, async (payload) => {
      runs.push(payload)
      if (isBroken)
        throw new Error(
          'upstream refused https://api.example.com/v1/data?api_key=sk_live_abcdefghijklmnopqrstuvwxyz012345 with Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig',
        )
    })
    const id = await subject.app.jobs.enqueue(queue, { invoice: 'INV-9' }, { maxAttempts: 1 })
    await subject.app.jobs.drain([queue])
    return { queue, id, runs, heal: () => (isBroken = false) }
  }

  it('is for operators only', async () => {
    const { id } = await deadJob()
    expect((await call(null, 'GET', '/api/operator/jobs')).statusCode).toBe(401)
    for (const [method, url] of [
      ['GET', '/api/operator/jobs'],
      ['POST', `/api/operator/jobs/${id}/retry`],
      ['DELETE', `/api/operator/jobs/${id}`],
    ] as const) {
      expect((await call(tenantOwner, method, url)).statusCode, `${method} ${url}`).toBe(403)
    }
    const [row] = await subject.database.db.select().from(jobsTable).where(eq(jobsTable.id, id))
    expect(row!.status).toBe('FAILED')
  })

  it('shows each queue with its depth, oldest wait, failures and dead letters', async () => {
    const { queue, id } = await deadJob()
    await subject.app.jobs.enqueue(queue, { invoice: 'later' }, { runAt: new Date(Date.now() + 3600_000) })
    const waiting = await subject.app.jobs.enqueue(queue, { invoice: 'waiting' })
    await subject.database.db
      .update(jobsTable)
      .set({ runAt: new Date(Date.now() - 120_000) })
      .where(eq(jobsTable.id, waiting))

    const data = await overview()
    const summary = data.queues.find((item) => item.queue === queue)
    expect(summary).toMatchObject({ queue, queued: 2, running: 0, failed_last_day: 1, dead: 1 })
    expect(summary!.oldest_waiting_seconds).toBeGreaterThanOrEqual(119)
    expect(summary!.oldest_waiting_seconds).toBeLessThan(600)
    // The scheduled queues show even before their first job.
    expect(data.queues.map((item) => item.queue)).toContain('billing.month-close')

    const failed = data.failed.find((job) => job.id === id)
    expect(failed).toMatchObject({ queue, status: 'DEAD', attempts: 1, can_retry: true })
    expect(failed!.last_error).toContain('upstream refused https://api.example.com/v1/data?[redacted]')
    expect(failed!.last_error).not.toContain('sk_live')
    expect(failed!.last_error).not.toContain('eyJhbGci')
  })

  it('retries a dead letter: it is queued with fresh attempts and runs', async () => {
    const { queue, id, runs, heal } = await deadJob()
    heal()
    const response = await call(operator, 'POST', `/api/operator/jobs/${id}/retry`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ message: 'Job queued again', data: { id, status: 'RETRYING' } })
    const [queued] = await subject.database.db.select().from(jobsTable).where(eq(jobsTable.id, id))
    expect(queued).toMatchObject({ status: 'QUEUED', attempts: 0 })

    expect(await subject.app.jobs.drain([queue])).toBe(1)
    expect(runs).toHaveLength(2)
    const [done] = await subject.database.db.select().from(jobsTable).where(eq(jobsTable.id, id))
    expect(done).toMatchObject({ status: 'DONE', attempts: 1 })
    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.job.retry'), eq(auditLog.targetId, id)))
    expect(audits).toHaveLength(1)

    // Done is done: no second retry.
    const again = await call(operator, 'POST', `/api/operator/jobs/${id}/retry`)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('JOB_NOT_RETRYABLE')
  })

  it('refuses to retry a job whose payload was cut down, and one whose singleton is queued again', async () => {
    const queue = `operator-${randomUUID()}`
    subject.app.jobs.work(
      queue,
      async () => {
        throw new Error('no')
      },
      { keptPayload: () => ({ kept: true }) },
    )
    const trimmed = await subject.app.jobs.enqueue(queue, { link: 'x' }, { maxAttempts: 1 })
    const single = await subject.app.jobs.enqueue(queue, {}, { maxAttempts: 1, singletonKey: 'one' })
    await subject.app.jobs.drain([queue])
    await subject.app.jobs.enqueue(queue, {}, { singletonKey: 'one', runAt: new Date(Date.now() + 3600_000) })

    const listed = (await overview()).failed.find((job) => job.id === trimmed)
    expect(listed?.can_retry).toBe(false)
    for (const id of [trimmed, single]) {
      const response = await call(operator, 'POST', `/api/operator/jobs/${id!}/retry`)
      expect(response.statusCode, id!).toBe(409)
    }
  })

  it('discards a dead letter, and answers 404 for a job that does not exist', async () => {
    const { id } = await deadJob()
    const response = await call(operator, 'DELETE', `/api/operator/jobs/${id}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(await subject.database.db.select().from(jobsTable).where(eq(jobsTable.id, id))).toEqual([])
    expect((await call(operator, 'DELETE', `/api/operator/jobs/${id}`)).statusCode).toBe(404)
    expect((await call(operator, 'POST', `/api/operator/jobs/${randomUUID()}/retry`)).statusCode).toBe(404)
    expect((await call(operator, 'POST', '/api/operator/jobs/not-a-uuid/retry')).statusCode).toBe(422)
  })
})

describe('a job error as the operator reads it', () => {
  it('masks credentials and keeps what helps', () => {
    const text = errorTextForOperator(
      'Error: POST https://user:hunter2@host.example/x?sig=abc failed; password=letmein token: "t0k3n" id 6f1c2a0e-1b2c-4d5e-8f90-123456789abc',
    )!
    expect(text).not.toMatch(/hunter2|sig=abc|letmein|t0k3n/)
    expect(text).toContain('https://[redacted]@host.example/x?[redacted]')
    expect(text).toContain('6f1c2a0e-1b2c-4d5e-8f90-123456789abc')
    expect(errorTextForOperator('x'.repeat(50) + ' ' + 'y '.repeat(400))!.length).toBeLessThanOrEqual(300)
    expect(errorTextForOperator(null)).toBeNull()
  })
})
