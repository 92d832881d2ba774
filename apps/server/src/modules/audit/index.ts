import { auditRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { ModuleContext } from '../context'
import { createAuditRetention } from './audit-retention'
import { createAuditRepository } from './audit.repository'
import { createAuditService } from './audit.service'

/** The audit trail's reading side and its retention; lib/audit.ts is the recorder every area writes with. */
export function createAuditServices({
  db,
  audit,
  jobs,
  config,
}: Pick<ModuleContext, 'db' | 'audit' | 'jobs' | 'config'>) {
  const repository = createAuditRepository(db)
  return {
    trail: createAuditService({ repository, audit }),
    retention: createAuditRetention({ jobs, repository, config }),
  }
}
export type AuditServices = ReturnType<typeof createAuditServices>

const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
})

export const auditModule: FastifyPluginAsyncZod<AuditServices> = async (app, { trail, retention }) => {
  retention.registerPrune()

  app.route({
    ...auditRoutes.tenantList,
    handler: async (request) => ok(await trail.tenantList(request.actor, request.query)),
  })
  app.route({
    ...auditRoutes.tenantExport,
    handler: async (request, reply) => {
      const file = trail.tenantExport(request.actor, request.query)
      return reply.headers(csvHeaders(file.filename)).send(file.stream)
    },
  })
  app.route({
    ...auditRoutes.tenantPeople,
    handler: async (request) => ok(await trail.tenantPeople(request.actor)),
  })
  app.route({
    ...auditRoutes.operatorList,
    handler: async (request) => ok(await trail.operatorList(request.actor, request.query)),
  })
  app.route({
    ...auditRoutes.operatorExport,
    handler: async (request, reply) => {
      const file = trail.operatorExport(request.actor, request.query)
      return reply.headers(csvHeaders(file.filename)).send(file.stream)
    },
  })
}

export { auditPruneQueue } from './audit-retention'
export { registerAuditTrail } from './refusal-trail'
export type { AuditService } from './audit.service'
