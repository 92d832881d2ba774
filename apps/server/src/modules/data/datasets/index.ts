import {
  datasetMessages,
  datasetsRoutes,
  datasetVersionMessages,
  datasetVersionRoutes,
} from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createOutboundHttp } from '../../../lib/outbound-http'
import { createSecrets } from '../../../lib/secrets'
import type { ModuleContext } from '../../context'
import { createUpstreamChangeAnnouncer } from '../api-settings'
import { createParquetConversion } from '../parquet'
import type { ShareStores } from '../share-stores'
import { parquetRowReaders } from './dataset-parquet-rows'
import { receiveDatasetUpload } from './dataset-upload'
import { createDatasetFiles } from './dataset-files'
import { createDatasetsRepository } from './datasets.repository'
import { createDatasetsService, type CredentialsOf, type IsUsedByPublishedProduct } from './datasets.service'
import { createFileDatasetsService } from './file-datasets.service'
import { createFileVersionsRepository } from './file-versions.repository'
import { createFileVersionsService } from './file-versions.service'
import { createSecretShareDatasetsService } from './secret-share-datasets.service'

/**
 * The provider's API, file and secret-share datasets, the versions of file datasets, and the outbound
 * calls of "Try it".
 */
export function createDatasetServices({
  config,
  db,
  files,
  jobs,
  listeningPort,
  notices,
  logger,
  shareStores,
  credentialsOf,
  isUsedByPublishedProduct,
}: Pick<ModuleContext, 'config' | 'db' | 'files' | 'jobs' | 'listeningPort' | 'notices' | 'logger'> & {
  shareStores: ShareStores
  /** The API-settings area's opened credentials, for the "Try it" call. */
  credentialsOf: CredentialsOf
  /** The products area's answer; a dataset behind a published product is not deleted. */
  isUsedByPublishedProduct: IsUsedByPublishedProduct
}) {
  const datasets = createDatasetsRepository(db)
  const versions = createFileVersionsRepository(db)
  const secrets = createSecrets(config.masterKey, config.previousMasterKeys)
  const http = createOutboundHttp(config, listeningPort ? { listeningPort } : {})
  const parquet = createParquetConversion({ db, files, jobs, logger, rowReaders: parquetRowReaders })
  parquet.register()
  const fileVersions = createFileVersionsService({ db, datasets, versions, files, jobs, parquet })
  return {
    datasets: createDatasetsService({
      db,
      datasets,
      credentialsOf,
      isUsedByPublishedProduct,
      files,
      http,
      versions,
      shareStores,
      announceUpstreamChange: createUpstreamChangeAnnouncer(notices, logger),
    }),
    fileDatasets: createFileDatasetsService({
      db,
      datasets,
      versions,
      files,
      isUsedByPublishedProduct,
      makeCurrent: fileVersions.makeCurrent,
      parquet,
    }),
    fileVersions,
    /** For the delivery area: the file a purchase is entitled to, and its checksum. */
    datasetFiles: createDatasetFiles({ datasets, versions, fileVersions }),
    secretShareDatasets: createSecretShareDatasetsService({
      db,
      datasets,
      files,
      secrets,
      shareStores,
      isUsedByPublishedProduct,
    }),
    uploads: { files, maxBytes: config.maxUploadBytes },
  }
}
export type DatasetServices = ReturnType<typeof createDatasetServices>
export type { DatasetUpload } from './dataset-upload'
/** The ingest's own reading of a file, for the benchmark that compares the Parquet conversion with it. */
export { createDelimitedAnalysis } from './dataset-file-analysis'
export { DatasetFileInspector } from './dataset-file-kinds'
export { fileVersionPublishedQueue, type FileVersionPublished } from './file-versions.service'
export type { DatasetFiles, DeliverableFile } from './dataset-files'
export type { DatasetSources, DatasetSourceSummary } from './dataset-sources.repository'
export type { CurrentDatasetFile } from './dataset-sources.repository'

/** The tenant's datasets a product can be built from, read for the products area. */
export { createDatasetSourcesRepository as createDatasetSources } from './dataset-sources.repository'

