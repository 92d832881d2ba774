import { Readable } from 'node:stream'
import { datasetErrorMessages, datasetFileMessages } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/test-app'
import { workbookParts, zipArchive, type ZipPart } from '../../../../test/zip-archive'
import { multipartBody, signInProviders, storedDatasetFiles } from './datasets.test-helpers'
import { analyseDelimited, analysisLimits } from './dataset-file-analysis'
import { checkWorkbookArchive, workbookLimits } from './workbook-guard'

let test: TestApp
let people: Awaited<ReturnType<typeof signInProviders>>

beforeAll(async () => {
  test = await createTestApp({ config: { maxUploadBytes: 4 * 1024 * 1024 } })
  people = await signInProviders(test)
})
afterAll(() => test.close())

const sstOpening =
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
const mebibyte = 1024 * 1024

async function addWorkbook(parts: ZipPart[]) {
  return addFile('book.xlsx', await zipArchive(parts))
}

function addFile(filename: string, content: Buffer | string) {
  const body = multipartBody([
    { name: 'name', value: 'Hostile file' },
    { name: 'file', filename, content },
  ])
  return test.app.inject({
    method: 'POST',
    url: '/api/data/provider/datasets/file/add',
    payload: body.payload,
    headers: { ...people.member, ...body.headers },
  })
}

describe('hostile workbooks', () => {
  it('reads a workbook built the same way when it is small', async () => {
    const parts = workbookParts({
      content: `${sstOpening}<si><t>code</t></si><si><t>A-1</t></si></sst>`,
    })
    const response = await addWorkbook(parts)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ file_type: 'XLSX', row_count: 1, preview: [['A-1']] })
  })

  it('refuses a zip bomb whose shared strings inflate past the bound, leaving no file behind', async () => {
    const before = await storedDatasetFiles(test.config.dataDir)
    // 40 MB of one letter deflates to about 40 KB.
    const bomb = workbookParts({
      content: `${sstOpening}<si><t>code</t></si><si><t>`,
      repeat: { chunk: 'A'.repeat(mebibyte), times: 40 },
      tail: '</t></si></sst>',
    })
    const response = await addWorkbook(bomb)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toBe(datasetErrorMessages.workbookTooMuchText)
    expect(await storedDatasetFiles(test.config.dataDir)).toEqual(before)
  })

  it('refuses shared strings past the count bound', async () => {
    const response = await addWorkbook(
      workbookParts({
        content: `${sstOpening}<si><t>code</t></si>`,
        repeat: { chunk: '<si><t>a</t></si>'.repeat(1000), times: workbookLimits.sharedStrings / 1000 + 1 },
        tail: '</sst>',
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toBe(datasetErrorMessages.workbookTooMuchText)
  })

  it('refuses a workbook of more parts than the bound', async () => {
    const filler = Array.from({ length: workbookLimits.entries }, (_, index) => ({
      path: `xl/media/filler${index}.bin`,
      content: 'x',
    }))
    const response = await addWorkbook([
      ...workbookParts({ content: `${sstOpening}<si><t>code</t></si><si><t>A-1</t></si></sst>` }),
      ...filler,
    ])
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toBe(datasetErrorMessages.workbookTooManyParts)
  })

  it('stops unpacking once the parts together inflate past the bound', async () => {
    const archive = await zipArchive([
      { path: 'xl/worksheets/sheet1.xml', repeat: { chunk: ' '.repeat(mebibyte), times: 3 } },
      { path: 'xl/worksheets/sheet2.xml', repeat: { chunk: ' '.repeat(mebibyte), times: 3 } },
    ])
    const limits = { ...workbookLimits, inflatedBytes: 5 * mebibyte }
    await expect(checkWorkbookArchive(Readable.from([archive]), limits)).rejects.toThrow(
      datasetErrorMessages.workbookTooLarge,
    )
    await expect(
      checkWorkbookArchive(Readable.from([archive]), { ...limits, inflatedBytes: 6 * mebibyte }),
    ).resolves.toBeUndefined()
  })

  // The zip ends inside a part: the end is the zip's error, and the part being read never ended, so
  // the check waited for ever, holding one of the server's two analysis slots.
  it('refuses a workbook cut short inside a part instead of waiting for the rest', async () => {
    const archive = await zipArchive([
      { path: 'xl/worksheets/sheet1.xml', repeat: { chunk: 'a'.repeat(mebibyte), times: 5 } },
    ])
    const cut = archive.subarray(0, 3000)
    const verdict = await Promise.race([
      checkWorkbookArchive(Readable.from([cut])).then(
        () => 'accepted',
        (error: Error) => error.message,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000)),
    ])
    expect(verdict).toBe(datasetFileMessages.workbookUnreadable)
  })
})

describe('hostile CSV and JSON files', () => {
  it('refuses one quoted field longer than a row may be', async () => {
    const field = 'x'.repeat(analysisLimits.rowCharacters + 1)
    const response = await addFile('long.csv', `code,note\n1,"${field}"\n`)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toBe('Row 2: the row is longer than 1 MB')
  })

  it('refuses one JSON element longer than the bound', async () => {
    const value = 'x'.repeat(analysisLimits.jsonElementCharacters + 1)
    const response = await addFile('long.json', `[{"code":1,"note":"${value}"}]`)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toBe('Row 1: the element is longer than 1 MB')
  })

  it('refuses more columns than a data structure may list', async () => {
    const header = Array.from({ length: analysisLimits.columns + 1 }, (_, index) => `c${index}`)
    const response = await addFile('wide.csv', `${header.join(',')}\n${header.map(() => '1').join(',')}\n`)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toBe('Row 1: the file has 1001 columns; at most 1000 can be read')
  })

  it('keeps rows of 100 KB as a short preview and types, not in memory', async () => {
    // One 100 KB note shared by every row: the rows cost the test nothing, so the heap measures only
    // what the analysis keeps (a new string per row would leave 40 MB of garbage that a young
    // generation as large as Node 24's may hold until it next collects).
    const note = Buffer.from('y'.repeat(100 * 1024))
    let peak = 0
    const start = process.memoryUsage().heapUsed
    function* rows() {
      yield Buffer.from('id,note,day\n')
      for (let index = 0; index < 400; index++) {
        peak = Math.max(peak, process.memoryUsage().heapUsed - start)
        yield Buffer.from(`${index},`)
        yield note
        yield Buffer.from(`,2026-01-0${(index % 9) + 1}\n`)
      }
    }
    const analysis = await analyseDelimited(Readable.from(rows()), 'COMMA')
    expect(analysis.rowCount).toBe(400)
    expect(analysis.dataStructure.map((column) => column.type)).toEqual(['INTEGER', 'STRING', 'DATE'])
    expect(analysis.preview).toHaveLength(10)
    expect(analysis.preview[0]![1]).toHaveLength(analysisLimits.previewCellCharacters)
    // Kept samples of every row would hold 40 MB.
    expect(peak).toBeLessThan(20 * 1024 * 1024)
  })
})
