import { productMessages, productSampleMessages, productsRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createStorageUrls } from '../../../lib/storage-urls'
import type { ModuleContext } from '../../context'
import type { DatasetSources } from '../datasets'
import { readProductForm } from './product-form'
import { createProductPurchasesRepository } from './product-purchases.repository'
import { createProductSamplesService } from './product-samples.service'
import { createProductsRepository } from './products.repository'
import { createProductsService } from './products.service'

/** The provider's products: drafts, publishing, archiving and their files. */
export function createProductsServices({
  db,
  audit,
  files,
  config,
  mail,
  notices,
  datasetSources,
}: Pick<ModuleContext, 'db' | 'audit' | 'files' | 'config' | 'mail' | 'notices'> & {
  /** The datasets area's reader of the tenant's datasets a product is built from. */
  datasetSources: DatasetSources
}) {
  const products = createProductsRepository(db)
  const service = createProductsService({
    db,
    products,
    datasetSources,
    files,
    storageUrls: createStorageUrls(config.masterKey),
    audit,
    purchases: createProductPurchasesRepository(db),
    mail,
    notices,
    publicUrl: config.publicUrl,
  })
  const samples = createProductSamplesService({ db, products, datasetSources, files, audit })
  return { service, samples }
}
export type ProductsServices = ReturnType<typeof createProductsServices>
export type { ProductsService } from './products.service'
export type { ProductForm, ProductUpload } from './product-form'

export const productsModule: FastifyPluginAsyncZod<ProductsServices> = async (app, { service, samples }) => {
  app.route({
    ...productsRoutes.list,
    handler: async (request) => ok(await service.list(request.actor, request.query)),
  })

  app.route({
    ...productsRoutes.detail,
    handler: async (request) =>
      ok(await service.detail(request.actor, request.params.id, request.query.data_type)),
  })

  app.route({
    ...productsRoutes.add,
    handler: async (request) => {
      const product = await service.add(request.actor, () => readProductForm(request), request.query.draft)
      return ok(product, request.query.draft ? productMessages.savedAsDraft : productMessages.published)
    },
  })

  app.route({
    ...productsRoutes.update,
    handler: async (request) =>
      ok(
        await service.update(request.actor, () => readProductForm(request), request.query.draft),
        productMessages.updated,
      ),
  })

  app.route({
    ...productsRoutes.delete,
    handler: async (request) =>
      ok(await service.remove(request.actor, request.params.id), productMessages.deleted),
  })

  app.route({
    ...productsRoutes.publish,
    handler: async (request) =>
      ok(await service.publish(request.actor, request.params.id), productMessages.published),
  })

  app.route({
    ...productsRoutes.archive,
    handler: async (request) =>
      ok(
        await service.archive(request.actor, request.params.id, request.query.data_type),
        productMessages.archived,
      ),
  })

  app.route({
    ...productsRoutes.history,
    handler: async (request) => ok(await service.history(request.actor, request.params.id)),
  })

  app.route({
    ...productsRoutes.sampleStatus,
    handler: async (request) => ok(await samples.status(request.actor, request.params.id)),
  })

  app.route({
    ...productsRoutes.refreshSample,
    handler: async (request) =>
      ok(await samples.refresh(request.actor, request.params.id), productSampleMessages.refreshed),
  })

  app.route({
    ...productsRoutes.datasetSource,
    handler: async (request) => ok(await service.datasetSourceOptions(request.actor, request.query)),
  })

  app.route({
    ...productsRoutes.consumer,
    handler: async (request) => ok(await service.consumerOptions(request.actor)),
  })
}
