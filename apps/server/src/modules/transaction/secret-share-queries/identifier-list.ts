import { Readable } from 'node:stream'
import { secretShareLimits } from '@lumbung/contract'
import { parse } from 'csv-parse'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import { hashIdentifier } from '../../../lib/secret-share'
import { secretShareErrors } from './secret-share-errors'

const delimiters = [',', ';', '\t', '|']
const maxRecordBytes = 8 * 1024 * 1024

/** The most frequent of the usual delimiters in the header line, as the data asset's ingest chose it. */
function delimiterOf(headerLine: string): string {
  let best = ','
  let bestCount = 0
  for (const candidate of delimiters) {
    const found = headerLine.split(candidate).length - 1
    if (found > bestCount) {
      best = candidate
      bestCount = found
    }
  }
  return best
}

/** The header line, read without losing the bytes the parser still needs. */
async function splitHead(source: Readable): Promise<{ headerLine: string; rest: Readable }> {
  const taken: Buffer[] = []
  let text = ''
  for await (const chunk of source.iterator({ destroyOnReturn: false })) {
    taken.push(chunk as Buffer)
    text += (chunk as Buffer).toString('utf8')
    if (text.includes('\n') || text.length > 1_000_000) break
  }
  const rest = Readable.from(
    (async function* () {
      yield* taken
      yield* source
    })(),
  )
  return { headerLine: (text.split('\n')[0] ?? '').replace(/^\uFEFF/, ''), rest }
}

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
    const { headerLine, rest } = await splitHead(input)
    const parser = rest.pipe(
      parse({
        bom: true,
        delimiter: delimiterOf(headerLine),
        skip_empty_lines: true,
        relax_column_count: true,
        max_record_size: maxRecordBytes,
        from_line: 2,
      }),
    )
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
