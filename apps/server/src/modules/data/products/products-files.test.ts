import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../app'
import { insertDataset, tenantIdOf } from '../../../../test/builders'
import { headersFor } from '../../../../test/test-app'
import {
  completeApiProduct,
  createProductsTestApp,
  fieldsOf,
  files,
  formData,
  storedProductFiles,
  type FormPart,
} from './products.test-helpers'

let close: () => Promise<void>
let app: App
let dataDir: string
let admin: Record<string, string>
let datasetId: string

beforeAll(async () => {
  const testApp = await createProductsTestApp()
  close = testApp.close
  app = testApp.app
  dataDir = testApp.dataDir
  admin = await headersFor(app, 'admin@provider.test')
  const tenantId = await tenantIdOf(testApp.database.db, 'PT Data Nusantara')
  datasetId = await insertDataset(testApp.database.db, tenantId, { name: 'Source', dataType: 'API' })
})

afterAll(async () => close())

async function addDraft(parts: FormPart[], name = 'Files product') {
  const form = formData([...fieldsOf({ name }), ...parts])
  return app.inject({
    method: 'POST',
    url: '/api/data/provider/products/add?draft=true',
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  })
}

describe('product files', () => {
  it('stores an image, an agreement, several factsheets and a sample, each behind a signed link', async () => {
    const response = await addDraft([
      { field: 'product_image', filename: 'cover.png', bytes: files.png() },
      { field: 'data_access_agreement', filename: 'agreement.pdf', bytes: files.pdf() },
      { field: 'product_fact_sheet_list', filename: 'one.pdf', bytes: files.pdf() },
      { field: 'product_fact_sheet_list', filename: 'two.pdf', bytes: files.pdf() },
      { field: 'sample_file', filename: 'sample.csv', bytes: files.csv() },
    ])
    expect(response.statusCode).toBe(200)
    const product = response.json().data
    expect(product.product_factsheet_url).toHaveLength(2)
    expect(product.product_factsheets.map((file: { name: string }) => file.name)).toEqual([
      'one.pdf',
      'two.pdf',
    ])
    expect(product.data_access_agreement_name).toBe('agreement.pdf')
    expect(product.sample_file_name).toBe('sample.csv')
    const sample = await app.inject({ method: 'GET', url: product.sample_url })
    expect(sample.body).toContain('nik,phone,is_match')
    // Without the signature, only the provider's own people may read it.
    const key = (product.sample_url as string).split('?')[0]!
    expect((await app.inject({ method: 'GET', url: key, headers: admin })).statusCode).toBe(200)
    const consumer = await headersFor(app, 'owner@consumer.test')
    expect((await app.inject({ method: 'GET', url: key, headers: consumer })).statusCode).toBe(404)
  })

  it.each([
    ['an image that is a GIF', 'product_image', 'cover.gif', files.gif(), 'Product image must be an image'],
    ['an image that is a PDF', 'product_image', 'cover.png', files.pdf(), 'Product image must be an image'],
    [
      'an agreement that is an image',
      'data_access_agreement',
      'agreement.pdf',
      files.png(),
      'Data access agreement must have a valid file type',
    ],
    [
      'a factsheet that is text',
      'product_fact_sheet_list',
      'sheet.pdf',
      Buffer.from('just text'),
      'Factsheet must have a valid file type',
    ],
    [
      'a sample that is a PNG',
      'sample_file',
      'sample.csv',
      files.png(),
      'Sample file must have a valid file type',
    ],
    [
      'a sample JSON that does not parse',
      'sample_file',
      'sample.json',
      Buffer.from('{"broken":'),
      'Sample file must have a valid file type',
    ],
    [
      'a sample with an unknown extension',
      'sample_file',
      'sample.txt',
      files.csv(),
      'Sample file must have a valid file type',
    ],
  ])('refuses %s by its content, storing nothing', async (_case, field, filename, bytes, message) => {
    const before = await storedProductFiles(dataDir)
    const response = await addDraft([
      { field: 'product_image', filename: 'ok.png', bytes: files.png() },
      { field, filename, bytes },
    ])
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toBe(message)
    expect(await storedProductFiles(dataDir)).toEqual(before)
  })

  it.each([
    ['product_image', 'big.png', files.png(2000 * 1024 + 1), 'The Product image size must be less than 2 MB'],
    [
      'data_access_agreement',
      'big.pdf',
      files.pdf(10_000 * 1024 + 1),
      'The Data access agreement size must be less than 10 MB',
    ],
    [
      'sample_file',
      'big.csv',
      Buffer.concat([files.csv(), Buffer.alloc(5000 * 1024, 0x61)]),
      'The Sample file size must be less than 5 MB',
    ],
  ])('answers 413 for a %s over its limit and keeps nothing', async (field, filename, bytes, message) => {
    const before = await storedProductFiles(dataDir)
    const response = await addDraft([
      { field: 'product_image', filename: 'first.png', bytes: files.png() },
      { field, filename, bytes },
    ])
    expect(response.statusCode).toBe(413)
    expect(response.json().errors[field]).toBe(message)
    expect(await storedProductFiles(dataDir)).toEqual(before)
  })

  it('refuses more than five factsheets', async () => {
    const sheets = Array.from({ length: 6 }, (_, index) => ({
      field: 'product_fact_sheet_list',
      filename: `sheet-${index}.pdf`,
      bytes: files.pdf(),
    }))
    const response = await addDraft(sheets)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.product_fact_sheet_list).toMatch(/may not have more than 5/)
  })

  it('keeps a folder-laden file name to its last part', async () => {
    const response = await addDraft([
      { field: 'data_access_agreement', filename: '../../etc/passwd.pdf', bytes: files.pdf() },
    ])
    expect(response.statusCode).toBe(200)
    expect(response.json().data.data_access_agreement_name).toBe('passwd.pdf')
    expect(response.json().data.data_access_agreement_url).toMatch(
      /^\/storage\/tenants\/[0-9a-f-]+\/product-documents\/[0-9a-f-]+\.pdf\?/,
    )
  })

  it('replaces, keeps and removes files on update, and removes the replaced ones from storage', async () => {
    const created = await addDraft([
      { field: 'product_image', filename: 'old.png', bytes: files.png() },
      { field: 'product_fact_sheet_list', filename: 'keep.pdf', bytes: files.pdf() },
      { field: 'product_fact_sheet_list', filename: 'drop.pdf', bytes: files.pdf() },
      { field: 'sample_file', filename: 'sample.json', bytes: files.json() },
    ])
    const product = created.json().data
    const dropped = product.product_factsheets.find((file: { name: string }) => file.name === 'drop.pdf')
    const form = formData([
      ...fieldsOf({
        id: product.id,
        name: 'Files product',
        removed_factsheet_ids: dropped.id,
        remove_sample_file: 'true',
      }),
      { field: 'product_image', filename: 'new.png', bytes: files.png(300) },
    ])
    const response = await app.inject({
      method: 'PUT',
      url: '/api/data/provider/products/update?draft=true',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(200)
    const updated = response.json().data
    expect(updated.product_factsheets.map((file: { name: string }) => file.name)).toEqual(['keep.pdf'])
    expect(updated.sample_url).toBeNull()
    expect(updated.product_image_url).not.toBe(product.product_image_url)
    expect((await app.inject({ method: 'GET', url: product.product_image_url })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: dropped.url })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: updated.product_image_url })).statusCode).toBe(200)
  })

  it('publishes with an uploaded agreement instead of the default one', async () => {
    const form = formData([
      ...fieldsOf(completeApiProduct(datasetId, { is_default_data_access_agreement: 'false' })),
      { field: 'data_access_agreement', filename: 'terms.pdf', bytes: files.pdf() },
    ])
    const response = await app.inject({
      method: 'POST',
      url: '/api/data/provider/products/add?draft=false',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      status: 'PUBLISHED',
      data_access_agreement_name: 'terms.pdf',
    })
  })

  it('stores nothing when the product itself is refused', async () => {
    const before = await storedProductFiles(dataDir)
    const form = formData([
      ...fieldsOf({ name: 'Incomplete', data_type: 'API' }),
      { field: 'product_image', filename: 'cover.png', bytes: files.png() },
    ])
    const response = await app.inject({
      method: 'POST',
      url: '/api/data/provider/products/add?draft=false',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(422)
    expect(await storedProductFiles(dataDir)).toEqual(before)
  })
})
