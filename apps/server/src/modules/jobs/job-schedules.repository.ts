import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import { jobSchedules, type JobScheduleRow } from '../../db/schema'

export interface ScheduleDefinition {
  queue: string
  cron: string
  timeZone: string
  /** The first occurrence from now, used when the row is new or its expression changed. */
  nextRunAt: Date
}

export function createJobSchedulesRepository(db: Database) {
  return {
    /**
     * Records the schedules this instance declares. An unchanged row keeps its `next_run_at`, so a
     * restart neither skips nor repeats an occurrence; a changed expression starts from now.
     */
    async upsert(definitions: readonly ScheduleDefinition[]): Promise<void> {
      for (const definition of definitions) {
        await db
          .insert(jobSchedules)
          .values(definition)
          .onConflictDoUpdate({
            target: jobSchedules.queue,
            set: { cron: definition.cron, timeZone: definition.timeZone, nextRunAt: definition.nextRunAt },
            setWhere: or(
              ne(jobSchedules.cron, definition.cron),
              ne(jobSchedules.timeZone, definition.timeZone),
            ),
          })
      }
    },

    async findDue(queues: readonly string[]): Promise<JobScheduleRow[]> {
      if (queues.length === 0) return []
      return db
        .select()
        .from(jobSchedules)
        .where(and(inArray(jobSchedules.queue, [...queues]), lte(jobSchedules.nextRunAt, sql`now()`)))
    },

    /**
     * Moves a due schedule on to its next occurrence if nobody has yet, and answers the occurrence it
     * took. Under READ COMMITTED a second instance's update waits for the first, then finds the row no
     * longer due and updates nothing. The occurrence is read back rather than compared, since the
     * database keeps microseconds a JavaScript date does not.
     */
    async advance(queue: string, nextRunAt: Date, executor: Executor): Promise<Date | null> {
      const [moved] = await executor
        .update(jobSchedules)
        .set({ nextRunAt, lastRunAt: sql`${jobSchedules.nextRunAt}` })
        .where(and(eq(jobSchedules.queue, queue), lte(jobSchedules.nextRunAt, sql`now()`)))
        .returning({ occurrence: jobSchedules.lastRunAt })
      return moved?.occurrence ?? null
    },

    async list(): Promise<JobScheduleRow[]> {
      return db.select().from(jobSchedules)
    },
  }
}

export type JobSchedulesRepository = ReturnType<typeof createJobSchedulesRepository>
