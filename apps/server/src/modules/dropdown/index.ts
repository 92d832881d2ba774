import { dropdownRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { ModuleContext } from '../context'
import { createTenantServices } from '../tenant'
import { createDropdownService } from './dropdown.service'
import { indonesianAreas } from './indonesian-areas'

// Reference lists change only with a release: browsers may keep them for an hour.
const cacheable = 'public, max-age=3600'

export const dropdownModule: FastifyPluginAsyncZod<ModuleContext> = async (app, context) => {
  const { tenant } = createTenantServices(context)
  const dropdowns = createDropdownService({
    areas: indonesianAreas,
    providers: (actor) => tenant.providerDropdown(actor),
  })

  app.route({
    ...dropdownRoutes.industry,
    handler: async (_request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(dropdowns.industries())
    },
  })

  app.route({
    ...dropdownRoutes.size,
    handler: async (_request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(dropdowns.companySizes())
    },
  })

  app.route({
    ...dropdownRoutes.province,
    handler: async (_request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(await dropdowns.provinces())
    },
  })

  app.route({
    ...dropdownRoutes.district,
    handler: async (request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(await dropdowns.districts(request.query.province))
    },
  })

  app.route({
    ...dropdownRoutes.subdistrict,
    handler: async (request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(await dropdowns.subdistricts(request.query.district))
    },
  })

  app.route({
    ...dropdownRoutes.applicationRole,
    handler: async (request) =>
      ok(dropdowns.applicationRoles(request.actor, request.query.assignable === 'true')),
  })

  app.route({
    ...dropdownRoutes.provider,
    handler: async (request) => ok(await dropdowns.providers(request.actor)),
  })
}
