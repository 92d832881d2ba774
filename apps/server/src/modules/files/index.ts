import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createStorageUrls } from '../../lib/storage-urls'
import type { ModuleContext } from '../context'
import { createStoredFileService, type StoredFileDependencies } from './stored-file.service'

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
}

/**
 * `GET /storage/<key>`: stored files for signed-in users. The browser loads <img> without the
 * Authorization header, so a signed, expiring link (`?expires=&sig=`) also works; see
 * docs/decisions/0008-storage-urls.md.
 */
export function createFilesServices({
  files,
  config,
  recordRead,
}: Pick<ModuleContext, 'files' | 'config'> & { recordRead?: StoredFileDependencies['recordRead'] }) {
  return {
    storedFiles: createStoredFileService({ files, urls: createStorageUrls(config.masterKey), recordRead }),
  }
}
export type FilesServices = ReturnType<typeof createFilesServices>

export const filesModule: FastifyPluginAsyncZod<FilesServices> = async (app, { storedFiles }) => {
  app.route({
    method: 'GET',
    url: '/storage/*',
    schema: {
      hide: true,
      params: z.object({ '*': z.string() }),
      querystring: z.object({ expires: z.string().optional(), sig: z.string().optional() }),
    },
    config: { access: { kind: 'public' } },
    handler: async (request, reply) => {
      const key = request.params['*']
      const file = await storedFiles.open(request.optionalActor, key, request.query)
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
      return reply
        .header('content-type', contentTypes[extension] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', extension === 'pdf' ? 'attachment' : 'inline')
        .send(file.stream)
    },
  })
}
