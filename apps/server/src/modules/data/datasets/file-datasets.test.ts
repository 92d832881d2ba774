import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasetListFieldLabels, messages } from '@lumbung/contract'
import { createTestApp, type TestApp } from '../../../../test/test-app'
import { multipartBody, signInProviders, storedDatasetFiles, type FormPart } from './datasets.test-helpers'

let test: TestApp
let people: Awaited<ReturnType<typeof signInProviders>>
let dataDir: string

beforeAll(async () => {
  test = await createTestApp({ config: { maxUploadBytes: 64 * 1024 } })
  dataDir = test.config.dataDir
  people = await signInProviders(test)
})
afterAll(() => test.close())

const csv =
  'nik,full_name,age,income,is_active,birth_date\n3171010101900001,Budi Santoso,34,12500000.50,true,1990-01-01\n3171010101900002,Siti Aminah,29,8300000,false,1995-06-12\n'

function upload(url: string, parts: FormPart[], headers = people.member, method: 'POST' | 'PUT' = 'POST') {
  const body = multipartBody(parts)
  return test.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } })
}
const add = (parts: FormPart[], query = '', headers = people.member) =>
  upload(`/api/data/provider/datasets/file/add${query}`, parts, headers)
const file = (filename: string, content: Buffer | string): FormPart => ({ name: 'file', filename, content })
const named = (name = 'Customer income'): FormPart[] => [{ name: 'name', value: name }]

