import { Readable, Transform, Writable, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { StringDecoder } from 'node:string_decoder'
import { isUtf8 } from 'node:buffer'
import { dataAssetFileMessages as fileMessages, messages } from '@lumbung/contract'
import { DelimitedScanError, DelimitedScanner } from '../../../lib/delimited-scanner'
import type { FileStorage } from '../../../lib/file-storage'
import { pipeUpload } from '../../../lib/multipart-streams'
import { sniffKind } from '../../../lib/uploads'

/** A file that is not a readable CSV; the message is the user's to read. */
export class CsvProblem extends Error {
  override name = 'CsvProblem'
}

/** The upload went past the size limit. */
export class FileTooLarge extends Error {
  override name = 'FileTooLarge'
}

const headBytes = 4096
const maxColumns = 1000
const maxColumnNameLength = 200

// Formats that are plainly not CSV, recognised by their first bytes.
const binarySignatures: number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // ZIP, XLSX, DOCX
  [0x1f, 0x8b], // gzip
  [0xd0, 0xcf, 0x11, 0xe0], // legacy Office
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x4d, 0x5a], // Windows executable
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x42, 0x5a, 0x68], // bzip2
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
]

/** Why the first bytes of a file show it is not CSV text, or null when they could be. */
export function notCsvReason(head: Buffer): string | null {
  if (head.length === 0) return null
  if (
    sniffKind(head) ||
    binarySignatures.some((signature) => signature.every((byte, index) => head[index] === byte))
  ) {
    return messages.mimes('File')
  }
  if (head.includes(0)) return messages.mimes('File')
  // A cut in the middle of a character at the end of the head is fine; anything else is not UTF-8.
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
  } catch {
    return fileMessages.notUtf8
  }
  return null
}

/**
 * Passes the bytes through, refusing at once when the first bytes are not CSV text or when more than
 * `maxBytes` arrive, so nothing that is not a CSV (or is too large) is ever stored whole.
 */
export function csvGuard(maxBytes: number): Transform {
  let head: Buffer[] = []
  let headLength = 0
  let isChecked = false
  let total = 0
  const check = (stream: Transform) => {
    isChecked = true
    const reason = notCsvReason(Buffer.concat(head).subarray(0, headBytes))
    if (reason) return new CsvProblem(reason)
    for (const chunk of head) stream.push(chunk)
    head = []
    return null
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      total += chunk.length
      if (total > maxBytes) return callback(new FileTooLarge('The file is over the size limit'))
      if (isChecked) return callback(null, chunk)
      head.push(chunk)
      headLength += chunk.length
      if (headLength < headBytes) return callback()
      callback(check(this))
    },
    flush(callback) {
      if (isChecked) return callback()
      if (headLength === 0) return callback(new CsvProblem(fileMessages.empty))
      callback(check(this))
    },
  })
}

/**
 * Streams `source` into `key` through the CSV guard. A refusal (not CSV, too large, a failed read)
 * rejects with its error and leaves no file behind.
 */
export async function putCsv(files: FileStorage, key: string, source: Readable, maxBytes: number) {
  const guard = csvGuard(maxBytes)
  let failure: unknown = null
  const fail = (error: unknown) => {
    failure ??= error
    guard.destroy(error as Error)
  }
  // Listened to at once: the guard may refuse before storage has opened its file.
  guard.on('error', (error) => {
    failure ??= error
  })
  source.once('limit', () => fail(new FileTooLarge('The file is over the size limit')))
  pipeUpload(source, guard)
  try {
    const stored = await files.put(key, guard)
    if (failure || (source as Readable & { truncated?: boolean }).truncated) {
      await files.remove(key)
      throw failure ?? new FileTooLarge('The file is over the size limit')
    }
    return stored
  } catch (error) {
    // Whatever is left of the request is read and dropped so the answer can be sent.
    source.resume()
    throw failure ?? error
  }
}

/** The most frequent of the usual delimiters in the header line. */
export function detectDelimiter(headerLine: string): string {
  const candidates = [',', ';', '\t', '|']
  let best = ','
  let bestCount = 0
  for (const candidate of candidates) {
    const found = headerLine.split(candidate).length - 1
    if (found > bestCount) {
      best = candidate
      bestCount = found
    }
  }
  return best
}

const maxLineBytes = 8 * 1024 * 1024

function newlinesIn(bytes: Buffer): number {
  let count = 0
  for (let index = bytes.indexOf(0x0a); index !== -1; index = bytes.indexOf(0x0a, index + 1)) count += 1
  return count
}

/**
 * Checks UTF-8 while streaming and places a bad byte on its row. Whole lines are checked at once
 * (a newline byte never sits inside a multi-byte character); only a failing block is looked at line
 * by line.
 */
