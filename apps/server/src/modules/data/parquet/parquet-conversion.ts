import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'
import { delimiterCharacters, type Delimiter } from '@lumbung/contract'
import { DelimitedScanError, DelimitedScanner } from '../../../lib/delimited-scanner'
import { columnTypeOf, parquetSchema, sparkSchemaString } from './parquet-schema'
import { ParquetValueError, valueReaderOf, type ParquetValue } from './parquet-values'
import { leaveErrorsToReader } from '../../../lib/stream-pipes'

/**
 * A row group is written once it holds this many rows or this many characters of cells, whichever
 * comes first: memory holds one group's values and its encoded bytes, whatever the file's size.
 */
/** The ingest's own cap on one row (docs/decisions/0044-hostile-files.md): a stored file never exceeds it. */
const maxRowBytes = 1024 * 1024

export const rowGroupLimits = { rows: 10_000, characters: 2 * 1024 * 1024 }

/** Why a version's file could not be kept as Parquet, worded for the provider (the row is 1-based, header 1). */
export class ParquetConversionError extends Error {
  override name = 'ParquetConversionError'
}

/**
 * Reads a workbook's or a JSON file's rows as text cells, the first the header, as the analysis that
 * inferred the version's types read them; a file it cannot read throws ParquetConversionError.
 */
export type FileRowReader = (
  stream: Readable,
  sheetName: string | null,
) => AsyncIterable<{ number: number; values: string[] }[]>

export interface ConversionSource {
  stream: Readable
  fileType: string
  delimiter: string | null
  columns: readonly { name: string; type: string }[]
  /** How rows are read from a file that is neither CSV nor TSV. */
  readRows?: FileRowReader
  /** The workbook sheet the version is read from; null for the first. */
  sheetName?: string | null
  /**
   * The provider imported the good rows of a CSV or TSV: its bad rows (the wrong number of columns, a
   * quote out of place) are left out here too, as the analysis left them out of the row count.
   */
  isSkippingBadRows?: boolean
}

export interface ConvertedParquet {
  size: number
  sha256: string
  rowCount: number
  /** The Spark JSON schema of the written file. */
  schema: string
}

/**
 * Streams a CSV, TSV, JSON or XLSX file into a Parquet file, typed by the version's data structure, its
 * cells read as the analysis that inferred the types read them. The source is read chunk by chunk and the output handed to `put` as it is written, one row group at a time, so
 * memory stays flat (docs/decisions/0065-parquet-of-file-versions.md). The writer loads on first use.
 */
