import type { Readable } from 'node:stream'
import {
  datasetFileMessages,
  delimiterCharacters,
  fileRowReasons,
  type ColumnType,
  type DataStructureColumn,
  type Delimiter,
} from '@lumbung/contract'
import { DatasetFileError, type DatasetFileType } from './dataset-file-kinds'
import { DelimitedScanError, DelimitedScanner } from '../../../lib/delimited-scanner'
import { jsonElementCharacters, jsonRows, workbookRows, type FileRow } from './dataset-file-rows'

export const previewRowCount = 10
/** Rows read to infer each column's type: enough to be representative, few enough to stay fast. */
const inferenceRowCount = 1000

/**
 * What one file may hold before it is refused (see docs/decisions/0044-hostile-files.md): memory
 * stays flat whatever the file, since one row (or JSON element) is held at a time, types are inferred
 * as rows pass rather than from kept samples, and only the short preview is kept.
 */
export const analysisLimits = {
  /** Characters in one row of a CSV or TSV, quoted line breaks included. */
  rowCharacters: 1024 * 1024,
  /** Characters in one element of a JSON array. */
  jsonElementCharacters,
  /** Columns: the most a data structure may list. */
  columns: 1000,
  /** Characters of a column name, as the data structure takes it. */
  columnNameCharacters: 200,
  /** Characters of a preview cell. */
  previewCellCharacters: 200,
}

/** A row of a CSV or TSV that cannot be read, as the provider finds it: its line and why. */
export interface BadRow {
  row: number
  reason: string
}

/** Bad rows listed with their reasons; beyond these only counted (the memory stays flat). */
export const listedBadRows = 100

export interface FileAnalysis {
  columns: string[]
  /** The rows that can be read (the good rows of a file with bad ones). */
  rowCount: number
  preview: string[][]
  dataStructure: DataStructureColumn[]
  /** A CSV's or TSV's unreadable rows, the first `listedBadRows`; `badRowCount` counts them all. */
  badRows: BadRow[]
  badRowCount: number
  /** A workbook's sheet names in the order read (at most `listedSheets`); empty for other types. */
  sheets: string[]
  /** The workbook sheet read (the chosen one, else the first); null for other types. */
  sheetName: string | null
}

const sensitiveNames =
  /(^|_|\b)(nik|ktp|npwp|phone|telp|hp|email|e_mail|name|nama|address|alamat|birth|lahir|passport|account|rekening|card)(_|\b|$)/i

/** Collects the header, the row count, a preview and the inferred types while the rows stream past. */
class RowCollector {
  columns: string[] = []
  rowCount = 0
  preview: string[][] = []
  private inference: ColumnInference[] = []

  header(values: string[]) {
    if (values.length > analysisLimits.columns) {
      throw new DatasetFileError(datasetFileMessages.tooManyColumns(values.length, analysisLimits.columns))
    }
    const names = values.map((value) => value.trim())
    names.forEach((name, index) => {
      if (!name) throw new DatasetFileError(datasetFileMessages.columnUnnamed(index + 1))
      if (name.length > analysisLimits.columnNameCharacters) {
        throw new DatasetFileError(
          datasetFileMessages.columnNameTooLong(index + 1, analysisLimits.columnNameCharacters),
        )
      }
    })
    const seen = new Set<string>()
    for (const name of names) {
      if (seen.has(name)) throw new DatasetFileError(datasetFileMessages.columnNameTwice(name.slice(0, 60)))
      seen.add(name)
    }
    this.columns = names
    this.inference = names.map(() => new ColumnInference())
  }

  /** A row past the preview and the inference: only counted. */
  count() {
    this.rowCount++
  }

  row(values: string[]) {
    this.rowCount++
    if (this.preview.length < previewRowCount) {
      this.preview.push(values.map((value) => value.slice(0, analysisLimits.previewCellCharacters)))
    }
    if (this.rowCount <= inferenceRowCount) {
      this.inference.forEach((column, index) => column.see(values[index] ?? ''))
    }
  }

  finish(): FileAnalysis {
    if (this.columns.length === 0) throw new DatasetFileError(datasetFileMessages.noHeader)
    const dataStructure = this.columns.map((name, index) => ({
      name,
      type: this.inference[index]!.type(),
      description: null,
      is_sensitive: sensitiveNames.test(name),
    }))
    return {
      columns: this.columns,
      rowCount: this.rowCount,
      preview: this.preview,
      dataStructure,
      badRows: this.badRows,
      badRowCount: this.badRowCount,
      sheets: [],
      sheetName: null,
    }
  }

  badRows: BadRow[] = []
  badRowCount = 0

  bad(row: number, reason: string) {
    this.badRowCount++
    if (this.badRows.length < listedBadRows) this.badRows.push({ row, reason })
  }
}

