import type { AuditOutcome } from '@lumbung/contract'
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database'
import { auditLog, tenantDocuments, tenants, users } from '../../db/schema'

export interface AuditFilter {
  /** The company whose trail is read; null only for the operators' view of every company. */
  tenantId: string | null
  action?: string | undefined
  outcome?: AuditOutcome | undefined
  /** Someone who acted, or whose account an event was about (a refused sign-in to it). */
  userId?: string | undefined
  from?: Date | undefined
  to?: Date | undefined
}

const targetUsers = alias(users, 'target_users')

export interface AuditRow {
  id: string
  action: string
  outcome: AuditOutcome
  tenantId: string | null
  tenantName: string | null
  actorUserId: string | null
  actorName: string | null
  targetType: string | null
  targetId: string | null
  targetName: string | null
  detail: Record<string, unknown> | null
  ipAddress: string | null
  userAgent: string | null
  eventCount: number
  createdAt: Date
  lastSeenAt: Date
}
export type AuditRepository = ReturnType<typeof createAuditRepository>

const columns = {
  id: auditLog.id,
  action: auditLog.action,
  outcome: auditLog.outcome,
  tenantId: auditLog.tenantId,
  tenantName: tenants.legalName,
  actorUserId: auditLog.actorUserId,
  actorName: auditLog.actorName,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetName: targetUsers.fullName,
  detail: auditLog.detail,
  ipAddress: auditLog.ipAddress,
  userAgent: auditLog.userAgent,
  eventCount: auditLog.eventCount,
  createdAt: auditLog.createdAt,
  lastSeenAt: auditLog.lastSeenAt,
}

/** The trail, read one company at a time (the operators' view alone reads across companies). */
export function createAuditRepository(db: Executor) {
  function whereOf(filter: AuditFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      filter.tenantId === null ? undefined : eq(auditLog.tenantId, filter.tenantId),
      filter.action ? eq(auditLog.action, filter.action) : undefined,
      filter.outcome ? eq(auditLog.outcome, filter.outcome) : undefined,
      filter.userId
        ? or(
            eq(auditLog.actorUserId, filter.userId),
            and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, filter.userId)),
          )
        : undefined,
      filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
      filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
    ]
    return and(...conditions.filter((condition) => condition !== undefined))
  }

  function select(filter: AuditFilter) {
    return db
      .select(columns)
      .from(auditLog)
      .leftJoin(tenants, eq(tenants.id, auditLog.tenantId))
      .leftJoin(
        targetUsers,
        and(eq(auditLog.targetType, 'user'), eq(sql`${targetUsers.id}::text`, auditLog.targetId)),
      )
      .where(whereOf(filter))
  }

  const page = (filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> =>
    select(filter).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset)

  return {
    page,

    async count(filter: AuditFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(auditLog).where(whereOf(filter))
      return row?.total ?? 0
    },

    /** Every row of the filter, newest first, a thousand at a time (the export streams them). */
    async *all(filter: AuditFilter, pageSize = 1000): AsyncGenerator<AuditRow[]> {
      for (let offset = 0; ; offset += pageSize) {
        const rows = await page(filter, pageSize, offset)
        if (rows.length === 0) return
        yield rows
        if (rows.length < pageSize) return
      }
    },

    /** The company's people who acted in its trail, for the user filter. */
    people(tenantId: string) {
      return db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(eq(users.tenantId, tenantId))
        .orderBy(users.fullName)
    },

    /** A company registration document by its stored key (what an operator opened). */
    async documentOf(tenantId: string, fileKey: string) {
      const [row] = await db
        .select({ id: tenantDocuments.id, kind: tenantDocuments.kind, name: tenantDocuments.originalName })
        .from(tenantDocuments)
        .where(and(eq(tenantDocuments.tenantId, tenantId), eq(tenantDocuments.fileKey, fileKey)))
        .limit(1)
      return row ?? null
    },

    /** The company a person's identity document belongs to. */
    async tenantOfUser(userId: string): Promise<string | null> {
      const [row] = await db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, userId))
      return row?.tenantId ?? null
    },

    /** Retention: rows older than the cut-off go (a counted row spans ten minutes at most). */
    async deleteOlderThan(cutOff: Date): Promise<number> {
      const deleted = await db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, cutOff))
        .returning({ id: auditLog.id })
      return deleted.length
    },
  }
}
