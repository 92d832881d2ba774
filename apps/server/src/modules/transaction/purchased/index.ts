import { purchasedRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createStorageUrls } from '../../../lib/storage-urls'
import type { ModuleContext } from '../../context'
import { createPurchasedRepository } from './purchased.repository'
import { createPurchasedService } from './purchased.service'

export const purchasedModule: FastifyPluginAsyncZod<ModuleContext> = async (app, { db, config }) => {
  const service = createPurchasedService({
    purchased: createPurchasedRepository(db),
    storageUrls: createStorageUrls(config.masterKey),
    publicUrl: config.publicUrl,
  })

  app.route({
    ...purchasedRoutes.list,
    handler: async (request) => ok(await service.list(request.actor, request.query)),
  })

  app.route({
    ...purchasedRoutes.detail,
    handler: async (request) => ok(await service.detail(request.actor, request.params.transaction_no)),
  })

  app.route({
    ...purchasedRoutes.apiParams,
    handler: async (request) => ok(await service.apiParams(request.actor, request.query)),
  })
}
