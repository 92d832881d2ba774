import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import type { Database } from '../../db/database'
import { jobs as jobsTable } from '../../db/schema'
import { createJobs, PermanentJobError, retryDelaySeconds, type Jobs, type JobsOptions } from '.'

const silent = pino({ level: 'silent' })

describe('job queue', () => {
  let test: TestApp
  let db: Database
  const started: Jobs[] = []

  beforeAll(async () => {
    test = await createTestApp({ seed: false })
    db = test.database.db
  })
  afterAll(async () => {
    await Promise.all(started.map((jobs) => jobs.stop()))
    await test?.close()
  })

  const newJobs = (options: Partial<JobsOptions> = {}) => createJobs({ db, logger: silent, ...options })
  const queueName = () => `test-${randomUUID()}`
  const rowOf = async (id: string) => {
    const [row] = await db.select().from(jobsTable).where(eq(jobsTable.id, id))
    return row!
  }
  /** Stands in for the clock moving past a retry's wait. */
  const makeDue = (id: string) =>
    db
      .update(jobsTable)
      .set({ runAt: sql`now()` })
      .where(eq(jobsTable.id, id))
  const secondsUntilRun = async (id: string) => {
    const [row] = await db
      .select({ seconds: sql<number>`extract(epoch from ${jobsTable.runAt} - now())::float8` })
      .from(jobsTable)
      .where(eq(jobsTable.id, id))
    return Number(row!.seconds)
  }

  it('runs a queued job with its payload once and marks it done', async () => {
    const jobs = newJobs()
    const queue = queueName()
    const seen: unknown[] = []
    jobs.work<{ invoice: string }>(queue, async (payload, job) => {
      seen.push({ payload, attempt: job.attempt })
    })
    const id = await jobs.enqueue(queue, { invoice: 'INV-1' })

    expect(await jobs.drain()).toBe(1)
    expect(await jobs.drain()).toBe(0)
    expect(seen).toEqual([{ payload: { invoice: 'INV-1' }, attempt: 1 }])
    const row = await rowOf(id)
    expect(row.status).toBe('DONE')
    expect(row.finishedAt).toBeInstanceOf(Date)
    expect(row.lockedBy).toBeNull()
  })

  it('does not run a job before its time', async () => {
    const jobs = newJobs()
    const queue = queueName()
    let runs = 0
    jobs.work(queue, async () => {
      runs += 1
    })
    const id = await jobs.enqueue(queue, {}, { runAt: new Date(Date.now() + 3600_000) })
    expect(await jobs.drain()).toBe(0)
    await makeDue(id)
    expect(await jobs.drain()).toBe(1)
    expect(runs).toBe(1)
  })

  it('retries a failed job after a wait that doubles with every attempt', async () => {
    const jobs = newJobs({ retryDelaySeconds: 10 })
    const queue = queueName()
    let runs = 0
    jobs.work(queue, async () => {
      runs += 1
      if (runs < 3) throw new Error(`SMTP timeout ${runs}`)
    })
    const id = await jobs.enqueue(queue, {}, { maxAttempts: 5 })

    await jobs.drain()
    let row = await rowOf(id)
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'Error: SMTP timeout 1' })
    expect(await secondsUntilRun(id)).toBeGreaterThan(8)
    expect(await secondsUntilRun(id)).toBeLessThanOrEqual(10)
    // Not due yet: nothing runs.
    expect(await jobs.drain()).toBe(0)

    await makeDue(id)
    await jobs.drain()
    row = await rowOf(id)
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 2, lastError: 'Error: SMTP timeout 2' })
    expect(await secondsUntilRun(id)).toBeGreaterThan(18)
    expect(await secondsUntilRun(id)).toBeLessThanOrEqual(20)

    await makeDue(id)
    await jobs.drain()
    expect(await rowOf(id)).toMatchObject({ status: 'DONE', attempts: 3 })
    expect(runs).toBe(3)
  })

  it('caps the wait between attempts', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 10, 3600))).toEqual([10, 20, 40, 80])
    expect(retryDelaySeconds(20, 10, 3600)).toBe(3600)
  })

  it('gives up after the last attempt and keeps the last error', async () => {
    const jobs = newJobs()
    const queue = queueName()
    let runs = 0
    jobs.work(queue, async () => {
      runs += 1
      throw new Error(`mail server said no (${runs})`)
    })
    const id = await jobs.enqueue(queue, {}, { maxAttempts: 3 })
    for (let round = 0; round < 5; round += 1) {
      await jobs.drain()
      await makeDue(id)
    }
    expect(runs).toBe(3)
    const row = await rowOf(id)
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3, lastError: 'Error: mail server said no (3)' })
    expect(row.finishedAt).toBeInstanceOf(Date)
  })

  it('fails at once when the handler says retrying cannot help', async () => {
    const jobs = newJobs()
    const queue = queueName()
    let runs = 0
    jobs.work(queue, async () => {
      runs += 1
      throw new PermanentJobError('unknown template')
    })
    const id = await jobs.enqueue(queue, {}, { maxAttempts: 5 })
    await jobs.drain()
    await makeDue(id)
    await jobs.drain()
    expect(runs).toBe(1)
    expect(await rowOf(id)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'PermanentJobError: unknown template',
    })
  })

  it('after a restart, takes queued jobs and jobs a dead worker left running, but not live ones', async () => {
    const queue = queueName()
    const before = newJobs()
    const waiting = await before.enqueue(queue, { n: 1 })
    const abandoned = await before.enqueue(queue, { n: 2 })
    const live = await before.enqueue(queue, { n: 3 })
    // A worker took these two and then its process died (abandoned) or is still busy (live).
    await db
      .update(jobsTable)
      .set({
        status: 'RUNNING',
        attempts: 1,
        lockedBy: randomUUID(),
        lockedAt: sql`now() - interval '5 minutes'`,
      })
      .where(eq(jobsTable.id, abandoned))
    await db
      .update(jobsTable)
      .set({ status: 'RUNNING', attempts: 1, lockedBy: randomUUID(), lockedAt: sql`now()` })
      .where(eq(jobsTable.id, live))

    const after = newJobs({ leaseSeconds: 60 })
    const seen: number[] = []
    after.work<{ n: number }>(queue, async ({ n }) => {
      seen.push(n)
    })
    expect(await after.drain()).toBe(2)
    expect(seen.sort()).toEqual([1, 2])
    expect(await rowOf(waiting)).toMatchObject({ status: 'DONE', attempts: 1 })
    expect(await rowOf(abandoned)).toMatchObject({ status: 'DONE', attempts: 2 })
    expect(await rowOf(live)).toMatchObject({ status: 'RUNNING', attempts: 1 })
  })

  it('fails a job whose worker died during its last attempt', async () => {
    const queue = queueName()
    const jobs = newJobs({ leaseSeconds: 60 })
    let runs = 0
    jobs.work(queue, async () => {
      runs += 1
    })
    const id = await jobs.enqueue(queue, {}, { maxAttempts: 2 })
    await db
      .update(jobsTable)
      .set({
        status: 'RUNNING',
        attempts: 2,
        lockedBy: randomUUID(),
        lockedAt: sql`now() - interval '5 minutes'`,
      })
      .where(eq(jobsTable.id, id))
    expect(await jobs.drain()).toBe(0)
    expect(runs).toBe(0)
    const row = await rowOf(id)
    expect(row.status).toBe('FAILED')
    expect(row.lastError).toContain('the worker stopped during the last attempt')
  })

  it('ignores the late finish of a run whose lease expired and whose job another worker took', async () => {
    const queue = queueName()
    const first = newJobs({ leaseSeconds: 60 })
    const release: Array<() => void> = []
    first.work(queue, () => new Promise<void>((resolve) => release.push(resolve)))
    const id = await first.enqueue(queue, {})
    const slowRun = first.drain()
    await expect.poll(() => release.length).toBe(1)
    await db
      .update(jobsTable)
      .set({ lockedAt: sql`now() - interval '5 minutes'` })
      .where(eq(jobsTable.id, id))

    const second = newJobs({ leaseSeconds: 60 })
    let secondRuns = 0
    second.work(queue, async () => {
      secondRuns += 1
      throw new Error('second run failed')
    })
    await second.drain()
    expect(secondRuns).toBe(1)
    release[0]!()
    await slowRun
    // The first run's success must not overwrite the outcome of the run that holds the job now.
    expect(await rowOf(id)).toMatchObject({
      status: 'QUEUED',
      attempts: 2,
      lastError: 'Error: second run failed',
    })
  })

  it('never runs one job twice when several workers poll the same queue', async () => {
    const queue = queueName()
    const counts = new Map<number, number>()
    const workers = [
      newJobs({ pollIntervalMs: 10 }),
      newJobs({ pollIntervalMs: 10 }),
      newJobs({ pollIntervalMs: 10 }),
    ]
    for (const jobs of workers) {
      jobs.work<{ n: number }>(
        queue,
        async ({ n }) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 2))
          counts.set(n, (counts.get(n) ?? 0) + 1)
        },
        { concurrency: 3 },
      )
    }
    const total = 200
    for (let n = 0; n < total; n += 1) await workers[0]!.enqueue(queue, { n })

    for (const jobs of workers) {
      jobs.start()
      started.push(jobs)
    }
    // Deterministic drains race the pollers too.
    await Promise.all(workers.map((jobs) => jobs.drain([queue])))
    await expect
      .poll(
        async () =>
          (await db.select().from(jobsTable).where(eq(jobsTable.queue, queue))).filter(
            (row) => row.status === 'DONE',
          ).length,
        { timeout: 20_000 },
      )
      .toBe(total)
    await Promise.all(workers.map((jobs) => jobs.stop()))

    expect(counts.size).toBe(total)
    expect([...counts.values()].every((count) => count === 1)).toBe(true)
    const rows = await db.select().from(jobsTable).where(eq(jobsTable.queue, queue))
    expect(rows.every((row) => row.attempts === 1)).toBe(true)
  })

  it('stops polling on stop() after the jobs in hand finish', async () => {
    const queue = queueName()
    const jobs = newJobs({ pollIntervalMs: 10 })
    let finished = 0
    let signalStarted = () => undefined as void
    const hasStarted = new Promise<void>((resolve) => (signalStarted = resolve))
    jobs.work(queue, async () => {
      signalStarted()
      await new Promise((resolve) => setTimeout(resolve, 100))
      finished += 1
    })
    const first = await jobs.enqueue(queue, {})
    jobs.start()
    await hasStarted
    await jobs.stop()
    expect(finished).toBe(1)
    expect((await rowOf(first)).status).toBe('DONE')

    const later = await jobs.enqueue(queue, {})
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await rowOf(later)).status).toBe('QUEUED')
  })

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    const jobs = newJobs()
    const queue = queueName()
    jobs.work(queue, async () => undefined)
    await expect(
      db.transaction(async (tx) => {
        await jobs.enqueue(queue, { n: 1 }, { executor: tx })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await db.select().from(jobsTable).where(eq(jobsTable.queue, queue))).toEqual([])
  })

  it('refuses a second handler for one queue and a draining queue without one', async () => {
    const jobs = newJobs()
    jobs.work('twice', async () => undefined)
    expect(() => jobs.work('twice', async () => undefined)).toThrow('already has a handler')
    await expect(jobs.drain(['nobody-works-here'])).rejects.toThrow('has no handler')
  })
})
