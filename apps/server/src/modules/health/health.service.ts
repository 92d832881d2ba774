import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database'
import { AppError, DrainingError } from '../../lib/errors'

export function createHealthService({ db, startedAt = Date.now() }: { db: Database; startedAt?: number }) {
  let isDraining = false
  const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000)

  async function checkDatabase(log: FastifyBaseLogger) {
    try {
      await db.execute(sql`select 1`)
    } catch (error) {
      log.error({ err: error }, 'database health check failed')
      throw new AppError('SERVICE_UNAVAILABLE', 503, 'Database is unavailable')
    }
    return { database: 'up' as const, uptime_seconds: uptimeSeconds() }
  }

  return {
    check: checkDatabase,
    live() {
      return { uptime_seconds: uptimeSeconds() }
    },
    async ready(log: FastifyBaseLogger) {
      if (isDraining) throw new DrainingError()
      return checkDatabase(log)
    },
    /**
     * Shutting down: readiness answers 503 from now on, so a load balancer stops sending new requests
     * while the instance still serves the ones it gets (docs/deploy.md#shutting-down).
     */
    markDraining() {
      isDraining = true
    },
  }
}
export type HealthService = ReturnType<typeof createHealthService>
