import { Readable } from 'node:stream'
import { datasetErrorMessages, datasetFileMessages, fileRowReasons } from '@lumbung/contract'
import { DatasetFileError } from './dataset-file-kinds'
import { zipModule } from './zip-entries'
import { leaveErrorsToReader } from '../../../lib/stream-pipes'

/**
 * The rows of a workbook or a JSON file as text cells, read as they stream past: what the analysis
 * infers types from and what a version's Parquet copy is written from, so both see the same cells.
 * The first row answered is the header; `number` is the row as the provider finds it (the sheet's
 * row, the array's element). Malformed files throw DatasetFileError naming the row.
 */
export interface FileRow {
  number: number
  values: string[]
}

/** Limits the analysis also enforces (docs/decisions/0044-hostile-files.md). */
export const jsonElementCharacters = 1024 * 1024

const megabytes = (characters: number) => `${Math.round(characters / (1024 * 1024))} MB`

/**
 * A date cell (a number the workbook formats as a date) as ISO text: the day alone at midnight, so a
 * date column reads as DATE, else the instant (the reader gives Excel's wall time as UTC).
 */
function dateText(value: Date): string {
  if (Number.isNaN(value.getTime())) return ''
  const iso = value.toISOString()
  if (iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10)
  return iso.endsWith('.000Z') ? `${iso.slice(0, 19)}Z` : iso
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return dateText(value)
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] }
    if (cell.richText) return cell.richText.map((part) => part.text).join('')
    if (cell.result !== undefined) return cellText(cell.result)
    if (cell.text !== undefined) return String(cell.text)
    return ''
  }
  return String(value)
}

/** Sheet names a workbook's analysis lists; more are only counted. */
export const listedSheets = 100

/**
 * One worksheet (the named one, else the first), row by row with exceljs's streaming reader: blank
 * rows are skipped and short rows padded to the header's width. Styles are read so a number formatted
 * as a date comes as a date (the workbook guard bounds their size first). Every sheet's name is added
 * to `sheets` as the reader passes it, so the analysis can ask which sheet to import.
 */
export async function* workbookRows(
  stream: Readable,
  sheetName: string | null = null,
  sheets: string[] = [],
): AsyncGenerator<FileRow[]> {
  // exceljs loads with the first workbook, after the zip reader it uses has been fixed (zip-entries.ts).
  await zipModule()
  const { default: ExcelJS } = await import('exceljs')
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  })
  let isRead = false
  let isLeft = false
  /**
   * Whether the sheet read came from one of the reader's temporary files: the zip has then been read
   * to its end, and walking the reader on only opens and deletes files.
   */
  let isFromFile = false
  let failure: unknown
  const rows = (async function* () {
    for await (const worksheet of reader) {
      const name = (worksheet as unknown as { name?: string }).name ?? ''
      if (sheets.length < listedSheets) sheets.push(name)
      if (isRead || (sheetName !== null && name !== sheetName)) {
        closeSpooledFile(worksheet)
        continue
      }
      isRead = true
      isFromFile = spooledFileOf(worksheet) !== null
      try {
        for await (const row of worksheet) {
          yield row
          if (isLeft) break
        }
      } catch (error) {
        // Thrown once the reader has been walked to its end (the sheets after this one are passed by
        // unread), so that it deletes its files.
        if (!isFromFile) throw error
        failure = error
      }
      closeSpooledFile(worksheet)
    }
    if (failure !== undefined) throw failure
    if (!isRead && sheetName !== null) throw new DatasetFileError(datasetErrorMessages.sheetNotFound)
  })()
  try {
    yield* textRows(rows)
  } finally {
    // Left early (a refused row, a caller that stopped) while reading a sheet from a temporary file:
    // the reader is walked to its end with every other worksheet passed by unread, so that it deletes
    // the files it made for them. A sheet read from the zip itself is left as it is: walking on would
    // read the rest of the zip, and the caller closes the file.
    if (isFromFile) {
      isLeft = true
      try {
        let next = await rows.next()
        while (!next.done) next = await rows.next()
      } catch {
        // What the file had left to refuse no longer matters.
      }
    }
  }
}

/** The stream of the temporary file exceljs kept a worksheet in; null for a sheet read from the zip. */
function spooledFileOf(worksheet: unknown): Readable | null {
  const source = (worksheet as { iterator?: unknown }).iterator
  return source instanceof Readable ? source : null
}

/**
 * exceljs keeps a worksheet that comes before the shared strings in a temporary file and hands it over
 * as a stream it has only begun to open; once the reader moves on it deletes the file. A worksheet
 * passed by unread (or left early) must have that stream closed: otherwise it keeps a descriptor of
 * the deleted file open for as long as the process lives, and when its open comes after the delete it
 * fails with an error nothing listens for, which ends the server.
 */
