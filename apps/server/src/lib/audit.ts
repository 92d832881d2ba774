import type { Database, Executor } from '../db/database'
import { auditLog } from '../db/schema'

export interface AuditEntry {
  action: string
  tenantId?: string | null
  actorUserId?: string | null
  targetType?: string | null
  targetId?: string | null
  detail?: Record<string, unknown> | null
}

export interface Audit {
  /** Writes the entry; pass the caller's transaction so the entry commits or rolls back with the change. */
  record(entry: AuditEntry): Promise<void>
  record(executor: Executor, entry: AuditEntry): Promise<void>
}

export function createAudit(db: Database): Audit {
  async function record(first: Executor | AuditEntry, second?: AuditEntry): Promise<void> {
    const [executor, entry] = second ? [first as Executor, second] : [db, first as AuditEntry]
    await executor.insert(auditLog).values({
      action: entry.action,
      tenantId: entry.tenantId ?? null,
      actorUserId: entry.actorUserId ?? null,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      detail: entry.detail ?? null,
    })
  }
  return { record }
}
