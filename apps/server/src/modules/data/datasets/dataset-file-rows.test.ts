import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { workbookRows } from './dataset-file-rows'

/**
 * Three sheets, as exceljs writes them: each worksheet before the shared strings, so its reader keeps
 * every worksheet in a temporary file before it reads any.
 */
async function threeSheets() {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('Catatan').addRow(['catatan'])
  const prices = workbook.addWorksheet('Harga')
  prices.addRow(['kode', 'harga'])
  for (let row = 1; row <= 20; row++) prices.addRow([`K${row}`, row * 1000])
  prices.addRow(['K21', 21_000, 'one cell too many'])
  workbook.addWorksheet('Akhir').addRow(['akhir'])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** The reader's temporary files of this process (the `tmp` package names them tmp-<pid>-…). */
const temporaryFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`))

/** The temporary files once the reader's deletes, which it does not wait for, have had time to end. */
async function temporaryFilesLeft(before: string[]) {
  for (let wait = 0; wait < 20 && temporaryFiles().length > before.length; wait++) await sleep(50)
  return temporaryFiles()
}

async function rowsOf(bytes: Buffer, sheetName: string | null) {
  const rows: string[][] = []
  try {
    for await (const batch of workbookRows(Readable.from([bytes]), sheetName))
      rows.push(...batch.map((row) => row.values))
  } catch (error) {
    return { rows, error: (error as Error).message }
  }
  return { rows, error: null }
}

describe('reading one sheet of a workbook of several', () => {
  // Passing a sheet by unread once ended the process now and then: the reader deleted the sheet's
  // temporary file while the stream it had handed over was still opening it, and that stream's error
  // had no listener. Vitest fails the run on such an error; many reads make the race all but certain.
  it('passes the other sheets by, time after time, and leaves no temporary file behind', async () => {
    const bytes = await threeSheets()
    const before = temporaryFiles()
    for (let read = 0; read < 60; read++) {
      const last = await rowsOf(bytes, 'Akhir')
      expect(last).toEqual({ rows: [['akhir']], error: null })
    }
    expect(await temporaryFilesLeft(before)).toEqual(before)
  })

  it('leaves no temporary file behind when a row is refused or the caller stops early', async () => {
    const bytes = await threeSheets()
    const before = temporaryFiles()
    for (let read = 0; read < 30; read++) {
      const refused = await rowsOf(bytes, 'Harga')
      expect(refused.rows).toHaveLength(21)
      expect(refused.error).toMatch(/^Row 22/)
      for await (const _ of workbookRows(Readable.from([bytes]), 'Harga')) break
    }
    expect(await temporaryFilesLeft(before)).toEqual(before)
  })
})
