import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasetErrorMessages, datasetFileChoiceMessages } from '@lumbung/contract'
import { createTestApp, type TestApp } from '../../../../test/test-app'
import { multipartBody, signInProviders, storedDatasetFiles, type FormPart } from './datasets.test-helpers'
import { listedBadRows } from './dataset-file-analysis'

let test: TestApp
let people: Awaited<ReturnType<typeof signInProviders>>

beforeAll(async () => {
  test = await createTestApp()
  people = await signInProviders(test)
})
afterAll(() => test.close())

function add(parts: FormPart[]) {
  const body = multipartBody([{ name: 'name', value: 'Rice prices' }, ...parts])
  return test.app.inject({
    method: 'POST',
    url: '/api/data/provider/datasets/file/add',
    payload: body.payload,
    headers: { ...people.member, ...body.headers },
  })
}
const file = (filename: string, content: Buffer | string): FormPart => ({ name: 'file', filename, content })
const versionsOf = (id: string) =>
  test.app.inject({ url: `/api/data/provider/datasets/file/version/list/${id}`, headers: people.member })

// Line 3 is short, line 5 has a quote inside a value, line 6 is long: three bad rows among five.
const csvWithBadRows = [
  'province,commodity,price',
  'Aceh,beras,13500',
  'Bali,beras',
  'Banten,jagung,7200',
  'Jambi,be"ras,13100',
  'Riau,beras,13900,extra',
  'Papua,gula,17000',
  '',
].join('\n')

describe('a CSV with bad rows', () => {
  it('lists every bad row with its reason and keeps nothing until the provider chooses', async () => {
    const before = await storedDatasetFiles(test.config.dataDir)
    const response = await add([file('prices.csv', csvWithBadRows)])
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'FILE_HAS_BAD_ROWS',
      message: datasetFileChoiceMessages.badRows(3),
      errors: { file: datasetFileChoiceMessages.badRows(3) },
      details: {
        bad_row_count: 3,
        bad_rows: [
          { row: 3, reason: 'has 2 columns, but the header has 3' },
          { row: 5, reason: 'a quote opens in the middle of a value' },
          { row: 6, reason: 'has 4 columns, but the header has 3' },
        ],
      },
    })
    expect(await storedDatasetFiles(test.config.dataDir)).toEqual(before)
  })

  it('imports the good rows when asked, and the version records how many rows were left out', async () => {
    const response = await add([{ name: 'skip_bad_rows', value: 'true' }, file('prices.csv', csvWithBadRows)])
    expect(response.statusCode, response.body).toBe(200)
    const dataset = response.json().data
    expect(dataset.row_count).toBe(3)
    expect(dataset.preview.map((row: string[]) => row[0])).toEqual(['Aceh', 'Banten', 'Papua'])
    const versions = await versionsOf(dataset.id)
    expect(versions.json().data.data).toMatchObject([{ version_no: 1, row_count: 3, skipped_row_count: 3 }])
  })

  it('lists the first bad rows and counts them all, past the rows it reads as text', async () => {
    const good = Array.from({ length: 1500 }, (_, i) => `P${i},beras,${i}`)
    const bad = Array.from({ length: 250 }, (_, i) => `Q${i},beras`)
    const response = await add([file('many.csv', ['a,b,c', ...good, ...bad, ''].join('\n'))])
    expect(response.statusCode).toBe(422)
    const { details } = response.json()
    expect(details.bad_row_count).toBe(250)
    expect(details.bad_rows).toHaveLength(listedBadRows)
    expect(details.bad_rows[0]).toEqual({ row: 1502, reason: 'has 2 columns, but the header has 3' })
  })

  it('reports an unclosed quote with the row it opens on', async () => {
    const response = await add([file('open.csv', 'a,b\n1,2\n3,"four\n5,6\n')])
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('Row 3: a quoted value opens on this row and is never closed')
  })
})

async function twoSheets() {
  const workbook = new ExcelJS.Workbook()
  const notes = workbook.addWorksheet('Notes')
  notes.addRow(['note'])
  notes.addRow(['Prices from the provincial offices'])
  const prices = workbook.addWorksheet('Prices')
  prices.addRow(['province', 'observed_on', 'price'])
  prices.addRow(['Aceh', new Date(Date.UTC(2026, 0, 15)), 13500])
  prices.addRow(['Bali', new Date(Date.UTC(2026, 1, 2)), 13900])
  prices.getColumn(2).numFmt = 'dd/mm/yyyy'
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe('a workbook', () => {
  it('with several sheets asks which one, listing them', async () => {
    const response = await add([file('prices.xlsx', await twoSheets())])
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'WORKBOOK_SHEET_REQUIRED',
      message: datasetFileChoiceMessages.sheetRequired(2),
      details: { sheets: [{ name: 'Notes' }, { name: 'Prices' }] },
    })
  })

  it('reads the chosen sheet, its date column as dates', async () => {
    const response = await add([
      { name: 'sheet_name', value: 'Prices' },
      file('prices.xlsx', await twoSheets()),
    ])
    expect(response.statusCode, response.body).toBe(200)
    const dataset = response.json().data
    expect(dataset.data_structure.map((column: { type: string }) => column.type)).toEqual([
      'STRING',
      'DATE',
      'INTEGER',
    ])
    expect(dataset.preview).toEqual([
      ['Aceh', '2026-01-15', '13500'],
      ['Bali', '2026-02-02', '13900'],
    ])
    const versions = await versionsOf(dataset.id)
    expect(versions.json().data.data[0]).toMatchObject({ sheet_name: 'Prices', skipped_row_count: 0 })
  })

  it('refuses a sheet it does not have', async () => {
    const response = await add([
      { name: 'sheet_name', value: 'Budget' },
      file('prices.xlsx', await twoSheets()),
    ])
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(datasetErrorMessages.sheetNotFound)
  })
})
