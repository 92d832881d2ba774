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
})