function closeSpooledFile(worksheet: unknown) {
  const spooled = spooledFileOf(worksheet)
  if (spooled) leaveErrorsToReader(spooled).destroy()
}

/** The sheet's rows as text cells: blank rows skipped, short rows padded to the header's width. */
async function* textRows(
  rows: AsyncGenerator<{ number: number; values: unknown }>,
): AsyncGenerator<FileRow[]> {
  let width = 0
  while (true) {
    let next: IteratorResult<{ number: number; values: unknown }>
    try {
      next = await rows.next()
    } catch (error) {
      if (error instanceof DatasetFileError) throw error
      throw new DatasetFileError(datasetFileMessages.workbookUnreadable)
    }
    if (next.done) return
    const row = next.value
    // exceljs leaves a blank cell as a hole in the row's array, which map would keep: each is read as ''.
    const values = Array.from((row.values as unknown[]).slice(1), cellText)
    if (width === 0) {
      width = values.length
      yield [{ number: row.number, values }]
      continue
    }
    if (values.every((value) => value === '')) continue
    if (values.length > width) {
      throw new DatasetFileError(
        datasetFileMessages.rowProblem(row.number, fileRowReasons.columnCount(values.length, width)),
      )
    }
    while (values.length < width) values.push('')
    yield [{ number: row.number, values }]
  }
}

/**
 * A JSON file holding one array of objects, read element by element: the text is scanned for the
 * array's top-level elements, each parsed on its own, so memory holds one element at a time. The
 * first element's keys are the header; each chunk's elements come as one batch.
 */
export async function* jsonRows(stream: Readable): AsyncGenerator<FileRow[]> {
  const decoder = new TextDecoder('utf-8')
  let state = 'start' as 'start' | 'between' | 'element' | 'end'
  let depth = 0
  let isInString = false
  let isEscaped = false
  let element = ''
  let index = 0
  const keys: string[] = []
  let batch: FileRow[] = []

  const take = (text: string) => {
    let value: unknown
    index++
    try {
      value = JSON.parse(text)
    } catch {
      throw new DatasetFileError(datasetFileMessages.elementNotJson(index))
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new DatasetFileError(datasetFileMessages.elementNotObject(index))
    }
    const record = value as Record<string, unknown>
    if (index === 1) {
      keys.push(...Object.keys(record))
      batch.push({ number: 1, values: [...keys] })
    } else {
      const unknown = Object.keys(record).find((key) => !keys.includes(key))
      if (unknown !== undefined) {
        throw new DatasetFileError(datasetFileMessages.fieldNotInFirst(index, unknown.slice(0, 60)))
      }
    }
    batch.push({ number: index, values: keys.map((key) => jsonText(record[key])) })
  }

  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const text = decoder.decode(chunk, { stream: true })
    let sliceStart = state === 'element' ? 0 : -1
    for (let position = 0; position < text.length; position++) {
      const character = text[position]!
      if (state === 'element') {
        if (isInString) {
          if (isEscaped) isEscaped = false
          else if (character === '\\') isEscaped = true
          else if (character === '"') isInString = false
          continue
        }
        if (character === '"') isInString = true
        else if (character === '{' || character === '[') depth++
        else if (character === '}' || character === ']') {
          depth--
          if (depth === 0) {
            element += text.slice(sliceStart, position + 1)
            if (element.length > jsonElementCharacters) throw elementTooLarge(index + 1)
            take(element)
            element = ''
            state = 'between'
            sliceStart = -1
          }
        }
        continue
      }
      if (/\s/.test(character) || character === '\ufeff') continue
      if (state === 'start') {
        if (character !== '[') throw new DatasetFileError(datasetFileMessages.notArray)
        state = 'between'
      } else if (state === 'between') {
        if (character === ',') continue
        if (character === ']') state = 'end'
        else if (character === '{') {
          state = 'element'
          depth = 1
          sliceStart = position
        } else throw new DatasetFileError(datasetFileMessages.elementNotObject(index + 1))
      } else {
        throw new DatasetFileError(datasetFileMessages.moreAfterArray)
      }
    }
    if (state === 'element' && sliceStart !== -1) element += text.slice(sliceStart)
    if (element.length > jsonElementCharacters) throw elementTooLarge(index + 1)
    if (batch.length > 0) {
      yield batch
      batch = []
    }
  }
  if (state !== 'end') throw new DatasetFileError(datasetFileMessages.arrayNotClosed(index + 1))
}

const elementTooLarge = (row: number) =>
  new DatasetFileError(datasetFileMessages.elementTooLong(row, megabytes(jsonElementCharacters)))

function jsonText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
