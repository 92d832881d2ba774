import { createRequire } from 'node:module'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import type { Entry } from 'unzipper'
import { describe, expect, it } from 'vitest'
import { analyseWorkbook } from './dataset-file-analysis'
import { zipModule } from './zip-entries'

// The workbook reader walks a zip with this helper of its own; a slow step between two parts is what
// a busy server does while it spills a worksheet to a temporary file.
const iterateStream = createRequire(import.meta.url)('exceljs/lib/utils/iterate-stream') as (
  stream: NodeJS.ReadableStream,
) => AsyncIterable<Entry>

async function workbookBytes() {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Data')
  sheet.addRow(['code', 'name'])
  sheet.addRow([40111, 'Bandung'])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe('reading a workbook zip part by part', () => {
  it('reaches the last part even when the reader is slow at the first', async () => {
    const zip = (await zipModule()).Parse({ forceStream: true })
    Readable.from([await workbookBytes()]).pipe(zip)
    const paths: string[] = []
    for await (const entry of iterateStream(zip)) {
      // The zip is read to its end while the first part is still being handled.
      if (paths.length === 0) await sleep(50)
      paths.push(entry.path)
      entry.autodrain()
    }
    expect(paths).toContain('xl/workbook.xml')
    expect(paths).toHaveLength(16)
  })

  it('reads a workbook whose sheet comes before its shared strings, time after time', async () => {
    const bytes = await workbookBytes()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => analyseWorkbook(Readable.from([bytes]))),
    )
    expect(results.map((result) => result.rowCount)).toEqual(Array.from({ length: 20 }, () => 1))
  })
})
