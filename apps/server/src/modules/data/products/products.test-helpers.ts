import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { insertDataset, tenantIdOf } from '../../../../test/builders'
import { multipartBody, type MultipartPart } from '../../../../test/multipart'
import { createTestApp, headersFor } from '../../../../test/test-app'

export type FormPart = MultipartPart

/** A multipart/form-data body with text fields and files, as a browser's FormData sends it. */
export const formData = (parts: FormPart[]) => multipartBody(parts)

/** Text fields of a form from a plain object; lists become repeated fields. */
export function fieldsOf(values: Record<string, string | number | boolean | string[]>): FormPart[] {
  return Object.entries(values).flatMap(([field, value]) =>
    Array.isArray(value) ? value.map((item) => ({ field, value: item })) : [{ field, value: String(value) }],
  )
}

const pad = (head: Buffer | number[], size: number) => {
  const bytes = Buffer.alloc(size, 0x20)
  Buffer.from(head).copy(bytes)
  return bytes
}

export const files = {
  png: (size = 256) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  pdf: (size = 256) => pad(Buffer.from('%PDF-1.7\n'), size),
  gif: (size = 256) => pad(Buffer.from('GIF89a'), size),
  csv: () => Buffer.from('nik,phone,is_match\n3171010101900001,81234567890,true\n'),
  json: () => Buffer.from('{"is_match":true,"score":0.98}'),
}

export async function createProductsTestApp() {
  const testApp = await createTestApp()
  return { ...testApp, dataDir: testApp.config.dataDir }
}

/** Every stored product file under the data folder (images, documents, samples). */
export async function storedProductFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'files', 'tenants')
  const found: string[] = []
  const walk = async (folder: string) => {
    let entries
    try {
      entries = await readdir(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) await walk(path)
      else if (path.includes('/product-')) found.push(path)
    }
  }
  await walk(root)
  return found
}

/** A complete API product's text fields, ready to publish. */
export function completeApiProduct(datasetId: string, overrides: Record<string, string | string[]> = {}) {
  return {
    name: 'NIK Phone Match',
    short_description: 'Checks that a phone number belongs to a NIK',
    description: 'Answers whether the phone number is registered to the holder of the NIK.',
    category: ['IDENTITY_VERIFICATION'],
    data_type: 'API',
    dataset_source_id: datasetId,
    pricing_model: 'PAY_PER_CALL',
    unit: 'CALL',
    price: '1500',
    delivery_method: 'API',
    is_default_data_access_agreement: 'true',
    ...overrides,
  }
}

export const productsBase = '/api/data/provider/products'

/**
 * One app per test file with the provider's people, a consumer's owner and three datasets
 * (an active API one, an active FILE one and a draft API one), plus request shorthands.
 */
export async function openProductsSuite() {
  const testApp = await createProductsTestApp()
  const { app } = testApp
  const db = testApp.database.db
  const providerId = await tenantIdOf(db, 'PT Data Nusantara')
  const sendForm = async (
    method: 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    values: Record<string, string | string[]>,
    extra: FormPart[],
  ) => {
    const form = formData([...fieldsOf(values), ...extra])
    return app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload })
  }
  return {
    close: testApp.close,
    app,
    db,
    admin: await headersFor(app, 'admin@provider.test'),
    member: await headersFor(app, 'member@provider.test'),
    consumerOwner: await headersFor(app, 'owner@consumer.test'),
    providerId,
    consumerId: await tenantIdOf(db, 'PT Konsumen Maju'),
    apiDataset: await insertDataset(db, providerId, { name: 'NIK phone match', dataType: 'API' }),
    fileDataset: await insertDataset(db, providerId, { name: 'Retail outlets', dataType: 'FILE' }),
    draftDataset: await insertDataset(db, providerId, {
      name: 'Weather draft',
      dataType: 'API',
      status: 'DRAFT',
    }),
    add: (
      headers: Record<string, string>,
      values: Record<string, string | string[]>,
      isDraft: boolean,
      extra: FormPart[] = [],
    ) => sendForm('POST', `${productsBase}/add?draft=${isDraft}`, headers, values, extra),
    update: (
      headers: Record<string, string>,
      values: Record<string, string | string[]>,
      isDraft: boolean,
      extra: FormPart[] = [],
    ) => sendForm('PUT', `${productsBase}/update?draft=${isDraft}`, headers, values, extra),
    put: (headers: Record<string, string>, url: string) => app.inject({ method: 'PUT', url, headers }),
    get: (headers: Record<string, string>, url: string) => app.inject({ method: 'GET', url, headers }),
  }
}

export type ProductsSuite = Awaited<ReturnType<typeof openProductsSuite>>
