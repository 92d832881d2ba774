import { randomBytes, randomUUID } from 'node:crypto'
import {
  delimiterCharacters,
  scaledDecimal,
  secretShareBoundsMessages,
  secretShareDatasetFields,
  type SecretShareColumn,
  type UpdateSecretShareDatasetBody,
} from '@lumbung/contract'
import { parse } from 'csv-parse'
import type { Database } from '../../../db/database'
import type { Actor } from '../../../lib/access'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { Secrets } from '../../../lib/secrets'
import { pipeWithErrors } from '../../../lib/stream-pipes'
import { analysisLimits } from './dataset-file-analysis'
import { fileError } from './dataset-upload'
import { secretShareDatasetDetailOf, nextStatus } from './dataset-view'
import type { ShareRow, ShareStores } from '../share-stores'
import type { DatasetsRepository } from './datasets.repository'
import { datasetNotFound, type IsUsedByPublishedProduct } from './datasets.service'
import { formValues, validationError, type UploadReader } from './file-datasets.service'
import { hashIdentifier, scaledInteger, splitValue } from '../../../lib/secret-share'

const batchSize = 500

/**
 * Splits the uploaded CSV into the two share stores (docs/product.md#secret-sharing), row by row as it
 * streams: identifiers become keyed hashes, dimensions stay as they are, and every measure is clipped to
 * the provider's bounds, then becomes a random share A (store A) and value − A (store B). Each store seals
 * its shares under its own key. Clipping is what bounds one person's influence on a sum
 * (docs/decisions/0064-differential-privacy.md); the bounds are the provider's, never read off the data.
 */
async function splitIntoStores(
  source: NodeJS.ReadableStream,
  delimiter: string,
  columns: readonly SecretShareColumn[],
  identifierKey: Buffer,
  write: (storeA: ShareRow[], storeB: ShareRow[]) => Promise<void>,
): Promise<number> {
  // A file that fails part-way (a connection lost) fails the split rather than leaving it waiting.
  const parser = pipeWithErrors(
    source,
    // A row is bounded like a file dataset's, so one endless line cannot grow the parser's buffer.
    parse({
      delimiter,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: analysisLimits.rowCharacters,
    }),
  )
  let header: string[] = []
  let line = 0
  let rowIndex = 0
  let batchA: ShareRow[] = []
  let batchB: ShareRow[] = []
  // Measures' bounds as scaled integers; the contract has checked that both are there and in order.
  const boundsOf = new Map(
    columns
      .filter((column) => column.role === 'MEASURE')
      .map((column) => [
        column.name,
        {
          lower: scaledDecimal(column.lower_bound ?? '', column.scale)!,
          upper: scaledDecimal(column.upper_bound ?? '', column.scale)!,
        },
      ]),
  )
  const fail = (message: string) => {
    throw fileError(`Row ${line}: ${message}`)
  }
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++
      if (line === 1) {
        header = record.map((name) => name.trim())
        const marked = new Set(columns.map((column) => column.name))
        const missing = columns.find((column) => !header.includes(column.name))
        if (missing) fail(`the column "${missing.name.slice(0, 60)}" is not in the file's header`)
        const unmarked = header.find((name) => !marked.has(name))
        if (unmarked !== undefined)
          fail(`mark the column "${unmarked.slice(0, 60)}" as identifier, dimension, measure or ignore`)
        continue
      }
      if (record.length !== header.length) {
        fail(`has ${record.length} columns, but the header has ${header.length}`)
      }
      const identifiers: Record<string, string> = {}
      const dimensions: Record<string, string> = {}
      const sharesA: bigint[] = []
      const sharesB: bigint[] = []
      for (const column of columns) {
        const value = record[header.indexOf(column.name)] ?? ''
        if (column.role === 'IDENTIFIER') {
          if (value.trim() === '') fail(`the identifier ${column.name.slice(0, 60)} is empty`)
          identifiers[column.name] = hashIdentifier(identifierKey, value)
        } else if (column.role === 'DIMENSION') {
          dimensions[column.name] = value.trim().slice(0, 500)
        } else if (column.role === 'MEASURE') {
          const scaled = scaledInteger(value, column.scale)
          if (scaled === null) {
            fail(
              `the measure ${column.name.slice(0, 60)} ("${value.slice(0, 30)}") must be a number with at most ${column.scale} decimal places`,
            )
          }
          const { lower, upper } = boundsOf.get(column.name)!
          const clipped = scaled! < lower ? lower : scaled! > upper ? upper : scaled!
          const [shareA, shareB] = splitValue(clipped)
          sharesA.push(shareA)
          sharesB.push(shareB)
        }
      }
      rowIndex++
      batchA.push({ rowIndex, identifiers, dimensions, shares: sharesA })
      batchB.push({ rowIndex, identifiers, dimensions, shares: sharesB })
      if (batchA.length >= batchSize) {
        await write(batchA, batchB)
        batchA = []
        batchB = []
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') {
      throw fileError(`Row ${(error as { lines?: number }).lines ?? line + 1}: the row is longer than 1 MB`)
    }
    if (
      (error as { code?: string }).code?.startsWith('CSV_') ||
      (error as { code?: string }).code === 'INVALID_OPENING_QUOTE'
    ) {
      throw fileError(`Row ${(error as { lines?: number }).lines ?? line + 1}: the row cannot be read`)
    }
    throw error
  }
  if (line === 0) throw fileError('The file has no header row')
  await write(batchA, batchB)
  return rowIndex
}

