import { createHash } from 'node:crypto'
import { auditCountWindowMinutes, type AuditAction, type AuditOutcome } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { auditLog } from '../db/schema'
import { currentRequestClient, type RequestClient } from './request-scope'

/** Where a call came from: the connection's address (or the trusted proxy's word) and the browser. */
export type AuditClient = RequestClient

export interface AuditEntry {
  action: AuditAction
  tenantId?: string | null
  actorUserId?: string | null
  targetType?: string | null
  targetId?: string | null
  /** A few facts about the event; never a secret, a token or a password. */
  detail?: Record<string, unknown> | null
  outcome?: AuditOutcome
  /** Where from; left out, the request being served (set for every API request) says. */
  client?: AuditClient | null
}

export interface CountOptions {
  /** What else tells one counted row from another (a refusal's status and code, a sign-in's reason). */
  by?: readonly (string | number | null | undefined)[]
  /** A detail key holding a list of strings: each new one is kept, up to five (the routes a probe tried). */
  sampleKey?: string
}

export interface Audit {
  /** Writes the entry; pass the caller's transaction so the entry commits or rolls back with the change. */
  record(entry: AuditEntry): Promise<void>
  record(executor: Executor, entry: AuditEntry): Promise<void>
  /**
   * Counts an event that may repeat thousands of times (a refused sign-in or call, an operator paging
   * through a company's users) into one row per action, company, person, address, target and ten
   * minutes, so a probe cannot flood the trail. The refused second factor is recorded this way too:
   * `count({ action: 'auth.second_factor_refused', outcome: 'REFUSED', tenantId, actorUserId }, { by: [reason] })`.
   */
  count(entry: AuditEntry, options?: CountOptions): Promise<void>
}

const userAgentMaxLength = 512
const windowMs = auditCountWindowMinutes * 60 * 1000
const sampleLimit = 5
const sampleKeyPattern = /^[a-z_]+$/

function rowOf(entry: AuditEntry) {
  const client = entry.client ?? currentRequestClient()
  return {
    action: entry.action,
    outcome: entry.outcome ?? 'SUCCESS',
    tenantId: entry.tenantId ?? null,
    actorUserId: entry.actorUserId ?? null,
    // The name as it was: a later change of name does not rewrite the trail.
    actorName: entry.actorUserId
      ? sql`(select "full_name" from "users" where "id" = ${entry.actorUserId})`
      : null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? null,
    ipAddress: client?.ip ?? null,
    userAgent: client?.userAgent?.slice(0, userAgentMaxLength) ?? null,
  }
}

export function createAudit(db: Database, now: () => Date = () => new Date()): Audit {
  async function record(first: Executor | AuditEntry, second?: AuditEntry): Promise<void> {
    const [executor, entry] = second ? [first as Executor, second] : [db, first as AuditEntry]
    await executor.insert(auditLog).values(rowOf(entry))
  }

  async function count(entry: AuditEntry, options: CountOptions = {}): Promise<void> {
    const row = rowOf(entry)
    const at = now()
    const window = Math.floor(at.getTime() / windowMs)
    // Hashed: the key holds an address and ids, and needs only to be the same for the same event.
    const aggregateKey = createHash('sha256')
      .update(
        [
          row.action,
          row.outcome,
          row.tenantId,
          row.actorUserId,
          row.ipAddress,
          row.targetType,
          row.targetId,
          window,
          ...(options.by ?? []),
        ]
          .map((part) => String(part ?? ''))
          .join('|'),
      )
      .digest('base64url')
    const sampleKey = options.sampleKey && sampleKeyPattern.test(options.sampleKey) ? options.sampleKey : null
    const samples = sampleKey ? sql.raw(`'{${sampleKey}}'`) : null
    const kept = sql`coalesce(${auditLog.detail} -> ${sampleKey}::text, '[]'::jsonb)`
    await db
      .insert(auditLog)
      .values({ ...row, aggregateKey, eventCount: 1, createdAt: at, lastSeenAt: at })
      .onConflictDoUpdate({
        target: auditLog.aggregateKey,
        set: {
          eventCount: sql`${auditLog.eventCount} + 1`,
          lastSeenAt: sql`excluded.last_seen_at`,
          ...(samples
            ? {
                detail: sql`case when jsonb_array_length(${kept}) < ${sampleLimit}
                  and not ${kept} @> coalesce(excluded.detail -> ${sampleKey}::text, '[]'::jsonb)
                  then jsonb_set(${auditLog.detail}, ${samples}, ${kept} || coalesce(excluded.detail -> ${sampleKey}::text, '[]'::jsonb))
                  else ${auditLog.detail} end`,
              }
            : {}),
        },
      })
  }

  return { record, count }
}
