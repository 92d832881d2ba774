import { randomInt } from 'node:crypto'
import { readdirSync, readlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { workbookParts, zipArchive } from '../../../../test/zip-archive'
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

/** This process's open descriptors of the reader's temporary files, deleted or not (Linux). */
const temporaryFileDescriptors = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(join(tmpdir(), `tmp-${process.pid}-`))
    } catch {
      return false
    }
  })

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
  // A sheet passed by unread kept a descriptor of its deleted temporary file open, and now and then
  // ended the process: the reader deleted the file while the stream it had handed over was still
  // opening it, and that stream's error had no listener (Vitest fails the run on such an error).
  it('passes the other sheets by, time after time, and leaves no temporary file behind', async () => {
    const bytes = await threeSheets()
    const before = temporaryFiles()
    const descriptorsBefore = temporaryFileDescriptors()
    for (let read = 0; read < 60; read++) {
      const last = await rowsOf(bytes, 'Akhir')
      expect(last).toEqual({ rows: [['akhir']], error: null })
    }
    expect(await temporaryFilesLeft(before)).toEqual(before)
    expect(temporaryFileDescriptors()).toEqual(descriptorsBefore)
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

  it('leaves no temporary file behind when a sheet kept in one cannot be read', async () => {
    // The sheet comes first, so the reader keeps it in a temporary file; its XML breaks off mid-row.
    const parts = workbookParts({ content: '<sst><si><t>kode</t></si><si><t>K1</t></si></sst>' })
    const sheet = parts.find((part) => part.path === 'xl/worksheets/sheet1.xml')!
    const broken = {
      ...sheet,
      content: (sheet.content as string).replace('</c></row></sheetData>', '</x></row></sheetData>'),
    }
    const archive = await zipArchive([broken, ...parts.filter((part) => part !== sheet)])
    const before = temporaryFiles()
    for (let read = 0; read < 10; read++) {
      const { error } = await rowsOf(archive, null)
      expect(error).toBeTruthy()
    }
    expect(await temporaryFilesLeft(before)).toEqual(before)
    expect(temporaryFileDescriptors()).toEqual([])
  })

  it('reads no further into a sheet that follows its shared strings once the caller stops', async () => {
    // Read from the zip itself, without a temporary file: walking on would inflate the rest of it.
    const sheetXml = (
      workbookParts({ content: '' }).find((part) => part.path === 'xl/worksheets/sheet1.xml')!
        .content as string
    ).replace(
      /<sheetData>.*<\/sheetData>/,
      `<sheetData>${Array.from({ length: 200_000 }, (_, row) => `<row r="${row + 1}"><c r="A${row + 1}"><v>${randomInt(1e12)}</v></c></row>`).join('')}</sheetData>`,
    )
    const parts = workbookParts({ content: '<sst/>' }).map((part) =>
      part.path === 'xl/worksheets/sheet1.xml' ? { ...part, content: sheetXml } : part,
    )
    const archive = await zipArchive(parts)
    let sent = 0
    const source = Readable.from(
      (function* () {
        for (let offset = 0; offset < archive.length; offset += 16 * 1024) {
          sent += 16 * 1024
          yield archive.subarray(offset, offset + 16 * 1024)
        }
      })(),
    )
    for await (const _ of workbookRows(source)) break
    expect(sent).toBeLessThan(archive.length / 2)
    source.destroy()
  })
})