export function createSecretShareDatasetsService({
  db,
  datasets,
  files,
  secrets,
  shareStores,
  isUsedByPublishedProduct,
}: {
  db: Database
  datasets: DatasetsRepository
  files: FileStorage
  secrets: Secrets
  shareStores: Pick<ShareStores, 'storeA' | 'storeB'>
  isUsedByPublishedProduct: IsUsedByPublishedProduct
}) {
  const { storeA, storeB } = shareStores
  async function detail(tenantId: string, id: string) {
    const row = await datasets.find(tenantId, id, 'SECRET_SHARE')
    if (!row) throw datasetNotFound()
    return secretShareDatasetDetailOf(row, await isUsedByPublishedProduct(tenantId, id))
  }

  return {
    async detail(actor: Actor, id: string) {
      const { tenantId } = actor
      return detail(tenantId, id)
    },

    async add(actor: Actor, read: UploadReader, isDraft: boolean) {
      const { tenantId, userId } = actor
      const datasetId = randomUUID()
      const upload = await read(
        () => `tenants/${tenantId}/datasets/${datasetId}/raw-${randomUUID()}.csv`,
        ['CSV'],
      )
      const stored = upload.file
      try {
        if (!stored) throw fileError('File can not be empty')
        const parsed = secretShareDatasetFields.safeParse(formValues(upload.fields, ['tag', 'columns']))
        if (!parsed.success) throw validationError(parsed.error)
        const fields = parsed.data
        const status = nextStatus(null, isDraft, undefined, fields)
        const identifierKey = randomBytes(32)
        const seal = (key: Buffer) => secrets.seal(key.toString('base64'))
        // A remote store B makes and keeps its own key: this database never holds it (docs/decisions/0035).
        const isStoreBRemote = storeB.location === 'remote'
        const opened = await files.open(stored.key)
        if (!opened) throw new Error('The uploaded file disappeared before it was split')
        await db.transaction(async (tx) => {
          await datasets.insert(
            {
              id: datasetId,
              tenantId,
              dataType: 'SECRET_SHARE',
              name: fields.name,
              description: fields.description,
              shortDescription: fields.short_description,
              tags: fields.tag,
              delimiter: fields.delimiter,
              fileType: 'CSV',
              fileName: stored.name,
              fileSize: stored.size,
              secretShareColumns: fields.columns,
              identifierKeySealed: seal(identifierKey),
              storeAKeySealed: seal(randomBytes(32)),
              storeBKeySealed: isStoreBRemote ? null : seal(randomBytes(32)),
              status,
              createdBy: userId,
              modifiedBy: userId,
            },
            tx,
          )
          try {
            const rowCount = await splitIntoStores(
              opened.stream,
              delimiterCharacters[fields.delimiter],
              fields.columns,
              identifierKey,
              async (rowsA, rowsB) => {
                await storeA.put(datasetId, rowsA, tx)
                await storeB.put(datasetId, rowsB, tx)
              },
            )
            // One person, one row: a repeated identifier would let one person weigh more than the bounds
            // say. Store A's table, inside this transaction, finds the first repeat without the upload
            // keeping any identifier in memory.
            for (const column of fields.columns.filter((entry) => entry.role === 'IDENTIFIER')) {
              const repeated = await storeA.firstRepeatedIdentifier(datasetId, column.name, tx)
              if (repeated !== null) {
                throw fileError(
                  `Row ${repeated + 1}: ${secretShareBoundsMessages.repeatedIdentifier(column.name.slice(0, 60))}`,
                )
              }
            }
            await datasets.update(tenantId, datasetId, { rowCount }, tx)
          } finally {
            opened.stream.destroy()
          }
        })
      } catch (error) {
        // The database rolled its part back; a remote store B forgets what it was sent.
        if (storeB.location === 'remote') await storeB.remove(datasetId).catch(() => undefined)
        throw error
      } finally {
        // The raw file never outlives the split, whether it worked or not.
        if (stored) await files.remove(stored.key)
      }
      return detail(tenantId, datasetId)
    },

    async update(actor: Actor, body: UpdateSecretShareDatasetBody, isDraft: boolean) {
      const { tenantId, userId } = actor
      const fields = body as unknown as {
        id: string
        name: string
        description: string | null
        short_description: string | null
        tag: string[]
        status?: 'ACTIVE' | 'INACTIVE'
      }
      const current = await datasets.find(tenantId, fields.id, 'SECRET_SHARE')
      if (!current) throw datasetNotFound()
      const status = nextStatus(current.status, isDraft, fields.status, fields)
      await datasets.update(tenantId, current.id, {
        name: fields.name,
        description: fields.description,
        shortDescription: fields.short_description,
        tags: fields.tag,
        status,
        modifiedBy: userId,
      })
      return detail(tenantId, current.id)
    },

    /** The keys of a dataset's stores, for the query coordinator (and the tests). */
    async storeKeys(tenantId: string, id: string) {
      const row = await datasets.find(tenantId, id, 'SECRET_SHARE')
      if (!row) throw datasetNotFound()
      const open = (sealed: string | null) => (sealed ? Buffer.from(secrets.open(sealed), 'base64') : null)
      return {
        identifier: open(row.identifierKeySealed)!,
        storeA: open(row.storeAKeySealed)!,
        // Null while store B runs in a process of its own, which keeps its key.
        storeB: open(row.storeBKeySealed),
      }
    },
  }
}
