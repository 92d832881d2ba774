import { purchasedRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createStorageUrls } from '../../../lib/storage-urls'
import type { ModuleContext } from '../../context'
import type { DatasetFiles } from '../../data/datasets'
import { createPurchasedRepository } from './purchased.repository'
import { createPurchasedService } from './purchased.service'

export interface PurchasedServicesOptions extends Pick<ModuleContext, 'db' | 'config'> {
  /** The datasets area's published file versions. */
  datasetFiles: Pick<DatasetFiles, 'entitled'>
}

export function createPurchasedServices({ db, config, datasetFiles }: PurchasedServicesOptions) {
  return {
    service: createPurchasedService({
      purchased: createPurchasedRepository(db),
      storageUrls: createStorageUrls(config.masterKey),
      datasetFiles,
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
