import {
  deltaSharingMessages,
  deltaSharingProfileRoutes,
  deltaSharingProtocolCodes,
  deltaSharingProtocolMessages,
  deltaSharingRoutes,
  genericErrorMessage,
} from '@lumbung/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../../lib/errors'
import { createRateLimitBuckets } from '../../../lib/rate-limit-store'
import type { ShareRecipient } from '../../../lib/request-context'
import { ok } from '../../../lib/result'
import { createLinkSignatures } from '../../../lib/storage-urls'
import type { ModuleContext } from '../../context'
import type { DatasetFiles } from '../../data/datasets'
import { createDeliveryPurchasesRepository, type SpendRoomCheck } from '../delivery'
import { createDeltaSharingFileLinks, createDeltaSharingFilesService } from './delta-sharing-files.service'
import { createDeltaSharingTokensRepository } from './delta-sharing-tokens.repository'
import { createDeltaSharingTokensService } from './delta-sharing-tokens.service'
import { createDeltaSharingRepository } from './delta-sharing.repository'
import { createDeltaSharingService, type NdjsonAnswer } from './delta-sharing.service'

export interface DeltaSharingOptions extends Pick<
  ModuleContext,
  'db' | 'config' | 'files' | 'usage' | 'audit'
> {
  datasetFiles: DatasetFiles
  assertSpendRoom?: SpendRoomCheck
}

/**
 * Delta Sharing for purchased file products (docs/decisions/0066-delta-sharing.md): the company's
 * profiles, the sharing server, and the links to each table's Parquet file.
 */
export function createDeltaSharingServices({
  db,
  config,
  files,
  usage,
  audit,
  datasetFiles,
  assertSpendRoom,
}: DeltaSharingOptions) {
  const purchases = createDeliveryPurchasesRepository(db)
  const shares = createDeltaSharingRepository(db)
  const findPurchase = (tenantId: string, transactionNo: string, now: Date) =>
    purchases.findByTransactionNo(tenantId, transactionNo, now)
  const tokens = createDeltaSharingTokensService({
    db,
    tokens: createDeltaSharingTokensRepository(db),
    findPurchase,
    audit,
    attempts: createRateLimitBuckets(db),
    publicUrl: config.publicUrl,
  })
  const signatures = createLinkSignatures(config.masterKey, 'delta-sharing-file')
  return {
    tokens,
    sharing: createDeltaSharingService({
      activeFilePurchases: (tenantId, now) => purchases.activeFilePurchases(tenantId, now),
      shares,
      datasetFiles,
      links: createDeltaSharingFileLinks(signatures, config.publicUrl),
      assertSpendRoom,
    }),
    files: createDeltaSharingFilesService({
      findPurchase,
      isTokenLive: tokens.isLive,
      shares,
      files,
      usage,
      signatures,
      publicUrl: config.publicUrl,
      assertSpendRoom,
    }),
  }
}
export type DeltaSharingServices = ReturnType<typeof createDeltaSharingServices>

/** The protocol's error answer, `{ errorCode, message }`, for every route of the sharing server. */
function protocolError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError && error.statusCode < 500) {
    const retryAfter = error.details?.retry_after_seconds
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter))
    return reply.status(error.statusCode).send({ errorCode: error.code, message: error.message })
  }
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return reply.status(400).send({
      errorCode: deltaSharingProtocolCodes.badRequest,
      message: deltaSharingProtocolMessages.badRequest,
    })
  }
  request.log.error({ err: error }, 'delta sharing request failed')
  return reply.status(500).send({ errorCode: 'INTERNAL_ERROR', message: genericErrorMessage })
}

function sendNdjson(reply: FastifyReply, answer: NdjsonAnswer) {
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('delta-table-version', String(answer.version))
    .send(answer.lines.map((line) => JSON.stringify(line)).join('\n') + '\n')
}

/** The gate put the recipient there for every share-token route; read anywhere else it is a fault. */
function recipientOf(request: FastifyRequest): ShareRecipient {
  if (!request.shareRecipient) throw new AppError(deltaSharingProtocolCodes.unauthenticated, 401)
  return request.shareRecipient
}

export const deltaSharingProfileModule: FastifyPluginAsyncZod<DeltaSharingServices> = async (
  app,
  { tokens },
) => {
  app.route({
    ...deltaSharingProfileRoutes.profile,
    handler: async (request) =>
      ok(
        await tokens.profile(request.actor, request.params.transaction_no),
        deltaSharingMessages.profileCreated,
      ),
  })
  app.route({
    ...deltaSharingProfileRoutes.list,
    handler: async (request) => ok(await tokens.list(request.actor)),
  })
  app.route({
    ...deltaSharingProfileRoutes.revoke,
    handler: async (request) =>
      ok(await tokens.revoke(request.actor, request.params.id), deltaSharingMessages.tokenRevoked),
  })
}

/** The sharing server, with the protocol's error answers (its own error handler, for its routes only). */
export const deltaSharingModule: FastifyPluginAsyncZod<DeltaSharingServices> = async (
  app,
  { sharing, files },
) => {
  app.setErrorHandler(protocolError)
  const json = <T>(reply: FastifyReply, body: T) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(body)
  app.route({
    ...deltaSharingRoutes.listShares,
    handler: async (request, reply) =>
      json(reply, await sharing.listShares(recipientOf(request), request.query)),
  })
  app.route({
    ...deltaSharingRoutes.getShare,
    handler: async (request, reply) =>
      json(reply, await sharing.getShare(recipientOf(request), request.params.share)),
  })
  app.route({
    ...deltaSharingRoutes.listSchemas,
    handler: async (request, reply) =>
      json(reply, await sharing.listSchemas(recipientOf(request), request.params.share, request.query)),
  })
  app.route({
    ...deltaSharingRoutes.listTables,
    handler: async (request, reply) =>
      json(reply, await sharing.listTables(recipientOf(request), request.params, request.query)),
  })
  app.route({
    ...deltaSharingRoutes.listAllTables,
    handler: async (request, reply) =>
      json(reply, await sharing.listAllTables(recipientOf(request), request.params.share, request.query)),
  })
  app.route({
    ...deltaSharingRoutes.tableVersion,
    handler: async (request, reply) => {
      const version = await sharing.tableVersion(recipientOf(request), request.params)
      return reply.header('delta-table-version', String(version)).send('')
    },
  })
  app.route({
    ...deltaSharingRoutes.tableMetadata,
    handler: async (request, reply) =>
      sendNdjson(reply, await sharing.metadata(recipientOf(request), request.params, request.query)),
  })
  app.route({
    ...deltaSharingRoutes.query,
    handler: async (request, reply) =>
      sendNdjson(reply, await sharing.query(recipientOf(request), request.params, request.body)),
  })
  app.route({
    ...deltaSharingRoutes.file,
    handler: async (request, reply) => {
      const answer = await files.open({
        transactionNo: request.params.transaction_no,
        fileName: request.params.file_name,
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
}
