import type { Database } from '../../db/database'
import type { NewUsageRecordRow } from '../../db/schema'
import { bucketSums, hourOf, jakartaDayOf, rollupUpsert, usageColumns } from './usage-buckets'

interface EmbeddedTransaction {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>
}

/** PGlite itself, on the embedded database's thread, which reads COPY data from a blob. */
export interface CopyingClient {
  transaction<T>(work: (transaction: EmbeddedTransaction) => Promise<T>): Promise<T>
}

/** The embedded database's client on the server's thread, which hands work to the database's thread. */
export interface EmbeddedClient {
  runTask<T>(name: 'usage-batch', input: NewUsageRecordRow[]): Promise<T>
}

/** PGlite's client behind a Drizzle database, or null on PostgreSQL. */
export function embeddedClientOf(db: Database): EmbeddedClient | null {
  const client = (db as { $client?: unknown }).$client
  const isPglite = typeof client === 'object' && client !== null && 'runTask' in client
  return isPglite ? (client as unknown as EmbeddedClient) : null
}

/** A value as COPY's text format reads it: \N for null, and backslash, tab and line breaks escaped. */
function copyValue(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '\\N'
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'boolean') return value ? 't' : 'f'
  if (typeof value === 'number') return String(value)
  return value.replace(/[\\\t\n\r]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r',
  )
}

/** One record as a line of COPY text, in the order of usageColumns. */
const copyLine = (row: NewUsageRecordRow) =>
  [
    row.id,
    row.occurredAt,
    row.kind,
    row.consumerTenantId,
    row.providerTenantId,
    row.productId,
    row.transactionRequestId,
    row.apiKeyId,
    row.method,
    row.subPath,
    row.httpStatus,
    row.outcome,
    row.errorCode,
    row.latencyMs,
    row.bytesIn ?? 0,
    row.bytesOut ?? 0,
    row.isBillable,
    row.unitPrice,
  ]
    .map(copyValue)
    .join('\t')

const uniqueViolation = '23505'

/**
 * Writes a batch with COPY and adds its sums to the rollups, in one transaction. PGlite reads the
 * records at half the cost of an insert from JSON (bench/gateway.bench.ts). It runs on the embedded
 * database's thread (src/db/pglite-thread.ts), so the COPY text and the sums cost the server's thread
 * nothing: it only hands over the records. False when some record was written already (a batch tried
 * again): the caller then writes it the careful way, which skips what is there.
 */
export async function writeByCopy(client: CopyingClient, rows: NewUsageRecordRow[]): Promise<boolean> {
  const text = `${rows.map(copyLine).join('\n')}\n`
  try {
    await client.transaction(async (transaction) => {
      await transaction.query(`copy usage_records (${usageColumns}) from '/dev/blob'`, [], {
        blob: new Blob([text]),
      })
      const hours = bucketSums(rows, hourOf)
      if (hours.length === 0) return
      for (const [table, sums] of [
        ['usage_hourly', hours],
        ['usage_daily', bucketSums(rows, jakartaDayOf)],
      ] as const) {
        const [head, tail] = rollupUpsert(table)
        await transaction.query(`${head}$1${tail}`, [JSON.stringify(sums)])
      }
    })
    return true
  } catch (error) {
    if ((error as { code?: string }).code === uniqueViolation) return false
    throw error
  }
}
