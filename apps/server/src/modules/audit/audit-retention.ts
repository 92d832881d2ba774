import type { Config } from '../../config'
import type { Jobs } from '../jobs'
import type { AuditRepository } from './audit.repository'

export const auditPruneQueue = 'audit-log-prune'
/** Daily at 02:30 Jakarta time, queued once across instances by the queue's schedule table. */
export const auditPruneSchedule = { cron: '30 2 * * *', timeZone: 'Asia/Jakarta', maxAttempts: 3 } as const

const dayMs = 24 * 60 * 60 * 1000

/**
 * Deletes trail rows older than LUMBUNG_AUDIT_RETENTION_DAYS (docs/decisions/0061-audit-trail.md): a
 * scheduled job on the queue, so one instance does it and a failed run is retried.
 */
export function createAuditRetention({
  jobs,
  repository,
  config,
  now = () => new Date(),
}: {
  jobs: Pick<Jobs, 'schedule' | 'work'>
  repository: Pick<AuditRepository, 'deleteOlderThan'>
  config: Pick<Config, 'auditRetentionDays'>
  now?: () => Date
}) {
  const prune = () =>
    repository.deleteOlderThan(new Date(now().getTime() - config.auditRetentionDays * dayMs))
  return {
    prune,
    registerPrune() {
      jobs.schedule(auditPruneQueue, auditPruneSchedule)
      jobs.work(auditPruneQueue, async () => {
        await prune()
      })
    },
  }
}
export type AuditRetention = ReturnType<typeof createAuditRetention>