export const datasetsModule: FastifyPluginAsyncZod<DatasetServices> = async (
  app,
  { datasets, fileDatasets, fileVersions, secretShareDatasets, uploads },
) => {
  const reader =
    (request: Parameters<typeof receiveDatasetUpload>[0]) =>
    (
      keyOf: Parameters<typeof receiveDatasetUpload>[1]['keyOf'],
      allowedTypes: Parameters<typeof receiveDatasetUpload>[1]['allowedTypes'],
    ) =>
      receiveDatasetUpload(request, {
        ...uploads,
        keyOf,
        allowedTypes,
      })

  app.route({
    ...datasetsRoutes.list,
    handler: async (request) => ok(await datasets.list(request.actor, request.query)),
  })
  app.route({
    ...datasetsRoutes.apiDetail,
    handler: async (request) => ok(await datasets.apiDetail(request.actor, request.params.id)),
  })
  app.route({
    ...datasetsRoutes.apiAdd,
    handler: async (request) =>
      ok(await datasets.addApi(request.actor, request.body, request.query.draft), datasetMessages.apiAdded),
  })
  app.route({
    ...datasetsRoutes.apiUpdate,
    handler: async (request) =>
      ok(
        await datasets.updateApi(request.actor, request.body, request.query.draft),
        datasetMessages.apiUpdated,
      ),
  })
  app.route({
    ...datasetsRoutes.apiDelete,
    handler: async (request) =>
      ok(await datasets.remove(request.actor, request.params.id, 'API'), datasetMessages.deleted),
  })
  app.route({
    ...datasetsRoutes.apiTry,
    handler: async (request) => ok(await datasets.tryApi(request.actor, request.body)),
  })
  app.route({
    ...datasetsRoutes.fileDetail,
    handler: async (request) => ok(await fileDatasets.detail(request.actor, request.params.id)),
  })
  app.route({
    ...datasetsRoutes.fileAdd,
    handler: async (request) =>
      ok(
        await fileDatasets.add(request.actor, reader(request), request.query.draft),
        datasetMessages.fileAdded,
      ),
  })
  app.route({
    ...datasetsRoutes.fileUpdate,
    handler: async (request) =>
      ok(
        await fileDatasets.update(request.actor, reader(request), request.query.draft),
        datasetMessages.fileUpdated,
      ),
  })
  app.route({
    ...datasetsRoutes.fileDelete,
    handler: async (request) =>
      ok(await datasets.remove(request.actor, request.params.id, 'FILE'), datasetMessages.deleted),
  })
  app.route({
    ...datasetVersionRoutes.list,
    handler: async (request) => ok(await fileVersions.list(request.actor, request.params.id)),
  })
  app.route({
    ...datasetVersionRoutes.upload,
    handler: async (request) =>
      ok(await fileVersions.upload(request.actor, reader(request)), datasetVersionMessages.uploaded),
  })
  app.route({
    ...datasetVersionRoutes.publish,
    handler: async (request) =>
      ok(await fileVersions.publish(request.actor, request.body), datasetVersionMessages.published),
  })
  app.route({
    ...datasetVersionRoutes.discard,
    handler: async (request) =>
      ok(await fileVersions.discard(request.actor, request.params.id), datasetVersionMessages.discarded),
  })
  app.route({
    ...datasetsRoutes.secretShareDetail,
    handler: async (request) => ok(await secretShareDatasets.detail(request.actor, request.params.id)),
  })
  app.route({
    ...datasetsRoutes.secretShareAdd,
    handler: async (request) =>
      ok(
        await secretShareDatasets.add(request.actor, reader(request), request.query.draft),
        datasetMessages.secretShareAdded,
      ),
  })
  app.route({
    ...datasetsRoutes.secretShareUpdate,
    handler: async (request) =>
      ok(
        await secretShareDatasets.update(request.actor, request.body, request.query.draft),
        datasetMessages.secretShareUpdated,
      ),
  })
  app.route({
    ...datasetsRoutes.secretShareDelete,
    handler: async (request) =>
      ok(await datasets.remove(request.actor, request.params.id, 'SECRET_SHARE'), datasetMessages.deleted),
  })
}
