import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { datasetFileVersions } from '../../../db/schema'
import { openDeliverySuite, type DeliverySuite } from '../../transaction/delivery/delivery.test-helpers'
import { fileVersionParquetQueue } from '.'
import { rowGroupLimits } from './parquet-conversion'

const defaultGroupRows = rowGroupLimits.rows

/** A delivery suite whose conversions write small row groups, so a file read back spans many of them. */
export async function openParquetSuite(): Promise<DeliverySuite> {
  const suite = await openDeliverySuite()
  rowGroupLimits.rows = 200
  return suite
}

export async function closeParquetSuite(suite: DeliverySuite): Promise<void> {
  rowGroupLimits.rows = defaultGroupRows
  await suite.close()
}

export const drainParquet = (suite: DeliverySuite) => suite.app.jobs.drain([fileVersionParquetQueue])

export function versionsOf(suite: DeliverySuite, datasetId: string) {
  return suite.db.select().from(datasetFileVersions).where(eq(datasetFileVersions.datasetId, datasetId))
}

/** Reads a stored Parquet object with DuckDB, a reader that shares no code with the writer. */
export async function readWithDuckDb(suite: DeliverySuite, key: string) {
  const path = join(suite.config.dataDir, 'files', key)
  const { DuckDBInstance } = await import('@duckdb/node-api')
  const instance = await DuckDBInstance.create(':memory:')
  const connection = await instance.connect()
  try {
    const source = `read_parquet('${path.replaceAll("'", "''")}')`
    const described = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${source}`)
    const types = Object.fromEntries(
      described.getRowObjectsJson().map((row) => [row.column_name as string, row.column_type as string]),
    )
    // Instants as microseconds since 1970 UTC, whatever the reader's own time zone.
    const instants = 'seen_at' in types ? ' REPLACE (epoch_us(seen_at) AS seen_at)' : ''
    const read = await connection.runAndReadAll(`SELECT *${instants} FROM ${source}`)
    return { types, rows: read.getRowObjectsJson() }
  } finally {
    connection.closeSync()
    instance.closeSync()
  }
}