function utf8Check(): Transform {
  let line = 1
  // The bytes after the last newline, kept as the chunks they came in: joining them on every chunk
  // would copy a long line over and over (megabytes of garbage per chunk).
  let carry: Buffer[] = []
  let carryLength = 0
  const notUtf8 = () => new CsvProblem(fileMessages.rowNotUtf8(line))
  const checkLines = (bytes: Buffer): CsvProblem | null => {
    if (isUtf8(bytes)) {
      line += newlinesIn(bytes)
      return null
    }
    for (let start = 0; start < bytes.length;) {
      const newline = bytes.indexOf(0x0a, start)
      const end = newline === -1 ? bytes.length : newline + 1
      if (!isUtf8(bytes.subarray(start, end))) return notUtf8()
      if (newline !== -1) line += 1
      start = end
    }
    return null
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const lastNewline = chunk.lastIndexOf(0x0a)
      if (lastNewline === -1) {
        carry.push(chunk)
        carryLength += chunk.length
        if (carryLength > maxLineBytes) return callback(new CsvProblem(fileMessages.rowTooLong(line)))
        return callback(null, chunk)
      }
      const problem = checkLines(Buffer.concat([...carry, chunk.subarray(0, lastNewline + 1)]))
      if (problem) return callback(problem)
      const rest = Buffer.from(chunk.subarray(lastNewline + 1))
      carry = rest.length > 0 ? [rest] : []
      carryLength = rest.length
      callback(null, chunk)
    },
    flush(callback) {
      callback(carryLength > 0 && !isUtf8(Buffer.concat(carry)) ? notUtf8() : null)
    },
  })
}

/** Reads the text of the first line without consuming the stream for the parser. */
export async function firstLineOf(source: Readable): Promise<{ line: string; rest: Readable }> {
  const decoder = new StringDecoder('utf8')
  const taken: Buffer[] = []
  let text = ''
  // The iterator must not destroy the source when the loop stops early: the parser reads the rest.
  for await (const chunk of source.iterator({ destroyOnReturn: false })) {
    taken.push(chunk as Buffer)
    text += decoder.write(chunk as Buffer)
    if (text.includes('\n') || text.length > 1_000_000) break
  }
  const rest = Readable.from(
    (async function* () {
      yield* taken
      yield* source
    })(),
  )
  return { line: text.split('\n')[0] ?? '', rest }
}

export interface CsvFacts {
  columns: string[]
  rowCount: number
  delimiter: string
}

const scanProblems: Record<DelimitedScanError['reason'], (row: number) => string> = {
  'unclosed-quote': fileMessages.unclosedQuote,
  'closing-quote': fileMessages.quoteInValue,
  'opening-quote': fileMessages.quoteInValue,
  'record-too-long': fileMessages.rowTooLong,
}

/**
 * Streams a CSV once: the header's column names and the number of data rows, in constant memory.
 * Problems are CsvProblems naming the row (the header is row 1). The byte scanner decodes only the
 * header and counts the rest (docs/decisions/0044-hostile-files.md): a general parser decoded every
 * byte and took seconds to refuse one 8 MB line.
 */
export async function readCsvFacts(source: Readable): Promise<CsvFacts> {
  const { line, rest } = await firstLineOf(source)
  const delimiter = detectDelimiter(line.replace(/^\uFEFF/, ''))
  let columns: string[] | null = null
  let rowCount = 0
  const scanner = new DelimitedScanner({
    delimiter,
    maxRecordBytes: maxLineBytes,
    decodedRecords: 1,
    // Enough of each header cell to tell a name longer than its limit.
    maxDecodedFieldBytes: 4 * maxColumnNameLength,
    onRecord(values, fieldCount, row) {
      if (values) {
        columns = checkHeader(values)
        return
      }
      const columnCount = (columns as string[] | null)?.length ?? 0
      if (fieldCount !== columnCount) {
        throw new CsvProblem(fileMessages.columnCount(row, fieldCount, columnCount))
      }
      rowCount += 1
    },
  })
  // A Writable rather than an async function: a pipeline ending in a function rejects with its own
  // abort instead of the CsvProblem that stopped the scan.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      try {
        scanner.push(chunk)
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
    final(callback) {
      try {
        scanner.end()
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
  })
  try {
    await pipeline(rest, utf8Check(), sink)
  } catch (error) {
    if (error instanceof DelimitedScanError) throw new CsvProblem(scanProblems[error.reason](error.line))
    throw error
  }
  if (!columns) throw new CsvProblem(fileMessages.empty)
  return { columns, rowCount, delimiter }
}

function checkHeader(record: string[]): string[] {
  if (record.length > maxColumns) throw new CsvProblem(fileMessages.headerTooWide(maxColumns))
  const names = record.map((name) => name.trim())
  const seen = new Set<string>()
  names.forEach((name, index) => {
    if (!name) throw new CsvProblem(fileMessages.headerColumnUnnamed(index + 1))
    if (name.length > maxColumnNameLength) {
      throw new CsvProblem(fileMessages.headerColumnTooLong(index + 1, maxColumnNameLength))
    }
    const key = name.toLowerCase()
    if (seen.has(key)) throw new CsvProblem(fileMessages.headerColumnTwice(name))
    seen.add(key)
  })
  return names
}
