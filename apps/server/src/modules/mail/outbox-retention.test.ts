import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../test/mailbox'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { jobSchedules, jobs as jobsTable, mailOutbox } from '../../db/schema'
import { mailQueue } from './mail.service'
import { outboxPruneQueue } from './outbox-retention'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp({ seed: false, config: { outboxRetentionDays: 3 } })
})
afterAll(() => subject.close())

const link = 'http://localhost:3000/reset-password?token=live-reset-token-123456'

async function sendReset(to: string) {
  await subject.app.mail.send({ to, template: 'password-reset', data: { fullName: 'Budi Santoso', link } })
  await subject.app.jobs.drain([mailQueue])
}

describe('mail that has been delivered', () => {
  it('keeps no link in its finished job, only who it went to and which message it was', async () => {
    await sendReset('retention.job@nusantara.co.id')
    const finished = await subject.database.db
      .select({ status: jobsTable.status, payload: jobsTable.payload })
      .from(jobsTable)
      .where(
        and(
          eq(jobsTable.queue, mailQueue),
          sql`${jobsTable.payload}->>'to' = 'retention.job@nusantara.co.id'`,
        ),
      )
    expect(finished).toEqual([
      { status: 'DONE', payload: { to: 'retention.job@nusantara.co.id', template: 'password-reset' } },
    ])
    expect(JSON.stringify(finished)).not.toContain('live-reset-token')
  })
})

describe('the outbox', () => {
  const ageOf = (to: string, days: number) =>
    subject.database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - ${days} * interval '1 day'` })
      .where(eq(mailOutbox.to, to))

  it('deletes messages older than the retention period on a periodic job, and keeps newer ones', async () => {
    await sendReset('old.message@nusantara.co.id')
    await sendReset('recent.message@nusantara.co.id')
    await ageOf('old.message@nusantara.co.id', 4)
    await ageOf('recent.message@nusantara.co.id', 2)

    // The prune runs on the hour; bring its next occurrence forward instead of waiting for it.
    await subject.app.jobs.runSchedules()
    const moved = await subject.database.db
      .update(jobSchedules)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(jobSchedules.queue, outboxPruneQueue))
      .returning({ cron: jobSchedules.cron })
    expect(moved).toEqual([{ cron: '0 * * * *' }])
    expect(await subject.app.jobs.drain([outboxPruneQueue])).toBe(1)

    expect(await readMailbox(subject.app, 'old.message@nusantara.co.id')).toEqual([])
    expect(await readMailbox(subject.app, 'recent.message@nusantara.co.id')).toHaveLength(1)
    // Pruning goes on: the schedule moved to the next hour.
    const [next] = await subject.database.db
      .select({ nextRunAt: jobSchedules.nextRunAt })
      .from(jobSchedules)
      .where(eq(jobSchedules.queue, outboxPruneQueue))
    expect(next!.nextRunAt.getTime()).toBeGreaterThan(Date.now())
    expect(next!.nextRunAt.getUTCMinutes()).toBe(0)
  })
})
