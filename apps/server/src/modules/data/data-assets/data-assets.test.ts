import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, headersFor, type TestApp } from '../../../../test/test-app'
import { sample } from '../../tenant/tenant.test-helpers'
import { dataAssetIngestQueue } from './data-assets.service'

const maxUploadBytes = 256 * 1024

let testApp: TestApp
let consumerOwner: Record<string, string>
let consumerAdmin: Record<string, string>
let providerOwner: Record<string, string>
let providerMember: Record<string, string>
let consumerTenantId: string

beforeAll(async () => {
  testApp = await createTestApp({ config: { maxUploadBytes } })
  consumerOwner = await headersFor(testApp.app, 'owner@consumer.test')
  consumerAdmin = await headersFor(testApp.app, 'admin@consumer.test')
  providerOwner = await headersFor(testApp.app, 'owner@provider.test')
  providerMember = await headersFor(testApp.app, 'member@provider.test')
  const me = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/tenant/detail',
    headers: consumerOwner,
  })
  consumerTenantId = me.json().data.id
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})

type Side = 'consumer' | 'provider'

function upload(side: Side, headers: Record<string, string>, filename: string, bytes: Buffer, name?: string) {
  const boundary = '----lumbungassets'
  const parts: Buffer[] = []
  if (name !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`))
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return testApp.app.inject({
    method: 'POST',
    url: `/api/data/${side}/data-assets/add`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  })
}

const get = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url, headers })
const drain = () => testApp.app.jobs.drain([dataAssetIngestQueue])
const storedFiles = (tenantId: string) => {
  const folder = join(testApp.config.dataDir, 'files', 'tenants', tenantId, 'data-assets')
  return existsSync(folder) ? readdirSync(folder) : []
}
const detailOf = async (side: Side, headers: Record<string, string>, id: string) =>
  (await get(`/api/data/${side}/data-assets/detail/${id}`, headers)).json().data

describe('uploading a CSV', () => {
  it('stores it PROCESSING, then the job reads the header and counts the rows', async () => {
    const csv = Buffer.from(
      '\uFEFFnik,full_name,city\n3171,Ani,Jakarta\n3273,"Budi, S.",Bandung\n\n3578,Citra,Surabaya\n',
    )
    const response = await upload('consumer', consumerOwner, 'customers.csv', csv, 'Customer list')
    expect(response.statusCode).toBe(200)
    const asset = response.json().data
    expect(asset).toMatchObject({
      name: 'Customer list',
      file_name: 'customers.csv',
      source: 'UPLOAD',
      status: 'PROCESSING',
      size_bytes: csv.length,
      columns: [],
    })

    await drain()
    const ready = await detailOf('consumer', consumerOwner, asset.id)
    expect(ready).toMatchObject({ status: 'READY', columns: ['nik', 'full_name', 'city'], row_count: 3 })

    const header = await get(`/api/data/consumer/data-asset-header/${asset.id}`, consumerOwner)
    expect(header.json().data).toEqual({
      data: ['nik', 'full_name', 'city'].map((column) => ({ value: column, description: column })),
      total_data: 3,
    })
    const dropdown = await get('/api/data/dropdown/data-assets?subscription_type=CONSUMER', consumerOwner)
    expect(dropdown.json().data.data).toContainEqual({ value: asset.id, description: 'Customer list' })
    const list = await get('/api/data/consumer/data-assets/list?status=READY&search=customer', consumerOwner)
    expect(list.json().data.data.map((item: { id: string }) => item.id)).toContain(asset.id)
  })

  it('reads semicolon-separated files too, named after the file when no name is given', async () => {
    const response = await upload(
      'provider',
      providerMember,
      'stock-levels.csv',
      Buffer.from('sku;qty\nA1;4\nB2;0\n'),
    )
    expect(response.json().data.name).toBe('stock-levels')
    await drain()
    expect(await detailOf('provider', providerOwner, response.json().data.id)).toMatchObject({
      status: 'READY',
      columns: ['sku', 'qty'],
      row_count: 2,
    })
  })

  it.each([
    ['a ragged row', 'a,b,c\n1,2,3\n4,5\n', 'Row 3 has 2 columns but the header has 3'],
    ['an unclosed quote', 'a,b\n1,2\n3,"open\n', 'Row 3 has a quoted value that is never closed'],
    ['a blank header name', 'a,,c\n1,2,3\n', 'Column 2 of the header (row 1) has no name'],
    ['a repeated header name', 'id,Name,name\n1,2,3\n', 'Column "name" appears twice in the header (row 1)'],
  ])('marks a file with %s FAILED with a message naming the row', async (_case, text, message) => {
    const response = await upload('consumer', consumerOwner, 'bad.csv', Buffer.from(text), 'Bad file')
    expect(response.statusCode).toBe(200)
    await drain()
    expect(await detailOf('consumer', consumerOwner, response.json().data.id)).toMatchObject({
      status: 'FAILED',
      failure_message: message,
    })
  })

  it('places a bad byte far into the file on its row', async () => {
    const rows = Array.from({ length: 400 }, (_row, index) => `${index},name ${index}`).join('\n')
    const bytes = Buffer.concat([
      Buffer.from(`id,name\n${rows}\n`),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(',x\n'),
    ])
    const response = await upload('consumer', consumerOwner, 'latin.csv', bytes, 'Latin file')
    await drain()
    expect(await detailOf('consumer', consumerOwner, response.json().data.id)).toMatchObject({
      status: 'FAILED',
      failure_message: 'Row 402 is not valid UTF-8 text',
    })
  })
})

describe('refused uploads leave nothing behind', () => {
  it.each([
    ['a PNG named .csv', 'photo.csv', sample.png(2048), 'File must have a valid file type'],
    [
      'a ZIP named .csv',
      'sheet.csv',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(500, 1)]),
      'File must have a valid file type',
    ],
    [
      'binary with NUL bytes',
      'dump.csv',
      Buffer.from('id,name\n1,\u0000\u0000\n'),
      'File must have a valid file type',
    ],
    [
      'text that is not UTF-8',
      'legacy.csv',
      Buffer.from([0x69, 0x64, 0x0a, 0xff, 0xfe, 0x0a]),
      'File must be UTF-8 text',
    ],
    ['an .xlsx file', 'book.xlsx', Buffer.from('a,b\n1,2\n'), 'File must have a valid file type'],
    ['a name with folders', '../../evil.csv', Buffer.from('a,b\n1,2\n'), 'File name is not valid'],
    ['a Windows path', '..\\evil.csv', Buffer.from('a,b\n1,2\n'), 'File name is not valid'],
    ['an empty file', 'empty.csv', Buffer.alloc(0), 'The file is empty'],
  ])('refuses %s', async (_case, filename, bytes, message) => {
    const before = storedFiles(consumerTenantId)
    const response = await upload('consumer', consumerOwner, filename, bytes, 'Refused file')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toBe(message)
    expect(storedFiles(consumerTenantId)).toEqual(before)
  })

  it('answers 413 over the limit and keeps no partial file', async () => {
    const before = storedFiles(consumerTenantId)
    const big = Buffer.alloc(maxUploadBytes + 10_000, 'x,y\n')
    const response = await upload('consumer', consumerOwner, 'big.csv', big, 'Too big')
    expect(response.statusCode).toBe(413)
    expect(response.json().errors.file).toBe('The File size must be less than 256 KB')
    expect(storedFiles(consumerTenantId)).toEqual(before)
    expect(
      readdirSync(join(testApp.config.dataDir, 'files', 'tenants', consumerTenantId, 'data-assets')).some(
        (name) => name.endsWith('.partial'),
      ),
    ).toBe(false)
  })

  it('checks the name field by the validation rules', async () => {
    const response = await upload('consumer', consumerOwner, 'fine.csv', Buffer.from('a\n1\n'), 'ab')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.name).toBe('Name may not be less than 3 characters')
  })
})

describe('adding from a storage setting', () => {
  it('copies a file from a LOCAL folder and reads it', async () => {
    const setting = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/data/consumer/settings/storage/add',
        headers: consumerOwner,
        payload: { name: 'Drop folder', cloud_provider: 'LOCAL', storage_config: { folder: 'drop' } },
      })
    ).json().data
    const folder = join(testApp.config.dataDir, 'local-buckets', consumerTenantId, 'drop', 'in')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'leads.csv'), 'email,score\na@x.id,5\nb@x.id,7\n')

    const add = (file_path: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/data/consumer/data-assets/add',
        headers: consumerOwner,
        payload: { name: 'Leads', storage_setting_id: setting.id, bucket: 'drop', file_path },
      })
    const response = await add('in/leads.csv')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      source: 'STORAGE',
      status: 'PROCESSING',
      storage_setting_name: 'Drop folder',
      file_path: 'in/leads.csv',
    })
    await drain()
    expect(await detailOf('consumer', consumerOwner, response.json().data.id)).toMatchObject({
      status: 'READY',
      columns: ['email', 'score'],
      row_count: 2,
    })

    const escaping = await add('../../other/leads.csv')
    expect(escaping.statusCode).toBe(422)
    expect(escaping.json().errors.file_path).toBe('File is not valid')

    const missing = await add('in/none.csv')
    await drain()
    expect(await detailOf('consumer', consumerOwner, missing.json().data.id)).toMatchObject({
      status: 'FAILED',
      failure_message: 'The file in/none.csv does not exist',
    })
  })
})

describe('access and tenant isolation', () => {
  it("keeps the consumer side's data assets to the owner", async () => {
    expect((await get('/api/data/consumer/data-assets/list', consumerAdmin)).statusCode).toBe(403)
    expect(
      (await upload('consumer', consumerAdmin, 'a.csv', Buffer.from('a\n1\n'), 'Admin file')).statusCode,
    ).toBe(403)
  })

  it('answers 404 to another tenant on every id, with no foreign field', async () => {
    const own = (
      await upload('consumer', providerOwner, 'secret-list.csv', Buffer.from('nik\n1\n'), 'Secret list')
    ).json().data
    await drain()
    const attempts = [
      () => get(`/api/data/consumer/data-assets/detail/${own.id}`, consumerOwner),
      () => get(`/api/data/consumer/data-asset-header/${own.id}`, consumerOwner),
      () =>
        testApp.app.inject({
          method: 'DELETE',
          url: `/api/data/consumer/data-assets/delete/${own.id}`,
          headers: consumerOwner,
        }),
      // The provider side of the same tenant is another scope.
      () => get(`/api/data/provider/data-assets/detail/${own.id}`, providerOwner),
    ]
    for (const attempt of attempts) {
      const response = await attempt()
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('Secret list')
      expect(response.body).not.toContain('nik')
    }
    const dropdown = await get('/api/data/dropdown/data-assets?subscription_type=consumer', consumerOwner)
    expect(dropdown.body).not.toContain(own.id)

    const providerStorage = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/data/provider/settings/storage/add',
        headers: providerOwner,
        payload: { name: 'Provider drop', cloud_provider: 'LOCAL', storage_config: { folder: 'pdrop' } },
      })
    ).json().data
    const foreignSetting = await testApp.app.inject({
      method: 'POST',
      url: '/api/data/consumer/data-assets/add',
      headers: consumerOwner,
      payload: {
        name: 'Borrowed',
        storage_setting_id: providerStorage.id,
        bucket: 'pdrop',
        file_path: 'x.csv',
      },
    })
    expect(foreignSetting.statusCode).toBe(422)
    expect(foreignSetting.json().errors.storage_setting_id).toBe('Storage setting is not valid')
  })

  it('removes the asset and its stored file', async () => {
    const asset = (
      await upload('consumer', consumerOwner, 'gone.csv', Buffer.from('a\n1\n'), 'Short lived')
    ).json().data
    const before = storedFiles(consumerTenantId).length
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/data/consumer/data-assets/delete/${asset.id}`,
      headers: consumerOwner,
    })
    expect(removed.statusCode).toBe(200)
    expect(storedFiles(consumerTenantId).length).toBe(before - 1)
    await drain()
    expect((await get(`/api/data/consumer/data-assets/detail/${asset.id}`, consumerOwner)).statusCode).toBe(
      404,
    )
  })
})
