import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/database'
import { secretShareStoreA } from '../../../db/schema'
import { openShares, sealShares } from '../../../lib/secret-share'
import {
  checkPartialSumsRequest,
  createPartialSumAccumulator,
  ShareStoreError,
  type PartialGroup,
  type PartialSumsRequest,
  type ShareRow,
  type ShareStore,
} from './share-store'

/**
 * A table of sealed share rows: `secret_share_store_a`, `secret_share_store_b`, or the share-store
 * process's own. They share one shape (dataset_id, row_index, identifiers, dimensions, shares), so
 * one set of queries serves all of them.
 */
export type ShareRowsTable = typeof secretShareStoreA

/** A store in a database this process reaches: it can also check a dataset's rows as a whole. */
export interface LocalShareStore extends ShareStore {
  /** The index of the first row repeating an earlier row's identifier in the column, or null. */
  firstRepeatedIdentifier(
    datasetId: string,
    identifierColumn: string,
    executor?: Executor,
  ): Promise<number | null>
}

/** Where a store finds its key for a dataset. */
export interface StoreKeys {
  /** The key, or null when the store holds nothing of this dataset. */
  find(datasetId: string, executor?: Executor): Promise<Buffer | null>
  /** The key to seal a new batch with (made on first use where the store keeps its own keys). */
  forWriting(datasetId: string, executor?: Executor): Promise<Buffer>
  forget(datasetId: string, executor?: Executor): Promise<void>
}

const pageSize = 2_000
const insertBatch = 500

/** Every key written as a PostgreSQL array literal of one bound parameter (hashes are plain hex). */
const textArrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`

export function createShareRowsRepository(db: Database, table: ShareRowsTable) {
  return {
    async insert(rows: (typeof table.$inferInsert)[], executor: Executor = db) {
      for (let start = 0; start < rows.length; start += insertBatch) {
        await executor.insert(table).values(rows.slice(start, start + insertBatch))
      }
    },

    async removeDataset(datasetId: string, executor: Executor = db) {
      await executor.delete(table).where(eq(table.datasetId, datasetId))
    },

    /**
     * One page of the rows whose identifier is in the list, after `afterRowIndex`. PostgreSQL (14 and
     * newer, PGlite too) looks a constant array up by hash, so a page costs one pass over its range.
     */
    async matchingRows(
      request: Pick<PartialSumsRequest, 'datasetId' | 'identifierColumn' | 'hashedIdentifiers' | 'groupBy'>,
      afterRowIndex: number,
      executor: Executor = db,
    ) {
      const identifier = sql<string>`${table.identifiers} ->> ${request.identifierColumn}`
      return executor
        .select({
          rowIndex: table.rowIndex,
          identifier,
          group: request.groupBy
            ? sql<string | null>`${table.dimensions} ->> ${request.groupBy}`
            : sql<string | null>`null::text`,
          shares: table.shares,
        })
        .from(table)
        .where(
          and(
            eq(table.datasetId, request.datasetId),
            gt(table.rowIndex, afterRowIndex),
            sql`${identifier} = any(${textArrayLiteral(request.hashedIdentifiers)}::text[])`,
          ),
        )
        .orderBy(asc(table.rowIndex))
        .limit(pageSize)
    },

    /**
     * The first row (by index) whose identifier in `identifierColumn` an earlier row of the dataset already
     * has, or null. The database sorts and compares, so the upload keeps no identifier in memory.
     */
    async firstRepeatedIdentifier(datasetId: string, identifierColumn: string, executor: Executor = db) {
      const identifier = sql`${table.identifiers} ->> ${identifierColumn}`
      const result = await executor.execute<{ row_index: number }>(sql`
        select row_index from (
          select ${table.rowIndex} as row_index,
            row_number() over (partition by ${identifier} order by ${table.rowIndex}) as occurrence
          from ${table}
          where ${table.datasetId} = ${datasetId}
        ) as numbered
        where occurrence > 1
        order by row_index
        limit 1`)
      const first = (result as unknown as { rows: { row_index: number }[] }).rows[0]
      return first ? Number(first.row_index) : null
    },
  }
}

/**
 * A share store over a table of sealed rows. The store opens only the rows that match and adds its own
 * shares; it never sees the other store's shares, so its sums tell nothing by themselves.
 */
export function createSealedShareStore({
  db,
  table,
  keys,
}: {
  db: Database
  table: ShareRowsTable
  keys: StoreKeys
}): LocalShareStore {
  const rows = createShareRowsRepository(db, table)
  return {
    location: 'database',

    async put(datasetId: string, batch: readonly ShareRow[], executor: Executor = db) {
      if (batch.length === 0) return
      const key = await keys.forWriting(datasetId, executor)
      await rows.insert(
        batch.map((row) => ({
          datasetId,
          rowIndex: row.rowIndex,
          identifiers: row.identifiers,
          dimensions: row.dimensions,
          shares: sealShares(key, row.shares),
        })),
        executor,
      )
    },

    async remove(datasetId: string) {
      await db.transaction(async (tx) => {
        await rows.removeDataset(datasetId, tx)
        await keys.forget(datasetId, tx)
      })
    },

    firstRepeatedIdentifier: (datasetId, identifierColumn, executor) =>
      rows.firstRepeatedIdentifier(datasetId, identifierColumn, executor),

    async partialSums(request: PartialSumsRequest): Promise<PartialGroup[]> {
      checkPartialSumsRequest(request)
      const key = await keys.find(request.datasetId)
      if (!key) throw new ShareStoreError('DATASET_NOT_FOUND', 'The store holds no such dataset')
      const accumulator = createPartialSumAccumulator(request.measures)
      if (request.hashedIdentifiers.length === 0) return []
      for (let after = -1; ;) {
        const page = await rows.matchingRows(request, after)
        for (const row of page) {
          accumulator.add({
            identifier: row.identifier,
            // A row without the dimension groups with the empty value rather than vanishing.
            group: request.groupBy === null ? null : (row.group ?? ''),
            shares: openShares(key, row.shares),
          })
        }
        if (page.length < pageSize) break
        after = page[page.length - 1]!.rowIndex
      }
      return accumulator.result()
    },
  }
}
