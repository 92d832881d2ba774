import { setTimeout as wait } from 'node:timers/promises'
import { fileToApiLimits, fileToApiMessages as said, fileToApiRoutes as routes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createStorageUrls } from '../../../lib/storage-urls'
import type { ModuleContext } from '../../context'
import type { ConsumerAssets } from '../../data/data-assets'
import type { GatewayCaller } from '../../gateway'
import { createFileToApiRunner, fileToApiQueue } from './file-to-api-runner'
import type { FileToApiSpendCaps } from './file-to-api-estimate'
import { createFileToApiRepository } from './file-to-api.repository'
import { createFileToApiService } from './file-to-api.service'

export { fileToApiQueue } from './file-to-api-runner'

export interface FileToApiOptions {
  /** Rows per part of the result (default 100). */
  chunkSize?: number
  /** Queue attempts of one run (default 10). */
  maxAttempts?: number
  maxRows?: number
  sleep?: (milliseconds: number) => Promise<void>
  now?: () => Date
}

/**
 * Batch enrichment (file-to-API, docs/decisions/0034-file-to-api.md). Every row is called through
 * `caller`, the gateway's in-process call, which runs the gateway's checks and writes the usage
 * record: rows are metered and billed like any other call, and this module records no usage itself.
 */
export function createFileToApiServices(
  {
    db,
    files,
    jobs,
    audit,
    config,
    logger,
    caller,
    consumerAssets,
    spendCaps,
  }: Pick<ModuleContext, 'db' | 'files' | 'jobs' | 'audit' | 'config' | 'logger'> & {
    caller: GatewayCaller
    /** Billing's spend caps, asked before a run starts and shown in its estimate. */
    spendCaps?: FileToApiSpendCaps
    /** The data-assets area's reader of the consumer's own assets. */
    consumerAssets: ConsumerAssets
  },
  options: FileToApiOptions = {},
) {
  const repository = createFileToApiRepository(db)
  const sleep = options.sleep ?? ((milliseconds: number) => wait(milliseconds))
  const now = options.now ?? (() => new Date())
  const maxAttempts = options.maxAttempts ?? 10
  jobs.work(
    fileToApiQueue,
    createFileToApiRunner({
      repository,
      files,
      caller,
      logger,
      chunkSize: options.chunkSize ?? 100,
      sleep,
      now,
    }),
    // Each run calls one row at a time; two runs at once keep one company's big file from holding all,
    // and four on all instances together keep the upstream APIs from a burst when instances are added.
    { concurrency: 2, maxRunning: 4 },
  )
  return {
    service: createFileToApiService({
      db,
      repository,
      consumerAssets,
      files,
      jobs,
      audit,
      caller,
      ...(spendCaps ? { spendCaps } : {}),
      urls: createStorageUrls(config.masterKey),
      sleep,
      now,
      maxRows: options.maxRows ?? fileToApiLimits.maxRows,
      maxAttempts,
    }),
  }
}
export type FileToApiServices = ReturnType<typeof createFileToApiServices>

export const fileToApiModule: FastifyPluginAsyncZod<FileToApiServices> = async (app, { service }) => {
  app.route({
    ...routes.estimate,
    handler: async (request) => ok(await service.estimate(request.actor, request.body), said.estimated),
  })

  app.route({
    ...routes.proceed,
    handler: async (request) => {
      const result = await service.proceed(request.actor, request.body)
      return ok(result, result.dry_run ? said.dryRun : said.proceeded)
    },
  })

  app.route({
    ...routes.list,
    handler: async (request) => ok(await service.list(request.actor, request.query)),
  })

  app.route({
    ...routes.downloadResult,
    handler: async (request, reply) => {
      const file = await service.result(request.actor, request.query.id)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream)
    },
  })
}
