import type { Readable } from 'node:stream'
import { parse } from 'csv-parse/sync'
import { marketplaceLimits, type MarketplaceSamplePreview } from '@lumbung/contract'

/**
 * Column names that usually hold personal data (the same reading the datasets area applies when a file
 * is analysed); a masked product masks them in addition to the columns its dataset marks sensitive.
 */
const sensitiveNames =
  /(^|_|\b)(nik|ktp|npwp|phone|telp|hp|email|e_mail|name|nama|address|alamat|birth|lahir|passport|account|rekening|card)(_|\b|$)/i

/** Bytes of a sample file read for the preview: far more than ten rows of any real sample. */
export const samplePreviewBytes = 64 * 1024
const maxColumns = 50
const maxCell = 200

export type SampleSource = MarketplaceSamplePreview['source']

export interface SampleTable {
  columns: string[]
  rows: string[][]
  isTruncated: boolean
}

/** Keeps the first and last characters so a buyer sees the shape of the value, never the value. */
export function maskValue(value: string): string {
  const text = value.trim()
  if (text === '') return value
  if (text.length <= 4) return '*'.repeat(text.length)
  const keep = text.length <= 8 ? 1 : 2
  return `${text.slice(0, keep)}${'*'.repeat(text.length - keep * 2)}${text.slice(-keep)}`
}

export function isSensitiveColumn(name: string, markedSensitive: ReadonlySet<string>): boolean {
  return markedSensitive.has(name) || markedSensitive.has(name.toLowerCase()) || sensitiveNames.test(name)
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  return text.length > maxCell ? `${text.slice(0, maxCell - 1)}…` : text
}

/** Rows of objects (or one object, or an object holding a list of objects) as a table. */
function tableOfJson(value: unknown): SampleTable | null {
  let records: unknown[] | null = null
  if (Array.isArray(value)) records = value
  else if (value && typeof value === 'object') {
    const list = Object.values(value).find(
      (entry) =>
        Array.isArray(entry) && entry.length > 0 && entry.every((item) => item && typeof item === 'object'),
    )
    records = Array.isArray(list) ? list : [value]
  }
  if (!records || records.length === 0) return null
  const objects = records.filter(
    (record): record is Record<string, unknown> =>
      !!record && typeof record === 'object' && !Array.isArray(record),
  )
  if (objects.length === 0) {
    return {
      columns: ['value'],
      rows: records.slice(0, marketplaceLimits.sampleRows).map((record) => [cellText(record)]),
      isTruncated: records.length > marketplaceLimits.sampleRows,
    }
  }
  const columns: string[] = []
  for (const record of objects.slice(0, marketplaceLimits.sampleRows)) {
    for (const key of Object.keys(record))
      if (!columns.includes(key) && columns.length < maxColumns) columns.push(key)
  }
  return {
    columns,
    rows: objects
      .slice(0, marketplaceLimits.sampleRows)
      .map((record) => columns.map((column) => cellText(record[column]))),
    isTruncated: objects.length > marketplaceLimits.sampleRows,
  }
}

/** A CSV (comma, semicolon, tab or pipe, guessed from the header line) as a table. */
function tableOfCsv(text: string, isComplete: boolean): SampleTable | null {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const delimiter = [',', ';', '\t', '|'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  )
  // A partly read file may end inside a row: only whole lines are parsed.
  const body = isComplete ? text : text.slice(0, Math.max(text.lastIndexOf('\n'), 0))
  let records: string[][]
  try {
    records = parse(body, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to_line: marketplaceLimits.sampleRows + 2,
    }) as string[][]
  } catch {
    return null
  }
  const [header, ...rows] = records
  if (!header || header.length === 0) return null
  const columns = header.slice(0, maxColumns).map((name, index) => name.trim() || `column_${index + 1}`)
  return {
    columns,
    rows: rows
      .slice(0, marketplaceLimits.sampleRows)
      .map((row) => columns.map((_, index) => cellText(row[index]))),
    isTruncated: rows.length > marketplaceLimits.sampleRows,
  }
}

/** JSON when the text is JSON, else CSV; null when neither reads as a table. */
export function parseSample(text: string, isComplete = true): SampleTable | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return tableOfJson(JSON.parse(trimmed))
    } catch {
      if (isComplete) return null
    }
  }
  return tableOfCsv(trimmed, isComplete)
}

/** The table with the sensitive columns masked, when the product is masked. */
export function previewOf(
  source: SampleSource,
  table: SampleTable,
  isMasked: boolean,
  markedSensitive: ReadonlySet<string>,
): MarketplaceSamplePreview {
  const masked = isMasked ? table.columns.filter((column) => isSensitiveColumn(column, markedSensitive)) : []
  const maskedIndexes = new Set(masked.map((column) => table.columns.indexOf(column)))
  return {
    source,
    columns: table.columns,
    rows: table.rows.map((row) =>
      row.map((cell, index) => (maskedIndexes.has(index) ? maskValue(cell) : cell)),
    ),
    masked_columns: masked,
    is_truncated: table.isTruncated,
  }
}

// Judgments of key names, per set of marked columns (which the gateway keeps per product): the
// gateway masks every answer of a masked product, and the same few names come back each time. Capped,
// so answers full of invented names cannot grow it.
const judgedNames = new WeakMap<ReadonlySet<string>, Map<string, boolean>>()
const maxJudgedNames = 1_000

/**
 * A value fresh from JSON.parse with the values of sensitive keys masked, wherever they sit in it. It is
 * masked in place and returned: JSON.parse makes every key an own property, "__proto__" included, so
 * assigning to one never reaches a prototype, and nothing is copied.
 */
export function maskJsonValue(value: unknown, markedSensitive: ReadonlySet<string>): unknown {
  let judged = judgedNames.get(markedSensitive)
  if (!judged) judgedNames.set(markedSensitive, (judged = new Map()))
  const isSensitive = (key: string) => {
    let isMasked = judged.get(key)
    if (isMasked === undefined) {
      isMasked = isSensitiveColumn(key, markedSensitive)
      if (judged.size >= maxJudgedNames) judged.clear()
      judged.set(key, isMasked)
    }
    return isMasked
  }
  const walk = (entry: unknown, key: string | null): unknown => {
    if (Array.isArray(entry)) {
      for (let index = 0; index < entry.length; index += 1) entry[index] = walk(entry[index], key)
      return entry
    }
    if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>
      for (const name of Object.keys(record)) {
        const inner = record[name]
        const masked = walk(inner, name)
        if (masked !== inner) record[name] = masked
      }
      return record
    }
    if (key !== null && entry !== null && entry !== undefined && isSensitive(key))
      return maskValue(String(entry))
    return entry
  }
  return walk(value, null)
}

/** An API response sample with the values of sensitive keys masked, wherever they sit in it. */
export function maskJsonText(text: string, markedSensitive: ReadonlySet<string>): string {
  try {
    return JSON.stringify(maskJsonValue(JSON.parse(text), markedSensitive), null, 2)
  } catch {
    // Not JSON: nothing can be told apart, so nothing of it is shown.
    return ''
  }
}

/** The first bytes of a stored sample as text; the stream is closed once enough is read. */
export async function readHead(
  stream: Readable,
  bytes = samplePreviewBytes,
): Promise<{ text: string; isComplete: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    chunks.push(buffer)
    size += buffer.length
    if (size >= bytes) {
      stream.destroy()
      return { text: Buffer.concat(chunks).subarray(0, bytes).toString('utf8'), isComplete: false }
    }
  }
  return { text: Buffer.concat(chunks).toString('utf8'), isComplete: true }
}