export async function convertToParquet(
  source: ConversionSource,
  put: (body: Readable) => Promise<unknown>,
  signal?: AbortSignal,
): Promise<ConvertedParquet> {
  const isDelimited = source.fileType === 'CSV' || source.fileType === 'TSV'
  if (!isDelimited && !source.readRows) {
    source.stream.destroy()
    throw new ParquetConversionError(`A ${source.fileType} file is not kept as Parquet`)
  }
  const { ByteWriter, ParquetWriter } = await import('hyparquet-writer')
  const columns = source.columns
  const readers = columns.map((column) => valueReaderOf(columnTypeOf(column.type)))
  const output = new PassThrough()
  // The store may not read it yet (it makes its folder first) when a failure below destroys it.
  leaveErrorsToReader(output)
  const putting = put(output)
  // Observed by the race below and at the end; an early failure must not be an unhandled rejection.
  putting.catch(() => undefined)
  const hash = createHash('sha256')
  let size = 0
  const bytes = new ByteWriter(1024 * 1024)
  const writer = new ParquetWriter({
    writer: bytes,
    schema: parquetSchema(columns) as never,
    createdBy: 'Lumbung',
  })

  /** Hands the encoded bytes to the store, waiting while it is behind. */
  const pour = async () => {
    if (bytes.index === 0) return
    const chunk = Buffer.from(bytes.getBytes())
    bytes.index = 0
    hash.update(chunk)
    size += chunk.length
    if (!output.write(chunk)) await Promise.race([once(output, 'drain'), putting])
  }

  let group: ParquetValue[][] = columns.map(() => [])
  let groupRows = 0
  let groupCharacters = 0
  let rowCount = 0
  const writeGroup = async () => {
    if (groupRows === 0) return
    writer.write({
      columnData: columns.map((column, index) => ({ name: column.name, data: group[index]! })),
      rowGroupSize: groupRows,
    })
    group = columns.map(() => [])
    groupRows = 0
    groupCharacters = 0
    await pour()
  }

  /** One data row's cells into the group, typed; `row` is the row as the provider finds it. */
  const addRow = (values: readonly string[], row: number) => {
    for (let index = 0; index < columns.length; index++) {
      const cell = values[index]!
      try {
        group[index]!.push(readers[index]!(cell))
      } catch (error) {
        if (!(error instanceof ParquetValueError)) throw error
        throw new ParquetConversionError(
          `Row ${row}, column "${columns[index]!.name}": ${error.message} (${columns[index]!.type})`,
        )
      }
      groupCharacters += cell.length
    }
    groupRows++
    rowCount++
  }
  const isGroupFull = () => groupRows >= rowGroupLimits.rows || groupCharacters >= rowGroupLimits.characters

  /** A workbook's or JSON file's rows, the first its header; their cells are text as the analysis saw. */
  const readRows = async (rows: AsyncIterable<{ number: number; values: string[] }[]>) => {
    for await (const batch of rows) {
      signal?.throwIfAborted()
      for (const row of batch) {
        record++
        if (record === 1) checkHeader(row.values, columns)
        else addRow(row.values, row.number)
      }
      if (isGroupFull()) await writeGroup()
    }
  }

  let record = 0
  const scanner = new DelimitedScanner({
    delimiter:
      delimiterCharacters[(source.delimiter ?? (source.fileType === 'TSV' ? 'TAB' : 'COMMA')) as Delimiter],
    maxRecordBytes: maxRowBytes,
    decodedRecords: Number.POSITIVE_INFINITY,
    // A cell can be as long as its row, so no value is ever cut.
    maxDecodedFieldBytes: maxRowBytes,
    onRecord(values, fieldCount) {
      record++
      if (record === 1) return checkHeader(values ?? [], columns)
      if (fieldCount !== columns.length) {
        if (source.isSkippingBadRows) return
        throw new ParquetConversionError(
          `Row ${record}: has ${fieldCount} columns, but the data structure has ${columns.length}`,
        )
      }
      addRow(values!, record)
    },
    ...(source.isSkippingBadRows ? { onMalformed: () => undefined } : {}),
  })
  const scanned = (work: () => void) => {
    try {
      work()
    } catch (error) {
      if (error instanceof DelimitedScanError) {
        throw new ParquetConversionError(`Row ${error.line}: the file cannot be read (${error.reason})`)
      }
      throw error
    }
  }

  try {
    if (!isDelimited) await readRows(source.readRows!(source.stream, source.sheetName ?? null))
    else {
      for await (const chunk of source.stream as AsyncIterable<Buffer>) {
        signal?.throwIfAborted()
        scanned(() => scanner.push(chunk))
        if (isGroupFull()) await writeGroup()
      }
      scanned(() => scanner.end())
    }
    if (record === 0) throw new ParquetConversionError('The file has no header row')
    await writeGroup()
    writer.finish()
    await pour()
    output.end()
    await putting
  } catch (error) {
    source.stream.destroy()
    output.destroy(error as Error)
    await putting.catch(() => undefined)
    throw error
  }
  return { size, sha256: hash.digest('hex'), rowCount, schema: sparkSchemaString(columns) }
}

function checkHeader(names: string[], columns: ConversionSource['columns']) {
  const trimmed = names.map((name) => name.trim())
  const isSame =
    trimmed.length === columns.length && trimmed.every((name, index) => name === columns[index]!.name)
  if (!isSame) {
    throw new ParquetConversionError("Row 1: the file's columns differ from the version's data structure")
  }
}
