import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/errors'

export function createHealthService({ db, startedAt = Date.now() }: { db: Database; startedAt?: number }) {
  return {
    async check(log: FastifyBaseLogger) {
      try {
        await db.execute(sql`select 1`)
      } catch (error) {
        log.error({ err: error }, 'database health check failed')
        throw new AppError('SERVICE_UNAVAILABLE', 503, 'Database is unavailable')
      }
      return { database: 'up' as const, uptime_seconds: Math.round((Date.now() - startedAt) / 1000) }
    },
  }
}
