import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { jobs as jobsTable } from '../../db/schema'
import { createJobs } from '.'

const silent = pino({ level: 'silent' })

describe('a worker killed in the middle of a job', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ seed: false })
  })
  afterAll(() => test.close())

  it('leaves the job to another worker once its lease runs out, which runs it to the end', async () => {
    const db = test.database.db
    const queue = `crash-${randomUUID()}`
    const crashed = createJobs({ db, logger: silent, leaseSeconds: 60 })
    let hasStarted = false
    // The first worker takes the job and never finishes it: its process is gone mid-job.
    crashed.work(queue, () => {
      hasStarted = true
      return new Promise<void>(() => undefined)
    })
    const id = await crashed.enqueue(queue, { invoice: 'INV-1' })
    void crashed.drain([queue])
    await expect.poll(() => hasStarted).toBe(true)
    const [taken] = await db.select().from(jobsTable).where(eq(jobsTable.id, id))
    expect(taken).toMatchObject({ status: 'RUNNING', attempts: 1 })

    // No heartbeat comes from a dead process: its lease ran out five minutes ago.
    await db
      .update(jobsTable)
      .set({ lockedAt: sql`now() - interval '5 minutes'` })
      .where(eq(jobsTable.id, id))
    const survivor = createJobs({ db, logger: silent, leaseSeconds: 60 })
    const done: unknown[] = []
    survivor.work(queue, async (payload) => {
      done.push(payload)
    })
    expect(await survivor.drain([queue])).toBe(1)
    expect(done).toEqual([{ invoice: 'INV-1' }])
    const [finished] = await db.select().from(jobsTable).where(eq(jobsTable.id, id))
    expect(finished).toMatchObject({ status: 'DONE', attempts: 2 })
    expect(finished!.lockedBy).not.toBe(taken!.lockedBy)
  })

  it('hands a job still running back when its instance stops: due at once, its attempt not counted', async () => {
    const db = test.database.db
    const queue = `stop-${randomUUID()}`
    const stopping = createJobs({ db, logger: silent, leaseSeconds: 60, pollIntervalMs: 20 })
    let signal: AbortSignal | undefined
    stopping.work(queue, (_payload, job) => {
      signal = job.signal
      return new Promise<void>(() => undefined)
    })
    const id = await stopping.enqueue(queue, { invoice: 'INV-2' })
    stopping.start()
    await expect.poll(() => signal).toBeDefined()
    await stopping.stop({ handBackAfterMs: 50 })
    // The handler is told to stop, and the job is the queue's again without waiting for the lease.
    expect(signal!.aborted).toBe(true)
    const [handedBack] = await db.select().from(jobsTable).where(eq(jobsTable.id, id))
    expect(handedBack).toMatchObject({ status: 'QUEUED', attempts: 0, lockedBy: null })
    const other = createJobs({ db, logger: silent, leaseSeconds: 60 })
    const done: unknown[] = []
    other.work(queue, async (payload) => {
      done.push(payload)
    })
    expect(await other.drain([queue])).toBe(1)
    expect(done).toEqual([{ invoice: 'INV-2' }])
  })

  it('lets a job that ends within the grace finish instead of handing it back', async () => {
    const db = test.database.db
    const queue = `stop-${randomUUID()}`
    const stopping = createJobs({ db, logger: silent, pollIntervalMs: 20 })
    let hasStarted = false
    stopping.work(queue, async () => {
      hasStarted = true
      await new Promise((resolve) => setTimeout(resolve, 100))
    })
    const id = await stopping.enqueue(queue, {})
    stopping.start()
    await expect.poll(() => hasStarted).toBe(true)
    await stopping.stop({ handBackAfterMs: 5000 })
    const [finished] = await db.select().from(jobsTable).where(eq(jobsTable.id, id))
    expect(finished).toMatchObject({ status: 'DONE', attempts: 1 })
  })
})
