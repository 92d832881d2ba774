import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartBody } from '../../test/multipart'
import { createTestApp, headersFor, type TestApp } from '../../test/test-app'

let test: TestApp
let provider: Record<string, string>
let unverified: Record<string, string>
let consumer: Record<string, string>

beforeAll(async () => {
  test = await createTestApp()
  provider = await headersFor(test.app, 'admin@provider.test')
  unverified = await headersFor(test.app, 'owner@unverified.test')
  consumer = await headersFor(test.app, 'owner@consumer.test')
})
afterAll(() => test.close())

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4000, 7),
])
const csv = Buffer.from(`name,code\n${'Budi,1\n'.repeat(2000)}`)

/** Every route that reads a multipart body, with a form it would otherwise take up to its file. */
const uploads: {
  method: 'POST' | 'PUT'
  url: string
  field: string
  filename: string
  bytes: Buffer
  as?: 'unverified' | 'consumer'
}[] = [
  {
    method: 'POST',
    url: '/api/data/provider/datasets/file/add',
    field: 'file',
    filename: 'a.csv',
    bytes: csv,
  },
  {
    method: 'PUT',
    url: '/api/data/provider/datasets/file/update',
    field: 'file',
    filename: 'a.csv',
    bytes: csv,
  },
  {
    method: 'POST',
    url: '/api/data/provider/datasets/file/version/upload',
    field: 'file',
    filename: 'a.csv',
    bytes: csv,
  },
  {
    method: 'POST',
    url: '/api/data/provider/datasets/secret-share/add',
    field: 'file',
    filename: 'a.csv',
    bytes: csv,
  },
  { method: 'POST', url: '/api/data/provider/data-assets/add', field: 'file', filename: 'a.csv', bytes: csv },
  {
    method: 'POST',
    url: '/api/data/consumer/data-assets/add',
    field: 'file',
    filename: 'a.csv',
    bytes: csv,
    as: 'consumer',
  },
  {
    method: 'POST',
    url: '/api/data/provider/products/add',
    field: 'product_image',
    filename: 'a.png',
    bytes: png,
  },
  {
    method: 'PUT',
    url: '/api/data/provider/products/update',
    field: 'product_image',
    filename: 'a.png',
    bytes: png,
  },
  { method: 'PUT', url: '/api/auth/tenant/upload-logo', field: 'logo', filename: 'a.png', bytes: png },
  {
    method: 'POST',
    url: '/api/auth/tenant/verify',
    field: 'npwp_file',
    filename: 'a.png',
    bytes: png,
    as: 'unverified',
  },
]

describe('a multipart body that ends early', () => {
  it.each(uploads)('$method $url answers 400 with a clear message', async (upload) => {
    const body = multipartBody([
      { field: 'name', value: 'Truncated upload' },
      { field: upload.field, filename: upload.filename, bytes: upload.bytes },
    ])
    // The body stops in the middle of the file: no closing boundary ever arrives.
    const payload = body.payload.subarray(0, body.payload.length - upload.bytes.length / 2)
    const response = await test.app.inject({
      method: upload.method,
      url: upload.url,
      payload,
      headers: { ...{ unverified, consumer, provider }[upload.as ?? 'provider'], ...body.headers },
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'UPLOAD_INCOMPLETE',
      message: 'The upload ended before it was complete; send it again',
    })
  })
})