describe('file datasets', () => {
  it('adds a CSV as a draft with the inferred structure, row count and preview', async () => {
    const response = await add([
      ...named(),
      { name: 'file_type', value: 'CSV' },
      { name: 'delimiter', value: 'COMMA' },
      file('people.csv', csv),
    ])
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({
      status: 'DRAFT',
      data_type: 'FILE',
      file_type: 'CSV',
      row_count: 2,
      file_name: 'people.csv',
    })
    expect(data.data_structure.map((column: { type: string }) => column.type)).toEqual([
      'INTEGER',
      'STRING',
      'INTEGER',
      'DECIMAL',
      'BOOLEAN',
      'DATE',
    ])
    expect(data.data_structure[0].is_sensitive).toBe(true)
    expect(data.preview[0][1]).toBe('Budi Santoso')

    const detail = await test.app.inject({
      url: `/api/data/provider/datasets/file/detail/${data.id}`,
      headers: people.admin,
    })
    expect(detail.json().data.row_count).toBe(2)
  })

  it('takes the edited structure and goes live with ?draft=false', async () => {
    const structure = ['nik', 'full_name', 'age', 'income', 'is_active', 'birth_date'].map((name) => ({
      name,
      type: 'STRING',
      description: `about ${name}`,
      is_sensitive: name === 'nik',
    }))
    const response = await add(
      [
        ...named('Live file'),
        { name: 'description', value: 'Income of people' },
        { name: 'short_description', value: 'Income' },
        { name: 'tag', value: '["INCOME","NIK"]' },
        { name: 'data_structure', value: JSON.stringify(structure) },
        file('people.csv', csv),
      ],
      '?draft=false',
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ status: 'ACTIVE', tag: ['INCOME', 'NIK'] })
    expect(response.json().data.data_structure[2]).toMatchObject({ type: 'STRING', description: 'about age' })

    const wrong = await add([
      ...named(),
      { name: 'data_structure', value: JSON.stringify(structure.slice(1)) },
      file('p.csv', csv),
    ])
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.data_structure).toMatch(/columns in order/)
  })

  it('reads TSV, JSON and XLSX', async () => {
    const tsv = await add([...named(), file('t.tsv', 'a\tb\n1\t2\n3\t4\n')])
    expect(tsv.json().data).toMatchObject({ file_type: 'TSV', delimiter: 'TAB', row_count: 2 })

    const json = await add([
      ...named(),
      file(
        'j.json',
        JSON.stringify([
          { city: 'Bandung', temp: 24.5 },
          { city: 'Medan "x" {', temp: 31 },
        ]),
      ),
    ])
    expect(json.statusCode).toBe(200)
    expect(json.json().data).toMatchObject({ file_type: 'JSON', row_count: 2 })
    expect(json.json().data.data_structure[1].type).toBe('DECIMAL')

    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Data')
    sheet.addRow(['code', 'name'])
    sheet.addRow([40111, 'Bandung'])
    sheet.addRow([20111, 'Medan'])
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())
    const workbookResponse = await add([...named(), file('codes.xlsx', xlsx)])
    // The whole answer, so a refusal shows its message
    expect({ status: workbookResponse.statusCode, body: workbookResponse.json().message }).toEqual({
      status: 200,
      body: 'File dataset added',
    })
    expect(workbookResponse.json().data).toMatchObject({ file_type: 'XLSX', row_count: 2 })
    expect(workbookResponse.json().data.data_structure[0].type).toBe('INTEGER')
  })

  it('names the row of a bad file and keeps nothing', async () => {
    const before = await storedDatasetFiles(dataDir)
    const ragged = await add([...named(), file('r.csv', 'a,b\n1,2\n3\n')])
    expect(ragged.statusCode).toBe(422)
    expect(ragged.json()).toMatchObject({
      message: '1 row cannot be read: fix the file, or import the good rows',
      details: { bad_rows: [{ row: 3, reason: 'has 1 column, but the header has 2' }] },
    })

    const semicolons = await add([
      ...named(),
      { name: 'delimiter', value: 'COMMA' },
      file('s.csv', 'a;b\n1;2\n'),
    ])
    expect(semicolons.json().message).toMatch(/^Row 1: .*separated by ";"/)

    const latin1 = Buffer.concat([Buffer.from('a,b\n1,2\nJos'), Buffer.from([0xe9]), Buffer.from(',3\n')])
    const encoding = await add([...named(), file('e.csv', latin1)])
    expect(encoding.statusCode).toBe(422)
    expect(encoding.json().message).toMatch(/^Row 3: the file is not valid UTF-8/)

    const quote = await add([...named(), file('q.csv', 'a,b\n1,"2\n')])
    expect(quote.json().message).toBe('Row 2: a quoted value opens on this row and is never closed')

    const badJson = await add([...named(), file('b.json', '[{"a":1},{"a":}]')])
    expect(badJson.json().message).toBe('Row 2: the element is not valid JSON')
    for (const response of [ragged, semicolons, encoding, quote, badJson]) {
      expect(response.body).not.toMatch(/at .*\.ts|stack/i)
    }
    expect(await storedDatasetFiles(dataDir)).toEqual(before)
  })

  it('checks magic bytes and extensions', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    const renamed = await add([...named(), file('image.csv', png)])
    expect(renamed.statusCode).toBe(422)
    expect(renamed.json().errors.file).toBe('The file is not CSV text')
    const fakeWorkbook = await add([...named(), file('book.xlsx', 'a,b\n1,2\n')])
    expect(fakeWorkbook.json().errors.file).toBe('The file is not an XLSX workbook')
    const executable = await add([...named(), file('run.exe', 'a,b\n')])
    expect(executable.json().errors.file).toBe('File must have a valid file type')
    const mismatch = await add([...named(), { name: 'file_type', value: 'JSON' }, file('a.csv', 'a\n1\n')])
    expect(mismatch.statusCode).toBe(422)
  })

  it('refuses an upload over the limit with 413 and leaves no partial file', async () => {
    const before = await storedDatasetFiles(dataDir)
    const big = `a,b\n${'123456789,abcdefghi\n'.repeat(5000)}`
    const response = await add([...named(), file('big.csv', big)])
    expect(response.statusCode).toBe(413)
    expect(response.json().errors.file).toBe('The File size must be less than 64 KB')
    expect(await storedDatasetFiles(dataDir)).toEqual(before)
  })

  it('stores a traversal file name as a plain name under a key of its own', async () => {
    const response = await add([...named(), file('../../../etc/passwd.csv', 'a\n1\n')])
    expect(response.statusCode).toBe(200)
    expect(response.json().data.file_name).toBe('passwd.csv')
    const stored = await storedDatasetFiles(dataDir)
    expect(stored.every((path) => path.startsWith(join(dataDir, 'files', 'tenants')))).toBe(true)
    expect(stored.some((path) => path.includes('passwd'))).toBe(false)
  })

  it('validates fields', async () => {
    const missingName = await add([file('a.csv', 'a\n1\n')])
    expect(missingName.json().errors.name).toBe('Name can not be empty')
    const shortName = await add([...named('ab'), file('a.csv', 'a\n1\n')])
    expect(shortName.json().errors.name).toBe('Name may not be less than 3 characters')
    const noFile = await add(named())
    expect(noFile.json().errors.file).toBe('File can not be empty')
    const live = await add([...named(), file('a.csv', 'a\n1\n')], '?draft=false')
    expect(live.json().errors).toMatchObject({ short_description: 'Short description can not be empty' })
    const badHour = await add([
      ...named(),
      { name: 'operational_hour_from', value: '25:00' },
      file('a.csv', 'a\n1\n'),
    ])
    expect(badHour.json().errors.operational_hour_from).toBe('Operational hour from is not valid')
  })

  it('updates metadata, replaces the file and deletes; other tenants get 404', async () => {
    const created = (await add([...named('Updatable'), file('a.csv', 'a,b\n1,2\n')])).json().data
    const changed = await upload(
      '/api/data/provider/datasets/file/update',
      [
        { name: 'id', value: created.id },
        ...named('Updated name'),
        { name: 'file_type', value: 'CSV' },
        file('b.csv', 'x,y,z\n1,2,3\n4,5,6\n7,8,9\n'),
      ],
      people.member,
      'PUT',
    )
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data).toMatchObject({
      name: 'Updated name',
      row_count: 3,
      file_name: 'b.csv',
      status: 'DRAFT',
    })

    const foreignDetail = await test.app.inject({
      url: `/api/data/provider/datasets/file/detail/${created.id}`,
      headers: people.other,
    })
    expect(foreignDetail.statusCode).toBe(404)
    expect(foreignDetail.body).not.toContain('Updated name')
    const foreignUpdate = await upload(
      '/api/data/provider/datasets/file/update',
      [{ name: 'id', value: created.id }, ...named('Stolen'), { name: 'file_type', value: 'CSV' }],
      people.other,
      'PUT',
    )
    expect(foreignUpdate.statusCode).toBe(404)
    const foreignDelete = await test.app.inject({
      method: 'DELETE',
      url: `/api/data/provider/datasets/file/delete/${created.id}`,
      headers: people.other,
    })
    expect(foreignDelete.statusCode).toBe(404)

    const otherMember = await test.app.inject({
      url: `/api/data/provider/datasets/file/detail/${created.id}`,
      headers: people.consumerMember,
    })
    expect(otherMember.statusCode).toBe(404)

    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/data/provider/datasets/file/delete/${created.id}`,
      headers: people.member,
    })
    expect(deleted.statusCode).toBe(200)
    const gone = await test.app.inject({
      url: `/api/data/provider/datasets/file/detail/${created.id}`,
      headers: people.member,
    })
    expect(gone.statusCode).toBe(404)
  })

  it('names a list it cannot read by its label, not by its field key', async () => {
    const response = await add([
      ...named(),
      { name: 'data_structure', value: '[{"name":' },
      file('people.csv', csv),
    ])
    expect(response.statusCode).toBe(422)
    const message = messages.email(datasetListFieldLabels.data_structure)
    expect(message).toBe('Data structure is not valid')
    expect(response.json()).toMatchObject({ message, errors: { data_structure: message } })
  })
})
