import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database'
import { deltaSharingTokens, transactionRequests, users, type DeltaSharingTokenRow } from '../../../db/schema'

export type DeltaSharingTokensRepository = ReturnType<typeof createDeltaSharingTokensRepository>

export interface DeltaSharingTokenRecord {
  token: DeltaSharingTokenRow
  transactionNo: string | null
  createdByName: string | null
}

const creator = alias(users, 'delta_sharing_token_creator')

/**
 * A company's Delta Sharing tokens. Every read names the tenant, but the one that finds a live token by
 * its hash, which is how the sharing server learns the company in the first place.
 */
export function createDeltaSharingTokensRepository(db: Executor) {
  const live = (now: Date) => and(isNull(deltaSharingTokens.revokedAt), gt(deltaSharingTokens.expiresAt, now))

  function selectRecords(executor: Executor) {
    return executor
      .select({
        token: deltaSharingTokens,
        transactionNo: transactionRequests.transactionNo,
        createdByName: creator.fullName,
      })
      .from(deltaSharingTokens)
      .leftJoin(transactionRequests, eq(transactionRequests.id, deltaSharingTokens.transactionRequestId))
      .leftJoin(creator, eq(creator.id, deltaSharingTokens.createdBy))
  }

  return {
    /** Live tokens first, newest first within each group; revoked and expired ones stay for the record. */
    async list(tenantId: string, now: Date, executor: Executor = db): Promise<DeltaSharingTokenRecord[]> {
      return selectRecords(executor)
        .where(eq(deltaSharingTokens.tenantId, tenantId))
        .orderBy(
          sql`(${deltaSharingTokens.revokedAt} is null and ${deltaSharingTokens.expiresAt} > ${now}) desc`,
          desc(deltaSharingTokens.createdAt),
        )
    },

    async find(tenantId: string, id: string, executor: Executor = db) {
      const [record] = await selectRecords(executor)
        .where(and(eq(deltaSharingTokens.tenantId, tenantId), eq(deltaSharingTokens.id, id)))
        .limit(1)
      return record
    },

    /** Makes profile creation for one company take turns, so the count it makes next cannot race. */
    async lockTenant(tenantId: string, executor: Executor): Promise<void> {
      await executor.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`delta-sharing-tokens:${tenantId}`}))`,
      )
    },

    async countLive(tenantId: string, now: Date, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ total: count() })
        .from(deltaSharingTokens)
        .where(and(eq(deltaSharingTokens.tenantId, tenantId), live(now)))
      return row?.total ?? 0
    },

    async insert(
      values: Omit<typeof deltaSharingTokens.$inferInsert, 'id' | 'createdAt'>,
      executor: Executor = db,
    ): Promise<DeltaSharingTokenRow> {
      const [row] = await executor.insert(deltaSharingTokens).values(values).returning()
      return row!
    },

    /** The live token with this hash, whichever company holds it. */
    async findLiveByHash(tokenHash: string, now: Date, executor: Executor = db) {
      const [row] = await executor
        .select({ id: deltaSharingTokens.id, tenantId: deltaSharingTokens.tenantId })
        .from(deltaSharingTokens)
        .where(and(eq(deltaSharingTokens.tokenHash, tokenHash), live(now)))
        .limit(1)
      return row
    },

    /** Whether the company's token is still live: a link it was given dies with it. */
    async isLive(tenantId: string, id: string, now: Date, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: deltaSharingTokens.id })
        .from(deltaSharingTokens)
        .where(and(eq(deltaSharingTokens.tenantId, tenantId), eq(deltaSharingTokens.id, id), live(now)))
        .limit(1)
      return row !== undefined
    },

    /** Notes a use at most once a minute, so a busy connector does not write on every call. */
    async touch(tenantId: string, id: string, now: Date, executor: Executor = db): Promise<void> {
      await executor
        .update(deltaSharingTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(deltaSharingTokens.tenantId, tenantId),
            eq(deltaSharingTokens.id, id),
            sql`(${deltaSharingTokens.lastUsedAt} is null or ${deltaSharingTokens.lastUsedAt} < ${now}::timestamptz - interval '1 minute')`,
          ),
        )
    },

    /** Revokes a live token of the company; undefined when it is not the company's or no longer live. */
    async revoke(tenantId: string, id: string, revokedBy: string, now: Date, executor: Executor = db) {
      const [row] = await executor
        .update(deltaSharingTokens)
        .set({ revokedAt: now, revokedBy })
        .where(and(eq(deltaSharingTokens.tenantId, tenantId), eq(deltaSharingTokens.id, id), live(now)))
        .returning()
      return row
    },
  }
}
