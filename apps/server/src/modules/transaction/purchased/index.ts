import { purchasedRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createStorageUrls } from '../../../lib/storage-urls'
import type { ModuleContext } from '../../context'
import { createPurchasedRepository } from './purchased.repository'
import { createPurchasedService } from './purchased.service'

export function createPurchasedServices({ db, config }: Pick<ModuleContext, 'db' | 'config'>) {
  return {
    service: createPurchasedService({
      purchased: createPurchasedRepository(db),
      storageUrls: createStorageUrls(config.masterKey),
      publicUrl: config.publicUrl,
    }),
  }
}
export type PurchasedServices = ReturnType<typeof createPurchasedServices>

export const purchasedModule: FastifyPluginAsyncZod<PurchasedServices> = async (app, { service }) => {
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
