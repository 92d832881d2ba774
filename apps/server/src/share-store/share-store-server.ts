import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify'
import type { z } from 'zod'
import type { Database, Executor } from '../db/database'
import { createSecrets } from '../lib/secrets'
import {
  createSealedShareStore,
  partialSumsBody,
  putRowsBody,
  shareStoreBodyLimit,
  shareStorePaths,
  ShareStoreError,
  type PartialSumsAnswer,
  type ShareRowsTable,
  type StoreKeys,
} from '../modules/data/share-stores'
import { shareStoreDatasets, shareStoreRows } from './share-store-schema'

export interface ShareStoreServerOptions {
  db: Database
  masterKey: Buffer
  token: string
  /** Without one, the server logs nothing (tests). */
  logger?: FastifyBaseLogger
}

const shareModulus = 1n << 64n

/** The process's own per-dataset keys, sealed under its own master key and made on the first upload. */
function createOwnKeys(db: Database, masterKey: Buffer): StoreKeys {
  const secrets = createSecrets(masterKey)
  async function find(datasetId: string, executor: Executor = db) {
    const [row] = await executor
      .select({ sealed: shareStoreDatasets.keySealed })
      .from(shareStoreDatasets)
      .where(eq(shareStoreDatasets.datasetId, datasetId))
      .limit(1)
    return row ? Buffer.from(secrets.open(row.sealed), 'base64') : null
  }
  return {
    find,
    async forWriting(datasetId, executor = db) {
      await executor
        .insert(shareStoreDatasets)
        .values({ datasetId, keySealed: secrets.seal(randomBytes(32).toString('base64')) })
        .onConflictDoNothing()
      return (await find(datasetId, executor))!
    },
    async forget(datasetId, executor = db) {
      await executor.delete(shareStoreDatasets).where(eq(shareStoreDatasets.datasetId, datasetId))
    },
  }
}

const statusOf: Record<ShareStoreError['code'], number> = {
  DATASET_NOT_FOUND: 404,
  TOO_MANY_GROUPS: 422,
  INVALID_REQUEST: 400,
  UNAVAILABLE: 503,
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Share store B as a service of its own (docs/decisions/0035): it keeps the shares the coordinator
 * pushes at upload, sealed under keys only it holds, and answers partial sums of them. It never sees
 * store A's shares, so nothing it holds or answers reveals a value.
 */
export async function buildShareStoreServer({
  db,
  masterKey,
  token,
  logger,
}: ShareStoreServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: shareStoreBodyLimit,
    ...(logger ? { loggerInstance: logger } : { logger: false }),
  })
  const store = createSealedShareStore({
    db,
    // The process's own table has store A's columns; only the name differs.
    table: shareStoreRows as unknown as ShareRowsTable,
    keys: createOwnKeys(db, masterKey),
  })
  const expected = digest(token)

  const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
    reply.status(status).send({ code, message })

  app.addHook('onRequest', async (request, reply) => {
    if (request.url === shareStorePaths.health) return
    const header = request.headers.authorization ?? ''
    const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!timingSafeEqual(digest(sent), expected)) {
      return refuse(reply, 401, 'UNAUTHORIZED', 'A valid bearer token is required')
    }
  })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ShareStoreError)
      return refuse(reply, statusOf[error.code], error.code, error.message)
    const status = (error as { statusCode?: number }).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return refuse(reply, status, 'INVALID_REQUEST', 'The request cannot be read')
    }
    request.log.error({ err: error }, 'share store request failed')
    return refuse(reply, 500, 'UNAVAILABLE', 'The share store failed')
  })

  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body)
    if (!parsed.success)
      throw new ShareStoreError('INVALID_REQUEST', 'The request does not have the expected shape')
    return parsed.data
  }
  const datasetIdOf = (params: unknown) => {
    const id = (params as { datasetId?: string }).datasetId ?? ''
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw new ShareStoreError('INVALID_REQUEST', 'The dataset id is not valid')
    }
    return id
  }

  app.get(shareStorePaths.health, async () => ({ status: 'OK' }))

  app.put('/v1/datasets/:datasetId/rows', async (request) => {
    const datasetId = datasetIdOf(request.params)
    const { rows } = parse(putRowsBody, request.body)
    const shareRows = rows.map((row) => ({
      rowIndex: row.row_index,
      identifiers: row.identifiers,
      dimensions: row.dimensions,
      shares: row.shares.map((share) => {
        const value = BigInt(share)
        if (value >= shareModulus) throw new ShareStoreError('INVALID_REQUEST', 'A share is out of range')
        return value
      }),
    }))
    // One batch is all or nothing, so a retried upload never leaves half a batch behind.
    await db.transaction((tx) => store.put(datasetId, shareRows, tx))
    return { rows: shareRows.length }
  })

  app.delete('/v1/datasets/:datasetId', async (request) => {
    await store.remove(datasetIdOf(request.params))
    return { removed: true }
  })

  app.post(shareStorePaths.partialSums, async (request): Promise<PartialSumsAnswer> => {
    const body = parse(partialSumsBody, request.body)
    const groups = await store.partialSums({
      datasetId: body.dataset_id,
      identifierColumn: body.identifier_column,
      hashedIdentifiers: body.hashed_identifiers,
      measures: body.measures,
      groupBy: body.group_by,
    })
    return {
      groups: groups.map((group) => ({
        group: group.group,
        row_count: group.rowCount,
        identifier_count: group.identifierCount,
        sums: group.sums.map(String),
      })),
    }
  })

  return app
}
