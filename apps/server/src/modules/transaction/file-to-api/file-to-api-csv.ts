import type { Readable } from 'node:stream'
import { fileToApiLimits } from '@lumbung/contract'
import { detectDelimiter, firstLineOf } from '../../data/data-assets'
import { pipeWithErrors } from '../../../lib/stream-pipes'

/**
 * Reading a data asset's CSV row by row for a run. The asset was checked when it was added (UTF-8,
 * one header, the same number of columns on every row); a run reads it again, in constant memory, and
 * also holds every cell to the run's own cap. A problem names the row (the header is row 1).
 */
export class CsvRowProblem extends Error {
  override name = 'CsvRowProblem'
  constructor(
    readonly rowNumber: number,
    message: string,
  ) {
    super(message)
  }
}

export interface CsvRow {
  /** The data row, 1-based: the cursor a run keeps. */
  index: number
  /** The row's place in the file (blank lines counted); the header is row 1. */
  rowNumber: number
  cells: string[]
}

// A row longer than this is not a row anyone enriches; it bounds what a chunk of rows holds.
const maxRowCharacters = 256 * 1024

interface CsvParseError {
  code?: string
  lines?: number
  message: string
}

function describeParseError(error: CsvParseError, columnCount: number): CsvRowProblem {
  const row = error.lines ?? 0
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return new CsvRowProblem(row, `Row ${row} does not have the ${columnCount} columns of the header`)
    case 'CSV_QUOTE_NOT_CLOSED':
      return new CsvRowProblem(row, `Row ${row} has a quoted value that is never closed`)
    case 'CSV_MAX_RECORD_SIZE':
      return new CsvRowProblem(row, `Row ${row} is longer than ${maxRowCharacters / 1024} KB`)
    default:
      return new CsvRowProblem(row, `Row ${row} can not be read`)
  }
}

interface ParsedRecord {
  record: string[]
  info: { lines: number }
}

/**
 * The header, then every data row of the file. The caller may stop early; the file is closed then.
 * A row that breaks the file's shape or the cell cap throws a CsvRowProblem naming it.
 */
export async function* readCsvRows(
  source: Readable,
  maxCellLength: number = fileToApiLimits.maxCellLength,
): AsyncGenerator<CsvRow, void, undefined> {
  const { parse } = await import('csv-parse')
  const { line, rest } = await firstLineOf(source)
  const parser = parse({
    bom: true,
    // The delimiter the asset's reader chose when the asset was added.
    delimiter: detectDelimiter(line),
    skip_empty_lines: true,
    relax_column_count: false,
    max_record_size: maxRowCharacters,
    info: true,
  })
  pipeWithErrors(rest, parser)
  let columnCount = 0
  let index = 0
  try {
    for await (const item of parser as AsyncIterable<ParsedRecord>) {
      const rowNumber = item.info.lines
      if (index === 0) columnCount = item.record.length
      const tooLong = item.record.findIndex((cell) => cell.length > maxCellLength)
      if (tooLong !== -1) {
        throw new CsvRowProblem(
          rowNumber,
          `Row ${rowNumber}, column ${tooLong + 1} is longer than ${maxCellLength.toLocaleString('en-US')} characters`,
        )
      }
      yield { index, rowNumber, cells: item.record }
      index += 1
    }
  } catch (error) {
    if (error instanceof CsvRowProblem) throw error
    const parseError = error as CsvParseError
    if (typeof parseError.code === 'string' && parseError.code.startsWith('CSV_')) {
      throw describeParseError(parseError, columnCount)
    }
    throw error
  } finally {
    rest.unpipe(parser)
    parser.destroy()
    rest.destroy()
    source.destroy()
  }
}
