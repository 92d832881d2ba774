import { isUtf8 } from 'node:buffer'
import { createHash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'
import { TextDecoder } from 'node:util'
import { datasetFileMessages, type fileTypeValues } from '@lumbung/contract'

export type DatasetFileType = (typeof fileTypeValues)[number]

const extensionTypes: Record<string, DatasetFileType> = { csv: 'CSV', tsv: 'TSV', xlsx: 'XLSX', json: 'JSON' }
export const fileTypeExtensions: Record<DatasetFileType, string> = {
  CSV: 'csv',
  TSV: 'tsv',
  XLSX: 'xlsx',
  JSON: 'json',
}

/** The dataset file type a name's extension claims, or null when it is none we take. */
export function fileTypeOfName(name: string): DatasetFileType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''
  return extensionTypes[extension] ?? null
}

/** A file name fit to show back: no folders, no control characters, not endless. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (printable || 'dataset').slice(0, 200)
}

/** A refusal of the file's content, worded for the user (the row is 1-based, the header is row 1). */
export class DatasetFileError extends Error {
  override name = 'DatasetFileError'
}

const zipSignature = [0x50, 0x4b, 0x03, 0x04]
// Signatures of binary formats a renamed file is most likely to be; text never starts with them.
const binarySignatures = [
  zipSignature,
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x1f, 0x8b],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x7f, 0x45, 0x4c, 0x46],
  [0x4d, 0x5a],
]
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

/**
 * Checks a dataset file while it streams past, without holding it: the first bytes must fit the
 * declared type (XLSX is a zip; CSV, TSV and JSON are text with no binary signature), a text file
 * must be valid UTF-8 throughout, and the size and the SHA-256 are taken on the way.
 */
export class DatasetFileInspector extends Transform {
  bytes = 0
  private readonly hash = createHash('sha256')
  private head = Buffer.alloc(0)
  private isHeadChecked = false
  private lines = 1
  private readonly isText: boolean
  /** The bytes of a character split by the chunk's end, checked with the next chunk. */
  private carry = Buffer.alloc(0)

  constructor(private readonly fileType: DatasetFileType) {
    super()
    this.isText = fileType !== 'XLSX'
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.bytes += chunk.length
      this.hash.update(chunk)
      if (!this.isHeadChecked) {
        this.head = Buffer.concat([this.head, chunk]).subarray(0, 8)
        if (this.head.length >= 4) this.checkHead()
      }
      if (this.isText) {
        // Validated without decoding: making strings of a 1 GB file would cost more than the rest.
        const text = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk
        const complete = completeCharactersLength(text)
        if (!isUtf8(text.subarray(0, complete))) {
          throw new DatasetFileError(
            datasetFileMessages.notUtf8(this.lines + countNewlinesUntilInvalid(text)),
          )
        }
        this.carry = Buffer.from(text.subarray(complete))
        this.lines += countNewlines(chunk)
      }
      callback(null, chunk)
    } catch (error) {
      callback(error as Error)
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (!this.isHeadChecked) this.checkHead()
      if (this.carry.length > 0) {
        throw new DatasetFileError(datasetFileMessages.endsInCharacter(this.lines))
      }
      callback()
    } catch (error) {
      callback(error as Error)
    }
  }

  /** The hex SHA-256 of every byte that passed; read once the stream has ended. */
  sha256(): string {
    return this.hash.digest('hex')
  }

  private checkHead() {
    this.isHeadChecked = true
    const head = this.head
    if (head.length === 0) throw new DatasetFileError(datasetFileMessages.empty)
    if (this.fileType === 'XLSX') {
      if (!startsWith(head, zipSignature)) throw new DatasetFileError(datasetFileMessages.notWorkbook)
      return
    }
    if (binarySignatures.some((signature) => startsWith(head, signature))) {
      throw new DatasetFileError(datasetFileMessages.notText(this.fileType))
    }
  }
}

function countNewlines(chunk: Buffer): number {
  let count = 0
  for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) count++
  return count
}

/**
 * The length of `bytes` without a multi-byte character cut off at its end (at most 3 bytes are left
 * over). A malformed end is left in, for the check to refuse.
 */
function completeCharactersLength(bytes: Buffer): number {
  let start = bytes.length - 1
  while (start >= 0 && bytes.length - start < 4 && (bytes[start]! & 0xc0) === 0x80) start--
  if (start < 0) return bytes.length
  const lead = bytes[start]!
  const size = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1
  return bytes.length - start < size ? start : bytes.length
}

/** Newlines before the first byte a UTF-8 decoder refuses, so the message can name the row. */
function countNewlinesUntilInvalid(chunk: Buffer): number {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let newlines = 0
  let start = 0
  for (let index = 0; index <= chunk.length; index++) {
    if (index === chunk.length || chunk[index] === 10) {
      try {
        decoder.decode(chunk.subarray(start, index + 1), { stream: true })
      } catch {
        return newlines
      }
      newlines++
      start = index + 1
    }
  }
  return newlines
}