const typeTests: [ColumnType, RegExp][] = [
  ['BOOLEAN', /^(true|false)$/i],
  ['INTEGER', /^[-+]?\d{1,18}$/],
  ['DECIMAL', /^[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$/],
  ['DATE', /^\d{4}-\d{2}-\d{2}$/],
  ['DATETIME', /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/],
]

/** The narrowest type every non-empty sample fits; text when none fits or nothing is filled in. */
export function inferType(samples: readonly string[]): ColumnType {
  const column = new ColumnInference()
  for (const sample of samples) column.see(sample)
  return column.type()
}

/** The longest value any type but text matches (a date-time with fractions and an offset). */
const typedValueCharacters = 64

/** One column's candidate types, narrowed by each value as it passes, so no value is kept. */
class ColumnInference {
  private candidates = typeTests.map(([type]) => type)
  private isFilled = false

  see(value: string) {
    if (this.candidates.length === 0) return
    const text = value.length > typedValueCharacters * 4 ? value.slice(0, typedValueCharacters * 4) : value
    const trimmed = text.trim()
    if (trimmed === '') return
    this.isFilled = true
    if (trimmed.length > typedValueCharacters) {
      this.candidates = []
      return
    }
    this.candidates = this.candidates.filter((type) => typePatterns.get(type)!.test(trimmed))
  }

  type(): ColumnType {
    if (!this.isFilled) return 'STRING'
    return this.candidates[0] ?? 'STRING'
  }
}

const typePatterns = new Map(typeTests)

export async function analyseDatasetFile(
  stream: Readable,
  fileType: DatasetFileType,
  delimiter: Delimiter | null,
  sheetName: string | null = null,
): Promise<FileAnalysis> {
  if (fileType === 'XLSX') return analyseWorkbook(stream, sheetName)
  if (fileType === 'JSON') return analyseJson(stream)
  return analyseDelimited(stream, delimiter ?? (fileType === 'TSV' ? 'TAB' : 'COMMA'))
}

/**
 * A CSV or TSV analysis fed chunk by chunk: the upload feeds it while the file streams into storage,
 * so the file is read once (docs/decisions/0044-hostile-files.md). A row with the wrong number of
 * columns or a quote out of place is listed as a bad row and the reading goes on
 * (docs/decisions/0079-bad-rows-and-workbook-sheets.md); what stops the reading (a bad header, an
 * unclosed quote, a row over the cap, invalid UTF-8) throws DatasetFileError naming the row.
 */
export function createDelimitedAnalysis(delimiter: Delimiter) {
  const collector = new RowCollector()
  let record = 0
  const scanner = new DelimitedScanner({
    delimiter: delimiterCharacters[delimiter],
    maxRecordBytes: analysisLimits.rowCharacters,
    // The header, then the rows that feed the preview and the type inference.
    decodedRecords: 1 + Math.max(previewRowCount, inferenceRowCount),
    // More than a preview cell, a column name or a typed value needs: a 1 MB cell costs 1 KB.
    maxDecodedFieldBytes: 1024,
    onRecord(values, fieldCount, line) {
      record++
      if (record === 1) {
        collector.header(values!)
        if (values!.length === 1) checkDelimiter(values![0] ?? '', delimiter)
        return
      }
      if (fieldCount !== collector.columns.length) {
        collector.bad(line, fileRowReasons.columnCount(fieldCount, collector.columns.length))
        return
      }
      if (values) collector.row(values)
      else collector.count()
    },
    onMalformed(line, reason) {
      // A quote out of place in the header leaves no columns to read the rest by.
      if (record === 0) throw new DelimitedScanError(line, reason)
      collector.bad(line, describeScanReason(reason))
    },
  })
  const described = (work: () => void) => {
    try {
      work()
    } catch (error) {
      if (error instanceof DelimitedScanError) {
        throw new DatasetFileError(datasetFileMessages.rowProblem(error.line, describeScanError(error)))
      }
      throw error
    }
  }
  return {
    push(chunk: Buffer | string) {
      described(() => scanner.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk))
    },
    finish(): FileAnalysis {
      described(() => scanner.end())
      return collector.finish()
    },
  }
}

export async function analyseDelimited(stream: Readable, delimiter: Delimiter): Promise<FileAnalysis> {
  const analysis = createDelimitedAnalysis(delimiter)
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) analysis.push(chunk)
    return analysis.finish()
  } catch (error) {
    stream.destroy()
    throw error
  }
}

const megabytes = (characters: number) => `${Math.round(characters / (1024 * 1024))} MB`

function describeScanError(error: DelimitedScanError): string {
  return describeScanReason(error.reason)
}

function describeScanReason(reason: DelimitedScanError['reason']): string {
  switch (reason) {
    case 'unclosed-quote':
      return fileRowReasons.unclosedQuote
    case 'closing-quote':
      return fileRowReasons.closingQuote
    case 'opening-quote':
      return fileRowReasons.openingQuote
    case 'record-too-long':
      return fileRowReasons.tooLong(megabytes(analysisLimits.rowCharacters))
  }
}

/** One header column that holds another separator means the wrong delimiter was chosen. */
function checkDelimiter(header: string, delimiter: Delimiter) {
  for (const [other, character] of Object.entries(delimiterCharacters)) {
    if (other !== delimiter && header.includes(character)) {
      throw new DatasetFileError(
        datasetFileMessages.wrongDelimiter(delimiter.toLowerCase(), character === '\t' ? 'tab' : character),
      )
    }
  }
}

/** Reads a workbook's or a JSON file's rows: the first is the header. */
async function analyseRows(rows: AsyncGenerator<FileRow[]>): Promise<FileAnalysis> {
  const collector = new RowCollector()
  for await (const batch of rows) {
    for (const row of batch) {
      if (collector.columns.length === 0) collector.header(row.values)
      else collector.row(row.values)
    }
  }
  return collector.finish()
}

/** One worksheet of a workbook (the named one, else the first), read row by row; every sheet is listed. */
export async function analyseWorkbook(stream: Readable, sheetName: string | null = null) {
  const sheets: string[] = []
  const analysis = await analyseRows(workbookRows(stream, sheetName, sheets))
  return { ...analysis, sheets, sheetName: sheetName ?? sheets[0] ?? null }
}

/** A JSON file holding one array of objects, read element by element. */
export const analyseJson = (stream: Readable) => analyseRows(jsonRows(stream))
