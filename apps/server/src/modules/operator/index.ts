import { operatorRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import { createStorageUrls } from '../../lib/storage-urls'
import type { ModuleContext } from '../context'
import { createTenantVerificationService } from '../tenant/tenant-verification.service'
import { createTenantRepository } from '../tenant/tenant.repository'
import { createOperatorRepository } from './operator.repository'
import { createOperatorService } from './operator.service'

/** The operator console's API: every route is for platform operators only (contract access 'operator'). */
export const operatorModule: FastifyPluginAsyncZod<ModuleContext> = async (
  app,
  { db, audit, files, mail, config },
) => {
  const operator = createOperatorService({
    db,
    repository: createOperatorRepository(db),
    // Decisions go through the company-verification workflow, which owns its tables and mails.
    verification: createTenantVerificationService({
      db,
      tenants: createTenantRepository(db),
      files,
      storageUrls: createStorageUrls(config.masterKey),
      mail,
      audit,
    }),
    audit,
  })

  app.route({
    ...operatorRoutes.listTenants,
    handler: async (request) => ok(await operator.listTenants(request.actor, request.query)),
  })

  app.route({
    ...operatorRoutes.tenantDetail,
    handler: async (request) => ok(await operator.tenantDetail(request.actor, request.params.id)),
  })

  app.route({
    ...operatorRoutes.approveTenant,
    handler: async (request) =>
      ok(await operator.approveTenant(request.actor, request.params.id), 'Company verified'),
  })

  app.route({
    ...operatorRoutes.rejectTenant,
    handler: async (request) =>
      ok(await operator.rejectTenant(request.actor, request.params.id, request.body), 'Company rejected'),
  })

  app.route({
    ...operatorRoutes.listUsers,
    handler: async (request) => ok(await operator.listUsers(request.actor, request.query)),
  })

  app.route({
    ...operatorRoutes.deactivateUser,
    handler: async (request) =>
      ok(await operator.deactivateUser(request.actor, request.params.id), 'User deactivated'),
  })

  app.route({
    ...operatorRoutes.reactivateUser,
    handler: async (request) =>
      ok(await operator.reactivateUser(request.actor, request.params.id), 'User reactivated'),
  })
}
