import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import type { Database } from '../../db/database'
import { jobSchedules, jobs as jobsTable } from '../../db/schema'
import { createJobs, type Jobs, type JobsOptions, type ScheduledPayload } from '.'

const silent = pino({ level: 'silent' })

/** Two instances of the server on one database: each has its own queue object, as in production. */
describe('the job queue across instances', () => {
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
  const rowsOf = (queue: string) => db.select().from(jobsTable).where(eq(jobsTable.queue, queue))

  describe('schedules', () => {
    it('queues each occurrence once however many instances look, and the next one at its time', async () => {
      const queue = queueName()
      const instances = [newJobs(), newJobs()]
      const seen: ScheduledPayload[] = []
      for (const jobs of instances) {
        jobs.schedule(queue, { cron: '10 0 1 * *', timeZone: 'Asia/Jakarta' })
        jobs.work<ScheduledPayload>(queue, async (payload) => {
          seen.push(payload)
        })
      }
      // Not due yet: the first run records the schedule with its next occurrence.
      expect(await instances[0]!.runSchedules()).toBe(0)
      const [recorded] = await db.select().from(jobSchedules).where(eq(jobSchedules.queue, queue))
      expect(recorded!.nextRunAt.getTime()).toBeGreaterThan(Date.now())
      expect(recorded!.nextRunAt.getUTCHours()).toBe(17)
      expect(recorded!.nextRunAt.getUTCMinutes()).toBe(10)

      // The clock reaches the occurrence: both instances race to queue it.
      const occurrence = new Date(Date.now() - 60_000)
      await db.update(jobSchedules).set({ nextRunAt: occurrence }).where(eq(jobSchedules.queue, queue))
      const counts = await Promise.all([
        instances[0]!.runSchedules(),
        instances[1]!.runSchedules(),
        instances[0]!.runSchedules(),
        instances[1]!.runSchedules(),
      ])
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1)
      expect(await rowsOf(queue)).toHaveLength(1)

      expect(await instances[1]!.drain([queue])).toBe(1)
      expect(seen).toEqual([{ scheduledFor: occurrence.toISOString() }])
      const [moved] = await db.select().from(jobSchedules).where(eq(jobSchedules.queue, queue))
      expect(moved!.lastRunAt?.toISOString()).toBe(occurrence.toISOString())
      expect(moved!.nextRunAt.getTime()).toBeGreaterThan(Date.now())
    })

    it('keeps the next occurrence across a restart, and starts afresh when the expression changes', async () => {
      const queue = queueName()
      const first = newJobs()
      first.schedule(queue, { cron: '*/5 * * * *', timeZone: 'UTC' })
      await first.runSchedules()
      const later = new Date(Date.now() + 3 * 3600_000)
      await db.update(jobSchedules).set({ nextRunAt: later }).where(eq(jobSchedules.queue, queue))

      const restarted = newJobs()
      restarted.schedule(queue, { cron: '*/5 * * * *', timeZone: 'UTC' })
      await restarted.runSchedules()
      const [kept] = await db.select().from(jobSchedules).where(eq(jobSchedules.queue, queue))
      expect(kept!.nextRunAt.getTime()).toBe(later.getTime())

      const changed = newJobs()
      changed.schedule(queue, { cron: '0 * * * *', timeZone: 'UTC' })
      await changed.runSchedules()
      const [moved] = await db.select().from(jobSchedules).where(eq(jobSchedules.queue, queue))
      expect(moved!.cron).toBe('0 * * * *')
      expect(moved!.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000)
      expect(moved!.nextRunAt.getUTCMinutes()).toBe(0)
    })

    it('refuses a schedule it cannot read where it is declared', () => {
      const jobs = newJobs()
      expect(() => jobs.schedule('bad', { cron: '61 * * * *', timeZone: 'UTC' })).toThrow(RangeError)
      expect(() => jobs.schedule('bad', { cron: '0 * * * *', timeZone: 'Nowhere/City' })).toThrow(RangeError)
    })
  })

  describe('singleton jobs', () => {
    it('ignores a second enqueue with the same key while the first is queued or running, not after', async () => {
      const queue = queueName()
      const [one, two] = [newJobs(), newJobs()]
      const first = await one.enqueue(queue, { n: 1 }, { singletonKey: 'rebuild' })
      expect(first).not.toBeNull()
      expect(await two.enqueue(queue, { n: 2 }, { singletonKey: 'rebuild' })).toBeNull()
      // Another key, or another queue, is another job.
      expect(await two.enqueue(queue, { n: 3 }, { singletonKey: 'other' })).not.toBeNull()
      expect(await two.enqueue(queueName(), { n: 4 }, { singletonKey: 'rebuild' })).not.toBeNull()

      const release: Array<() => void> = []
      one.work(queue, () => new Promise<void>((resolve) => release.push(resolve)))
      const running = one.drain([queue])
      await expect.poll(() => release.length).toBe(1)
      expect(await two.enqueue(queue, { n: 5 }, { singletonKey: 'rebuild' })).toBeNull()
      release[0]!()
      await expect.poll(() => release.length).toBe(2)
      release[1]!()
      await running

      expect(await two.enqueue(queue, { n: 6 }, { singletonKey: 'rebuild' })).not.toBeNull()
      const payloads = (await rowsOf(queue)).map((row) => (row.payload as { n: number }).n).sort()
      expect(payloads).toEqual([1, 3, 6])
    })

    it('lets only one of two instances enqueueing at once in their own transactions win', async () => {
      const queue = queueName()
      const [one, two] = [newJobs(), newJobs()]
      const ids = await Promise.all(
        [one, two].map((jobs) =>
          db.transaction((tx) => jobs.enqueue(queue, {}, { singletonKey: 'close', executor: tx })),
        ),
      )
      expect(ids.filter((id) => id !== null)).toHaveLength(1)
      expect(await rowsOf(queue)).toHaveLength(1)
    })
  })

  describe('throttling', () => {
    it('never runs more jobs of a queue at once than its cap, across instances', async () => {
      const queue = queueName()
      let running = 0
      let mostRunning = 0
      const instances = [newJobs({ pollIntervalMs: 10 }), newJobs({ pollIntervalMs: 10 })]
      for (const jobs of instances) {
        jobs.work(
          queue,
          async () => {
            running += 1
            mostRunning = Math.max(mostRunning, running)
            await new Promise((resolve) => setTimeout(resolve, 15))
            running -= 1
          },
          { concurrency: 4, maxRunning: 2 },
        )
      }
      const total = 24
      for (let n = 0; n < total; n += 1) await instances[0]!.enqueue(queue, { n })
      for (const jobs of instances) {
        jobs.start()
        started.push(jobs)
      }
      await expect
        .poll(
          async () =>
            (
              await db
                .select()
                .from(jobsTable)
                .where(and(eq(jobsTable.queue, queue), eq(jobsTable.status, 'DONE')))
            ).length,
          { timeout: 20_000 },
        )
        .toBe(total)
      await Promise.all(instances.map((jobs) => jobs.stop()))
      expect(mostRunning).toBe(2)
    })

    it('leaves a job whose lease ran out out of the count, so a dead worker does not hold a slot', async () => {
      const queue = queueName()
      const jobs = newJobs({ leaseSeconds: 60 })
      let runs = 0
      jobs.work(
        queue,
        async () => {
          runs += 1
        },
        { maxRunning: 1 },
      )
      const stuck = await jobs.enqueue(queue, {})
      await jobs.enqueue(queue, {})
      await db
        .update(jobsTable)
        .set({
          status: 'RUNNING',
          attempts: 1,
          lockedBy: randomUUID(),
          lockedAt: sql`now() - interval '5 minutes'`,
        })
        .where(eq(jobsTable.id, stuck))
      expect(await jobs.drain([queue])).toBe(2)
      expect(runs).toBe(2)
    })

    it('claims nothing while the cap is taken by a live job of another instance', async () => {
      const queue = queueName()
      const jobs = newJobs({ leaseSeconds: 60 })
      jobs.work(queue, async () => undefined, { maxRunning: 1 })
      const live = await jobs.enqueue(queue, {})
      await jobs.enqueue(queue, {})
      await db
        .update(jobsTable)
        .set({ status: 'RUNNING', attempts: 1, lockedBy: randomUUID(), lockedAt: sql`now()` })
        .where(eq(jobsTable.id, live))
      expect(await jobs.drain([queue])).toBe(0)
    })
  })

  describe('dead letters', () => {
    it('keeps a job that used up its attempts as FAILED with its last error and when it failed', async () => {
      const queue = queueName()
      const jobs = newJobs()
      jobs.work(queue, async () => {
        throw new Error('upstream said 503')
      })
      const id = await jobs.enqueue(queue, {}, { maxAttempts: 1 })
      await jobs.drain([queue])
      const [row] = await db.select().from(jobsTable).where(eq(jobsTable.id, id))
      expect(row).toMatchObject({
        status: 'FAILED',
        lastError: 'Error: upstream said 503',
        isPayloadTrimmed: false,
      })
      expect(row!.failedAt).toBeInstanceOf(Date)
    })

    it('marks a dead letter whose payload was cut down, since it cannot run again', async () => {
      const queue = queueName()
      const jobs = newJobs()
      jobs.work(
        queue,
        async () => {
          throw new Error('no')
        },
        { keptPayload: () => ({ to: 'someone' }) },
      )
      const id = await jobs.enqueue(queue, { to: 'someone', link: 'secret' }, { maxAttempts: 1 })
      await jobs.drain([queue])
      const [row] = await db.select().from(jobsTable).where(eq(jobsTable.id, id))
      expect(row).toMatchObject({ status: 'FAILED', isPayloadTrimmed: true, payload: { to: 'someone' } })
    })
  })
})
