import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DeliverySuite } from '../../transaction/delivery/delivery.test-helpers'
import {
  closeParquetSuite,
  drainParquet,
  openParquetSuite,
  readWithDuckDb,
  versionsOf,
} from './parquet.test-helpers'

let suite: DeliverySuite
beforeAll(async () => {
  suite = await openParquetSuite()
})
afterAll(async () => closeParquetSuite(suite))

const rowCount = 1_500
const pad = (value: number) => String(value).padStart(2, '0')
/** A decimal as DuckDB answers a DECIMAL(38,18): every one of its 18 places written. */
const scaled = (text: string) => {
  const [whole, fraction = ''] = text.split('.')
  return `${whole}.${fraction.padEnd(18, '0')}`
}

/** Row i of the source, as the file holds each value and as a reader of the Parquet file must see it. */
function sourceRow(i: number) {
  const at = Date.UTC(2026, 2, (i % 28) + 1, i % 24, i % 60, 5)
  const values = {
    id: i % 7 === 0 ? null : i * 1_000_003 - 500_000_000,
    name: i % 5 === 0 ? null : `Warung "${i}", Jakarta ✓`,
    price: i % 11 === 0 ? null : Number(`${i}.${pad(i % 100)}`),
    active: i % 13 === 0 ? null : i % 2 === 0,
    day: i % 17 === 0 ? null : `2025-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
    seen_at: i % 19 === 0 ? null : new Date(at),
  }
  const expected = {
    id: values.id === null ? null : String(values.id),
    name: values.name,
    price: values.price === null ? null : scaled(String(values.price)),
    active: values.active,
    day: values.day,
    seen_at: values.seen_at === null ? null : String(at * 1000),
  }
  return { values, expected }
}
const rows = Array.from({ length: rowCount }, (_, i) => sourceRow(i + 1))

const expectedTypes = {
  id: 'BIGINT',
  name: 'VARCHAR',
  price: 'DECIMAL(38,18)',
  active: 'BOOLEAN',
  day: 'DATE',
  seen_at: 'TIMESTAMP WITH TIME ZONE',
}

async function addDataset(name: string, fileType: 'JSON' | 'XLSX', fileName: string, bytes: Buffer) {
  const response = await suite.upload('/api/data/provider/datasets/file/add?draft=false', [
    { field: 'name', value: name },
    { field: 'short_description', value: `${name}, for tests` },
    { field: 'description', value: `${name}, a ${fileType} file kept as Parquet` },
    { field: 'file_type', value: fileType },
    { field: 'file', filename: fileName, bytes },
  ])
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.id as string
}

/** Converts the dataset's published version and reads it back with another reader. */
async function convertedRows(datasetId: string) {
  await drainParquet(suite)
  const [version] = await versionsOf(suite, datasetId)
  expect(version).toMatchObject({ parquetError: null, parquetSize: expect.any(Number) })
  return readWithDuckDb(suite, version!.parquetKey!)
}

describe('JSON and XLSX versions kept as Parquet', () => {
  it('converts a JSON file with typed columns that another reader reads back row for row', async () => {
    const json = JSON.stringify(
      rows.map(({ values }) => ({ ...values, seen_at: values.seen_at?.toISOString() ?? null })),
      null,
      1,
    )
    const datasetId = await addDataset('Typed outlets in JSON', 'JSON', 'outlets.json', Buffer.from(json))
    const { types, rows: read } = await convertedRows(datasetId)
    expect(types).toEqual(expectedTypes)
    expect(read).toHaveLength(rowCount)
    read.forEach((row, index) => expect(row).toEqual(rows[index]!.expected))
  })

  it('converts an XLSX file with typed columns that another reader reads back row for row', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Outlets')
    sheet.addRow(Object.keys(expectedTypes))
    // Instants are date cells (numbers formatted as dates), which the reader recognises by their style.
    for (const { values } of rows) sheet.addRow(Object.values(values))
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())
    const datasetId = await addDataset('Typed outlets in XLSX', 'XLSX', 'outlets.xlsx', xlsx)
    const { types, rows: read } = await convertedRows(datasetId)
    expect(types).toEqual(expectedTypes)
    expect(read).toHaveLength(rowCount)
    read.forEach((row, index) => expect(row).toEqual(rows[index]!.expected))
  })

  it('keeps a JSON file whose later value does not fit its type unconverted, naming the element', async () => {
    const elements = Array.from({ length: 1_300 }, (_, i) => ({
      outlet: `O-${i}`,
      stock: i === 1_199 ? 'n/a' : i,
    }))
    const datasetId = await addDataset(
      'Odd stock in JSON',
      'JSON',
      'stock.json',
      Buffer.from(JSON.stringify(elements)),
    )
    await drainParquet(suite)
    const [version] = await versionsOf(suite, datasetId)
    expect(version).toMatchObject({ parquetKey: null, parquetSchema: null })
    expect(version!.parquetError).toBe(
      'Row 1200, column "stock": "n/a" is not a whole number of at most 18 digits (INTEGER)',
    )
  })
})

describe('a CSV imported without its bad rows', () => {
  it('leaves the same rows out of its Parquet copy', async () => {
    const csv = 'outlet,stock\nO-1,4\nO-2\nO-3,"7"x\nO-4,9\n'
    const response = await suite.upload('/api/data/provider/datasets/file/add?draft=false', [
      { field: 'name', value: 'Stock with bad rows' },
      { field: 'short_description', value: 'Stock, for tests' },
      { field: 'description', value: 'Stock with two bad rows, imported without them' },
      { field: 'skip_bad_rows', value: 'true' },
      { field: 'file', filename: 'stock.csv', bytes: Buffer.from(csv) },
    ])
    expect(response.statusCode, response.body).toBe(200)
    const { rows: read } = await convertedRows(response.json().data.id)
    expect(read).toEqual([
      { outlet: 'O-1', stock: '4' },
      { outlet: 'O-4', stock: '9' },
    ])
  })
})
