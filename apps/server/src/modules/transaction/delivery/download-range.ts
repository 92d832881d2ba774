import type { ByteRange } from '../../../lib/file-storage'

/** What a Range header asks of a file of `size` bytes. */
export type RangeAnswer = { kind: 'WHOLE' } | { kind: 'PART'; range: ByteRange } | { kind: 'UNSATISFIABLE' }

/**
 * Reads a `Range` header (RFC 9110 §14): one range of bytes, `a-b`, `a-` or the last `-n`. A header
 * that is absent, malformed, of another unit or asks several ranges is answered with the whole file,
 * as the RFC allows; a range that starts past the end cannot be satisfied. `If-Range` with any other
 * validator than the file's ETag also gets the whole file, so a resumed download never mixes versions.
 */
export function rangeOf(
  header: string | undefined,
  size: number,
  ifRange: string | undefined,
  etag: string,
): RangeAnswer {
  if (!header) return { kind: 'WHOLE' }
  if (ifRange !== undefined && ifRange.trim() !== etag) return { kind: 'WHOLE' }
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!match) return { kind: 'WHOLE' }
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return { kind: 'WHOLE' }
  if (first.length > 15 || last.length > 15) return { kind: 'UNSATISFIABLE' }
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return { kind: 'UNSATISFIABLE' }
    return { kind: 'PART', range: { start: Math.max(0, size - suffix), end: size - 1 } }
  }
  const start = Number(first)
  if (start >= size) return { kind: 'UNSATISFIABLE' }
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return { kind: 'WHOLE' }
  return { kind: 'PART', range: { start, end } }
}
