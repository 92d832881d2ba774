import { operatorMessages, operatorRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { ModuleContext } from '../context'
import type { TenantVerificationService } from '../tenant'
import { createOperatorRepository } from './operator.repository'
import { createOperatorService } from './operator.service'

export function createOperatorServices({
  db,
  audit,
  notices,
  verification,
}: Pick<ModuleContext, 'db' | 'audit' | 'notices'> & { verification: TenantVerificationService }) {
  // Decisions go through the company-verification workflow, which owns its tables and mails.
  return {
    operator: createOperatorService({
      db,
      repository: createOperatorRepository(db),
      verification,
      audit,
      notices,
    }),
  }
}
export type OperatorServices = ReturnType<typeof createOperatorServices>

/** The operator console's API: every route is for platform operators only (contract access 'operator'). */
export const operatorModule: FastifyPluginAsyncZod<OperatorServices> = async (app, { operator }) => {
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
      ok(await operator.approveTenant(request.actor, request.params.id), operatorMessages.companyVerified),
  })

  app.route({
    ...operatorRoutes.rejectTenant,
    handler: async (request) =>
      ok(
        await operator.rejectTenant(request.actor, request.params.id, request.body),
        operatorMessages.companyRejected,
      ),
  })

  app.route({
    ...operatorRoutes.listUsers,
    handler: async (request) => ok(await operator.listUsers(request.actor, request.query)),
  })

  app.route({
    ...operatorRoutes.deactivateUser,
    handler: async (request) =>
      ok(await operator.deactivateUser(request.actor, request.params.id), operatorMessages.userDeactivated),
  })

  app.route({
    ...operatorRoutes.reactivateUser,
    handler: async (request) =>
      ok(await operator.reactivateUser(request.actor, request.params.id), operatorMessages.userReactivated),
  })
}
