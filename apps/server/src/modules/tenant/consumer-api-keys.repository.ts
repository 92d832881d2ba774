import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database'
import { consumerApiKeys, users, type ConsumerApiKeyRow } from '../../db/schema'

export type ConsumerApiKeysRepository = ReturnType<typeof createConsumerApiKeysRepository>

export interface NewConsumerApiKey {
  tenantId: string
  label: string
  keyHash: string
  lastFour: string
  createdBy: string
}

export interface ConsumerApiKeyRecord {
  key: ConsumerApiKeyRow
  createdByName: string | null
  revokedByName: string | null
}

const creator = alias(users, 'consumer_api_key_creator')
const revoker = alias(users, 'consumer_api_key_revoker')

/**
 * A company's named gateway keys. Every query names the tenant: callers pass the actor's own tenant
 * id, so an id from another company is simply not found.
 */
export function createConsumerApiKeysRepository(db: Executor) {
  function selectRecords(executor: Executor) {
    return executor
      .select({ key: consumerApiKeys, createdByName: creator.fullName, revokedByName: revoker.fullName })
      .from(consumerApiKeys)
      .leftJoin(creator, eq(creator.id, consumerApiKeys.createdBy))
      .leftJoin(revoker, eq(revoker.id, consumerApiKeys.revokedBy))
  }

  return {
    /** Live keys first, newest first within each group; revoked keys stay listed for the record. */
    async list(tenantId: string, executor: Executor = db): Promise<ConsumerApiKeyRecord[]> {
      return selectRecords(executor)
        .where(eq(consumerApiKeys.tenantId, tenantId))
        .orderBy(
          sql`${consumerApiKeys.revokedAt} is not null`,
          desc(consumerApiKeys.createdAt),
          asc(consumerApiKeys.id),
        )
    },

    async find(
      tenantId: string,
      id: string,
      executor: Executor = db,
    ): Promise<ConsumerApiKeyRecord | undefined> {
      const [record] = await selectRecords(executor)
        .where(and(eq(consumerApiKeys.tenantId, tenantId), eq(consumerApiKeys.id, id)))
        .limit(1)
      return record
    },

    /**
     * Makes creating keys for one company take turns until the caller's transaction ends, so the count
     * and the label check it makes next cannot race another creation.
     */
    async lockTenant(tenantId: string, executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`consumer-api-keys:${tenantId}`}))`)
    },

    async countLive(tenantId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ total: count() })
        .from(consumerApiKeys)
        .where(and(eq(consumerApiKeys.tenantId, tenantId), isNull(consumerApiKeys.revokedAt)))
      return row?.total ?? 0
    },

    /** Whether a live key of the company has this label, ignoring case. */
    async isLabelLive(tenantId: string, label: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: consumerApiKeys.id })
        .from(consumerApiKeys)
        .where(
          and(
            eq(consumerApiKeys.tenantId, tenantId),
            isNull(consumerApiKeys.revokedAt),
            sql`lower(${consumerApiKeys.label}) = lower(${label})`,
          ),
        )
        .limit(1)
      return row !== undefined
    },

    async insert(key: NewConsumerApiKey, executor: Executor = db): Promise<ConsumerApiKeyRow> {
      const [row] = await executor.insert(consumerApiKeys).values(key).returning()
      return row!
    },

    /** Revokes a live key; answers undefined when the key is not the company's or was already revoked. */
    async revoke(
      tenantId: string,
      id: string,
      revokedBy: string,
      at: Date,
      executor: Executor = db,
    ): Promise<ConsumerApiKeyRow | undefined> {
      const [row] = await executor
        .update(consumerApiKeys)
        .set({ revokedAt: at, revokedBy })
        .where(
          and(
            eq(consumerApiKeys.tenantId, tenantId),
            eq(consumerApiKeys.id, id),
            isNull(consumerApiKeys.revokedAt),
          ),
        )
        .returning()
      return row
    },
  }
}
