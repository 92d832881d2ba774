import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import { csvLine, type FileToApiRowStatus } from '@lumbung/contract'
import type { FileStorage } from '../../../lib/file-storage'

/**
 * The result of a run is written as parts while it goes (one per chunk of rows, in the platform's
 * file store), then put together into one CSV when it ends. Parts are never served; the result is
 * written beside its final name and renamed (FileStorage.put), so nobody ever reads half a result.
 */

/** One row of a part: its place, the file's cells, its outcome and its response fields. */
export interface PartRow {
  r: number
  i: string[]
  s: FileToApiRowStatus
  m: string
  f: Record<string, string>
}

const workFolder = (tenantId: string, jobId: string) => `tenants/${tenantId}/file-to-api-work/${jobId}`

export const partKeyOf = (tenantId: string, jobId: string, partIndex: number) =>
  `${workFolder(tenantId, jobId)}/part-${String(partIndex).padStart(6, '0')}.ndjson`

export const resultKeyOf = (tenantId: string, jobId: string) =>
  `tenants/${tenantId}/file-to-api-results/${jobId}.csv`

/** Stores a part; a rerun of the same chunk writes the same key again. */
export async function writePart(files: FileStorage, key: string, rows: readonly PartRow[]) {
  await files.put(key, Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join('')))
}

/** The result's header: the file's columns, the response fields, then each row's status and message. */
export function resultHeaderOf(inputColumns: readonly string[], responseFields: readonly string[]) {
  const taken = new Set(inputColumns.map((name) => name.toLowerCase()))
  const unique = (name: string, fallback: string) => {
    let chosen = taken.has(name.toLowerCase()) ? fallback : name
    for (let copy = 2; taken.has(chosen.toLowerCase()); copy += 1) chosen = `${fallback}_${copy}`
    taken.add(chosen.toLowerCase())
    return chosen
  }
  const fields = responseFields.map((name) => unique(name, `response.${name}`))
  return [...inputColumns, ...fields, unique('status', 'row_status'), unique('message', 'row_message')]
}

async function* resultLines(
  files: FileStorage,
  partKeys: readonly string[],
  header: readonly string[],
  responseFields: readonly string[],
): AsyncGenerator<string> {
  yield csvLine(header)
  for (const key of partKeys) {
    const part = await files.open(key)
    if (!part) throw new Error(`A part of the result is missing: ${key}`)
    const lines = createInterface({ input: part.stream, crlfDelay: Infinity })
    for await (const line of lines) {
      if (!line) continue
      const row = JSON.parse(line) as PartRow
      yield csvLine([...row.i, ...responseFields.map((name) => row.f[name] ?? ''), row.s, row.m])
    }
  }
}

/** Puts the parts together into the result CSV, streamed: memory stays flat whatever the size. */
export async function writeResult(
  files: FileStorage,
  key: string,
  parts: { tenantId: string; jobId: string; count: number },
  inputColumns: readonly string[],
  responseFields: readonly string[],
): Promise<number> {
  const partKeys = Array.from({ length: parts.count }, (_, index) =>
    partKeyOf(parts.tenantId, parts.jobId, index),
  )
  const header = resultHeaderOf(inputColumns, responseFields)
  const { size } = await files.put(key, Readable.from(resultLines(files, partKeys, header, responseFields)))
  return size
}

/** The parts are of no use once the result is stored. */
export async function removeParts(files: FileStorage, tenantId: string, jobId: string, count: number) {
  for (let index = 0; index < count; index += 1) await files.remove(partKeyOf(tenantId, jobId, index))
}
