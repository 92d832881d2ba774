import { Readable } from 'node:stream'
import { secretShareLimits } from '@lumbung/contract'
import { parse } from 'csv-parse'
import { AppError } from '../../../lib/errors'
import { detectDelimiter, firstLineOf } from '../../data/data-assets'
import type { FileStorage } from '../../../lib/file-storage'
import { hashIdentifier } from '../../../lib/secret-share'
import { pipeWithErrors } from '../../../lib/stream-pipes'
import { secretShareErrors } from './secret-share-errors'

const maxRecordBytes = 8 * 1024 * 1024

export interface IdentifierListSource {
  fileKey: string
  columns: readonly string[]
  column: string
}

/**
 * Reads one column of a data asset and returns the distinct keyed hashes of its values, under the
 * dataset's identifier key. The raw identifiers are never kept: each is hashed as it is read and only
 * the hash stays, in memory, for this one query. The list is capped, so memory is bounded whatever
 * the file.
 */
export async function readHashedIdentifiers(
  files: FileStorage,
  source: IdentifierListSource,
  identifierKey: Buffer,
): Promise<string[]> {
  const columnIndex = source.columns.indexOf(source.column)
  if (columnIndex === -1) throw secretShareErrors.identifierColumnMissing()
  const opened = await files.open(source.fileKey)
  if (!opened) throw secretShareErrors.dataAssetUnreadable()
  const input = opened.stream as Readable
  const hashes = new Set<string>()
  try {
    // The header line as the data asset's ingest read it, and the delimiter it chose.
    const { line: headerLine, rest } = await firstLineOf(input)
    const parser = parse({
      bom: true,
      delimiter: detectDelimiter(headerLine),
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: maxRecordBytes,
      from_line: 2,
    })
    // The rest errs when the file fails, or when the read stops early and the file is closed below.
    pipeWithErrors(rest, parser)
    for await (const record of parser as AsyncIterable<string[]>) {
      const value = record[columnIndex]?.trim() ?? ''
      if (value === '') continue
      hashes.add(hashIdentifier(identifierKey, value))
      if (hashes.size > secretShareLimits.maxIdentifiers) throw secretShareErrors.tooManyIdentifiers()
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && (code.startsWith('CSV_') || code === 'INVALID_OPENING_QUOTE')) {
      throw secretShareErrors.dataAssetUnreadable()
    }
    throw error
  } finally {
    input.destroy()
  }
  if (hashes.size === 0) throw secretShareErrors.noIdentifiers()
  return [...hashes]
}
