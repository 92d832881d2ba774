import { dataDeliveryMessages, dataDeliveryRoutes, downloadRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createLinkSignatures } from '../../../lib/storage-urls'
import type { ModuleContext } from '../../context'
import { fileVersionPublishedQueue, type DatasetFiles, type FileVersionPublished } from '../../data/datasets'
import { createDataDeliveriesRepository } from './data-deliveries.repository'
import { createDataDeliveryService } from './data-delivery.service'
import { createDeliveryPurchasesRepository } from './delivery-purchases.repository'
import { createDeliveryRunner, dataDeliveryQueue, type DataDeliveryJob } from './delivery-runner'
import type { SpendRoomCheck } from './deliverable-purchase'
import type { DeliveryStorage } from './delivery-storage'
import { createDownloadsService } from './downloads.service'
import { createFilesByKeyService, type KeyHolderOf } from './files-by-key.service'
import { createVersionFanOut } from './version-fan-out'

export interface DeliveryServicesOptions extends Pick<
  ModuleContext,
  'db' | 'config' | 'files' | 'jobs' | 'mail' | 'usage' | 'audit' | 'logger'
> {
  /** The datasets area's published files, versions and checksums. */
  datasetFiles: DatasetFiles
  /** The storage-settings area's consumer targets and writes. */
  storage: DeliveryStorage
  /** Billing's spend caps, asked before a download or a delivery moves any byte. */
  assertSpendRoom?: SpendRoomCheck
  /** The gateway's keys: who holds a key presented to fetch a file. */
  keyHolderOf: KeyHolderOf
}

/**
 * Downloads of purchased files, deliveries into the consumer's storage, and the auto-delivery of new
 * versions (docs/decisions/0033-downloads-and-cloud-delivery.md). The two job queues are registered
 * here, once, by the composition root.
 */
export function createDeliveryServices({
  db,
  config,
  files,
  jobs,
  mail,
  usage,
  audit,
  logger,
  datasetFiles,
  storage,
  assertSpendRoom,
  keyHolderOf,
}: DeliveryServicesOptions) {
  const purchases = createDeliveryPurchasesRepository(db)
  const deliveries = createDataDeliveriesRepository(db)
  jobs.work<DataDeliveryJob>(
    dataDeliveryQueue,
    createDeliveryRunner({
      deliveries,
      purchases,
      datasetFiles,
      files,
      storage,
      usage,
      logger,
      assertSpendRoom,
    }),
    // Each run streams a file into a customer's bucket: at most four at once on all instances together.
    { concurrency: 2, maxRunning: 4 },
  )
  jobs.work<FileVersionPublished>(
    fileVersionPublishedQueue,
    createVersionFanOut({
      db,
      purchases,
      deliveries,
      datasetFiles,
      storage,
      jobs,
      mail,
      publicUrl: config.publicUrl,
    }),
  )
  const downloads = createDownloadsService({
    purchases,
    datasetFiles,
    files,
    usage,
    signatures: createLinkSignatures(config.masterKey, 'purchased-download'),
    assertSpendRoom,
  })
  return {
    downloads,
    /** The gateway hands `GET /gateway/v1/products/{id}/file` here (files-by-key.service.ts). */
    filesByKey: createFilesByKeyService({ purchases, datasetFiles, downloads, keyHolderOf, assertSpendRoom }),
    dataDelivery: createDataDeliveryService({
      db,
      deliveries,
      purchases,
      datasetFiles,
      storage,
      jobs,
      audit,
      assertSpendRoom,
    }),
  }
}
export type DeliveryServices = ReturnType<typeof createDeliveryServices>
export { dataDeliveryQueue } from './delivery-runner'

export const deliveryModule: FastifyPluginAsyncZod<DeliveryServices> = async (
  app,
  { downloads, dataDelivery },
) => {
  app.route({
    ...downloadRoutes.info,
    handler: async (request) => ok(await downloads.info(request.actor, request.params.transaction_no)),
  })
  app.route({
    ...downloadRoutes.link,
    handler: async (request) => ok(await downloads.link(request.actor, request.params.transaction_no)),
  })
  app.route({
    ...downloadRoutes.file,
    handler: async (request, reply) => {
      const answer = await downloads.open({
        transactionNo: request.params.transaction_no,
        query: request.query,
        range: request.headers.range,
        ifRange: typeof request.headers['if-range'] === 'string' ? request.headers['if-range'] : undefined,
        isHead: request.method === 'HEAD',
      })
      return reply
        .code(answer.statusCode)
        .headers(answer.headers)
        .send(answer.body ?? '')
    },
  })

  app.route({
    ...dataDeliveryRoutes.list,
    handler: async (request) => ok(await dataDelivery.list(request.actor, request.query)),
  })
  app.route({
    ...dataDeliveryRoutes.detail,
    handler: async (request) => ok(await dataDelivery.detail(request.actor, request.params.id)),
  })
  app.route({
    ...dataDeliveryRoutes.options,
    handler: async (request) => ok(await dataDelivery.options(request.actor)),
  })
  app.route({
    ...dataDeliveryRoutes.proceed,
    handler: async (request) =>
      ok(await dataDelivery.proceed(request.actor, request.body), dataDeliveryMessages.queued),
  })
  app.route({
    ...dataDeliveryRoutes.autoDelivery,
    handler: async (request) => {
      const state = await dataDelivery.autoDelivery(request.actor, request.body)
      return ok(
        state,
        state.is_on ? dataDeliveryMessages.autoDeliveryOn : dataDeliveryMessages.autoDeliveryOff,
      )
    },
  })
}
// What the sharing server shares with downloads: the purchase reads, the entitlement rules and ranges.
export { createDeliveryPurchasesRepository, type DeliveryPurchase } from './delivery-purchases.repository'
export {
  entitlementDate,
  fileMissing,
  isSubscription,
  refusalOf,
  type SpendRoomCheck,
} from './deliverable-purchase'
export {
  answerStoredObject,
  recordFetch,
  type FetchOutcome,
  type StoredObjectAnswer,
} from './stored-object-answer'
