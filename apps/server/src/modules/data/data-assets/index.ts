import { dataAssetMessages, dataAssetRoutes, userTypes } from '@lumbung/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import type { ModuleContext } from '../../context'
import type { StorageSettingsServices } from '../storage-settings'
import { createConsumerAssets } from './consumer-assets'
import { createDataAssetIngest } from './data-asset-ingest'
import { createDataAssetsRepository } from './data-assets.repository'
import {
  createDataAssetsService,
  dataAssetIngestQueue,
  type DataAssetIngestPayload,
  type IncomingUpload,
} from './data-assets.service'

/** The first file of a multipart request with the text fields sent before it; the file stays a stream. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<IncomingUpload | null> {
  // preservePath keeps the name as sent, so a name with folders in it is refused rather than cut.
  const part = await request.file({
    preservePath: true,
    limits: { fileSize: maxBytes, files: 1, fields: 10 },
  })
  if (!part) return null
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value
  }
  return { fields, fileName: part.filename, stream: part.file }
}

/** Data assets; their files come by upload or from a connected storage setting, ingested by a job. */
export function createDataAssetsServices({
  db,
  files,
  jobs,
  audit,
  config,
  logger,
  storage,
}: Pick<ModuleContext, 'db' | 'files' | 'jobs' | 'audit' | 'config' | 'logger'> & {
  storage: StorageSettingsServices
}) {
  const assets = createDataAssetsRepository(db)
  const { maxUploadBytes } = config
  const service = createDataAssetsService({ db, assets, storage, files, jobs, audit, maxUploadBytes })
  jobs.work<DataAssetIngestPayload>(
    dataAssetIngestQueue,
    createDataAssetIngest({ assets, storage, files, maxUploadBytes, logger }),
  )
  return { service, maxUploadBytes, consumerAssets: createConsumerAssets(assets) }
}
export type DataAssetsServices = ReturnType<typeof createDataAssetsServices>
export { dataAssetIngestQueue }
export type { ConsumerAssets } from './consumer-assets'
/** How an asset's CSV is split: a run over the file reads it the way it was read when added. */
export { detectDelimiter, firstLineOf } from './data-asset-csv'

export const dataAssetsModule: FastifyPluginAsyncZod<DataAssetsServices> = async (
  app,
  { service, maxUploadBytes },
) => {
  for (const userType of userTypes) {
    const routes = dataAssetRoutes[userType]
    app.route({
      ...routes.list,
      handler: async (request) => ok(await service.list(request.actor, userType, request.query)),
    })
    app.route({
      ...routes.detail,
      handler: async (request) => ok(await service.detail(request.actor, userType, request.params.id)),
    })
    app.route({
      ...routes.add,
      handler: async (request) =>
        ok(
          await service.add(
            request.actor,
            userType,
            request.isMultipart()
              ? { kind: 'upload', receive: () => readUpload(request, maxUploadBytes) }
              : { kind: 'storage', body: request.body },
          ),
          dataAssetMessages.added,
        ),
    })
    app.route({
      ...routes.delete,
      handler: async (request) => {
        await service.remove(request.actor, userType, request.params.id)
        return ok(null, dataAssetMessages.removed)
      },
    })
  }

  app.route({
    ...dataAssetRoutes.header,
    handler: async (request) => ok(await service.header(request.actor, request.params.id)),
  })
  app.route({
    ...dataAssetRoutes.dropdown,
    handler: async (request) =>
      ok(await service.dropdown(request.actor, request.query.subscription_type ?? request.userType)),
  })
}
