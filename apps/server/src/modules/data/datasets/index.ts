import { datasetsRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createOutboundHttp } from '../../../lib/outbound-http'
import { createSecrets } from '../../../lib/secrets'
import type { ModuleContext } from '../../context'
import { receiveDatasetUpload } from './dataset-upload'
import { createDatasetsRepository } from './datasets.repository'
import { createDatasetsService } from './datasets.service'
import { createFileDatasetsService } from './file-datasets.service'
import { createSecretShareDatasetsService } from './secret-share-datasets.service'

/** Builds the dataset services from the app's context; products and the gateway read the same. */
export function createDatasetServices(
  { config, db, files }: ModuleContext,
  /** The port the server really listens on, when it differs from config.port (port 0 in tests). */
  listeningPort?: () => number,
) {
  const datasets = createDatasetsRepository(db)
  const secrets = createSecrets(config.masterKey)
  const http = createOutboundHttp(config, listeningPort ? { listeningPort } : {})
  return {
    datasets: createDatasetsService({ db, datasets, secrets, files, http }),
    fileDatasets: createFileDatasetsService({ datasets, files }),
    secretShareDatasets: createSecretShareDatasetsService({ db, datasets, files, secrets }),
  }
}

export const datasetsModule: FastifyPluginAsyncZod<ModuleContext> = async (app, context) => {
  const { datasets, fileDatasets, secretShareDatasets } = createDatasetServices(context, () => {
    const address = app.server.address()
    return typeof address === 'object' && address ? address.port : context.config.port
  })
  const reader =
    (request: Parameters<typeof receiveDatasetUpload>[0]) =>
    (
      keyOf: Parameters<typeof receiveDatasetUpload>[1]['keyOf'],
      allowedTypes: Parameters<typeof receiveDatasetUpload>[1]['allowedTypes'],
    ) =>
      receiveDatasetUpload(request, {
        files: context.files,
        maxBytes: context.config.maxUploadBytes,
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
      ok(await datasets.addApi(request.actor, request.body, request.query.draft), 'API dataset added'),
  })
  app.route({
    ...datasetsRoutes.apiUpdate,
    handler: async (request) =>
      ok(await datasets.updateApi(request.actor, request.body, request.query.draft), 'API dataset updated'),
  })
  app.route({
    ...datasetsRoutes.apiDelete,
    handler: async (request) =>
      ok(await datasets.remove(request.actor, request.params.id, 'API'), 'Dataset deleted'),
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
      ok(await fileDatasets.add(request.actor, reader(request), request.query.draft), 'File dataset added'),
  })
  app.route({
    ...datasetsRoutes.fileUpdate,
    handler: async (request) =>
      ok(
        await fileDatasets.update(request.actor, reader(request), request.query.draft),
        'File dataset updated',
      ),
  })
  app.route({
    ...datasetsRoutes.fileDelete,
    handler: async (request) =>
      ok(await datasets.remove(request.actor, request.params.id, 'FILE'), 'Dataset deleted'),
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
        'Secret-share dataset added',
      ),
  })
  app.route({
    ...datasetsRoutes.secretShareUpdate,
    handler: async (request) =>
      ok(
        await secretShareDatasets.update(request.actor, request.body, request.query.draft),
        'Secret-share dataset updated',
      ),
  })
  app.route({
    ...datasetsRoutes.secretShareDelete,
    handler: async (request) =>
      ok(await datasets.remove(request.actor, request.params.id, 'SECRET_SHARE'), 'Dataset deleted'),
  })
}
