import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasetFileVersions, jobs } from '../../../db/schema'
import type { DeliverySuite } from '../../transaction/delivery/delivery.test-helpers'
import { fileVersionParquetQueue } from '.'
import {
  closeParquetSuite,
  openParquetSuite,
  drainParquet as drainParquetOf,
  readWithDuckDb as readWithDuckDbOf,
  versionsOf as versionsOfSuite,
} from './parquet.test-helpers'

let suite: DeliverySuite
beforeAll(async () => {
  suite = await openParquetSuite()
})
afterAll(async () => closeParquetSuite(suite))

const pad = (value: number) => String(value).padStart(2, '0')
const quoted = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/** Row i of the source file, each cell as written and as a reader of the Parquet file must see it. */
function sourceRow(i: number) {
  const zone = i % 3 === 0 ? 'Z' : ''
  const at = `2026-03-${pad((i % 28) + 1)} ${pad(i % 24)}:${pad(i % 60)}:05`
  const cells = {
    id: i % 7 === 0 ? '' : String(i * 1_000_003 - 500_000_000),
    name: i % 5 === 0 ? '' : `Warung "${i}", Jakarta`,
    price: i % 11 === 0 ? '' : `${i}.${pad(i % 100)}`,
    active: i % 13 === 0 ? '' : i % 2 === 0 ? 'true' : 'FALSE',
    day: i % 17 === 0 ? '' : `2025-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
    seen_at: i % 19 === 0 ? '' : `${at}${zone}`,
  }
  const blank = (cell: string, value: unknown) => (cell === '' ? null : value)
  const expected = {
    id: blank(cells.id, cells.id),
    name: blank(cells.name, cells.name),
    price: blank(cells.price, `${cells.price}${'0'.repeat(16)}`),
    active: blank(cells.active, cells.active === 'true'),
    day: blank(cells.day, cells.day),
    // Without an offset, a time is Jakarta time (UTC+7).
    seen_at: blank(cells.seen_at, String(Date.parse(`${at.replace(' ', 'T')}${zone || '+07:00'}`) * 1000)),
  }
  return { line: Object.values(cells).map(quoted).join(','), expected }
}

const rowCount = 1_500
const sourceCsv = `id,name,price,active,day,seen_at\n${Array.from({ length: rowCount }, (_, i) => sourceRow(i + 1).line).join('\n')}\n`

const drainParquet = () => drainParquetOf(suite)
const versionsOf = (datasetId: string) => versionsOfSuite(suite, datasetId)
const readWithDuckDb = (key: string) => readWithDuckDbOf(suite, key)

describe('file versions kept as Parquet', () => {
  it('converts a published file with typed columns that another reader reads back row for row', async () => {
    const datasetId = await suite.addFileDataset('Typed outlets', sourceCsv, 'typed.csv')
    await drainParquet()
    const [version] = await versionsOf(datasetId)
    expect(version).toMatchObject({ parquetError: null, parquetSize: expect.any(Number) })
    const stored = await readFile(join(suite.config.dataDir, 'files', version!.parquetKey!))
    expect(stored.length).toBe(version!.parquetSize)
    expect(createHash('sha256').update(stored).digest('hex')).toBe(version!.parquetSha256)
    expect(JSON.parse(version!.parquetSchema!).fields.map((field: { type: string }) => field.type)).toEqual([
      'long',
      'string',
      'decimal(38,18)',
      'boolean',
      'date',
      'timestamp',
    ])

    const { types, rows } = await readWithDuckDb(version!.parquetKey!)
    expect(types).toEqual({
      id: 'BIGINT',
      name: 'VARCHAR',
      price: 'DECIMAL(38,18)',
      active: 'BOOLEAN',
      day: 'DATE',
      seen_at: 'TIMESTAMP WITH TIME ZONE',
    })
    expect(rows).toHaveLength(rowCount)
    rows.forEach((row, index) => expect(row).toEqual(sourceRow(index + 1).expected))
  })

  it('keeps a file whose later value does not fit its type unconverted, saying why, without failing', async () => {
    // The type is inferred from the first rows; row 1,201 holds text in a column of whole numbers.
    const lines = Array.from({ length: 1_300 }, (_, i) => `O-${i},${i === 1_199 ? 'n/a' : i}`)
    const response = await suite.upload('/api/data/provider/datasets/file/add?draft=false', [
      { field: 'name', value: 'Odd stock counts' },
      { field: 'short_description', value: 'Stock counts, for tests' },
      { field: 'description', value: 'Stock counts with a stray value' },
      { field: 'file_type', value: 'CSV' },
      { field: 'delimiter', value: 'COMMA' },
      { field: 'file', filename: 'stock.csv', bytes: Buffer.from(`outlet,stock\n${lines.join('\n')}\n`) },
    ])
    expect(response.statusCode, response.body).toBe(200)
    const datasetId = response.json().data.id as string
    await drainParquet()
    const [version] = await versionsOf(datasetId)
    expect(version).toMatchObject({ parquetKey: null, parquetSize: null, parquetSchema: null })
    expect(version!.parquetError).toBe(
      'Row 1201, column "stock": "n/a" is not a whole number of at most 18 digits (INTEGER)',
    )
    const failed = await suite.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, fileVersionParquetQueue), eq(jobs.status, 'FAILED')))
    expect(failed).toEqual([])
    // The dataset itself is untouched.
    const detail = await suite.send(
      'GET',
      `/api/data/provider/datasets/file/detail/${datasetId}`,
      suite.people.providerAdmin,
    )
    expect(detail.statusCode).toBe(200)
  })

  it('converts the published versions that lack Parquet when the backfill runs', async () => {
    const datasetId = await suite.addFileDataset('Outlets before Parquet')
    await drainParquet()
    const [converted] = await versionsOf(datasetId)
    await suite.db
      .update(datasetFileVersions)
      .set({ parquetKey: null, parquetSize: null, parquetSha256: null, parquetSchema: null })
      .where(eq(datasetFileVersions.id, converted!.id))

    await suite.app.jobs.enqueue(fileVersionParquetQueue, { scheduledFor: new Date().toISOString() })
    await drainParquet()
    const [backfilled] = await versionsOf(datasetId)
    expect(backfilled!.parquetKey).not.toBe(converted!.parquetKey)
    // The same file converts to the same bytes.
    expect(backfilled!.parquetSha256).toBe(converted!.parquetSha256)
    const { rows } = await readWithDuckDb(backfilled!.parquetKey!)
    expect(rows).toEqual([
      { outlet_id: 'O-1', name: 'Warung Ani', district: 'Menteng' },
      { outlet_id: 'O-2', name: 'Toko Budi', district: 'Tebet' },
      { outlet_id: 'O-3', name: 'Apotek Citra', district: 'Gambir' },
    ])
  })
})
