import { createHash, randomUUID } from 'node:crypto'
import { agreementMessages } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertDataset } from '../../../../test/builders'
import { createFileStorage } from '../../../lib/create-file-storage'
import {
  completeApiProduct,
  fieldsOf,
  files,
  formData,
  productsBase,
  type FormPart,
} from '../../data/products/products.test-helpers'
import { insertProduct, openRequestsSuite, type RequestsSuite } from '../requests/requests.test-helpers'

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex')

let suite: RequestsSuite
let ownAgreementProduct: string
const ownAgreementBytes = Buffer.from('%PDF-1.4\nPT Data Nusantara data licence, 2026 edition\n%%EOF\n')

beforeAll(async () => {
  suite = await openRequestsSuite()
  // A product whose provider attached an agreement of its own, stored where uploads go.
  const key = `tenants/${suite.providerId}/product-documents/${randomUUID()}.pdf`
  await createFileStorage(suite.config).put(key, ownAgreementBytes)
  ownAgreementProduct = await insertProduct(suite.db, {
    tenantId: suite.providerId,
    name: 'Licensed Addresses',
    isDefaultDataAccessAgreement: false,
    agreement: { id: randomUUID(), key, name: 'nusantara-licence.pdf' },
  })
})
afterAll(() => suite.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers })

describe('the standard data access agreement', () => {
  it('is readable without signing in, versioned, with the SHA-256 of its plain text', async () => {
    const response = await get('/api/transaction/agreement')
    expect(response.statusCode, response.body).toBe(200)
    const agreement = response.json().data
    expect(agreement).toMatchObject({
      version: '2026-11',
      title: 'Lumbung standard data access agreement',
      is_current: true,
      current_version: '2026-11',
      page_url: '/agreement/2026-11',
      pdf_url: '/api/transaction/agreement/2026-11/pdf',
      text_url: '/api/transaction/agreement/2026-11/text',
    })
    const text = await get(agreement.text_url)
    expect(text.statusCode).toBe(200)
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(agreement.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(sha256(text.rawPayload)).toBe(agreement.sha256)
    const byVersion = await get('/api/transaction/agreement/2026-11')
    expect(byVersion.json().data).toEqual(agreement)
  })

  it('covers use, resale, personal data, security, retention, audit, liability and revocation', async () => {
    const text = (await get('/api/transaction/agreement/2026-11/text')).body
    const headings = (await get('/api/transaction/agreement'))
      .json()
      .data.sections.map((section: { heading: string }) => section.heading)
    expect(headings).toEqual(
      expect.arrayContaining([
        '1. Permitted use',
        '2. No resale or redistribution',
        '3. Personal data',
        '4. Security',
        '5. Retention and deletion',
        '6. Audit',
        '7. Liability',
        '9. Suspension and revocation',
      ]),
    )
    expect(text).toContain('purpose of usage it stated in its request')
    expect(text).toContain('Law No. 27 of 2022 on Personal Data Protection (UU PDP)')
  })

  it('is served as a PDF in the invoices’ style', async () => {
    const pdf = await get('/api/transaction/agreement/2026-11/pdf')
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(
      'inline; filename="lumbung-data-access-agreement-2026-11.pdf"',
    )
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.rawPayload.length).toBeGreaterThan(3000)
  })

  it('answers 404 for a version that does not exist and 422 for one that is not a version', async () => {
    for (const url of ['/api/transaction/agreement/2019-01', '/api/transaction/agreement/2019-01/pdf']) {
      const missing = await get(url)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toMatchObject({
        code: 'AGREEMENT_NOT_FOUND',
        message: 'This version of the data access agreement does not exist',
      })
    }
    expect((await get('/api/transaction/agreement/latest')).statusCode).toBe(422)
  })
})

describe("a product's agreement address", () => {
  it('answers for every product: the standard page by default, the provider’s file otherwise', async () => {
    const list = await get('/api/data/provider/products/list?limit=100', suite.providerOwner)
    expect(list.statusCode, list.body).toBe(200)
    const products: { id: string; data_access_agreement_url: string | null }[] = list.json().data.data
    expect(products.length).toBeGreaterThan(5)
    for (const product of products) {
      const expected =
        product.id === ownAgreementProduct ? /^\/storage\/.+\?expires=/ : /^\/agreement\/2026-11$/
      expect(product.data_access_agreement_url, product.id).toMatch(expected)
    }

    const standard = await get(
      `/api/data/consumer/marketplace/detail/${suite.product.payPerCall}`,
      suite.consumerAdmin,
    )
    expect(standard.json().data).toMatchObject({
      is_default_data_access_agreement: true,
      data_access_agreement_url: '/agreement/2026-11',
    })
    const own = await get(`/api/data/consumer/marketplace/detail/${ownAgreementProduct}`, suite.consumerAdmin)
    const ownUrl = own.json().data.data_access_agreement_url
    expect(ownUrl).toMatch(/^\/storage\//)
    expect((await get(ownUrl)).rawPayload).toEqual(ownAgreementBytes)
  })
})

describe('the agreement a request keeps', () => {
  it('keeps the standard version and SHA-256, shown to both sides and on the purchase', async () => {
    const { sha256: current } = (await get('/api/transaction/agreement')).json().data
    const transactionNo = await suite.request(suite.product.payPerCall)
    const accepted = {
      kind: 'STANDARD',
      name: 'Lumbung standard data access agreement',
      version: '2026-11',
      sha256: current,
      url: '/agreement/2026-11',
    }
    const consumerSide = await get(
      `/api/transaction/consumer/request/detail/${transactionNo}`,
      suite.consumerAdmin,
    )
    expect(consumerSide.json().data.accepted_agreement).toEqual(accepted)
    const providerSide = await get(
      `/api/transaction/provider/request/detail/${transactionNo}`,
      suite.providerAdmin,
    )
    expect(providerSide.json().data.accepted_agreement).toEqual(accepted)

    const approved = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/approve', {
      transaction_no: transactionNo,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const purchase = await get(
      `/api/transaction/consumer/purchased/detail/${transactionNo}`,
      suite.consumerAdmin,
    )
    expect(purchase.statusCode, purchase.body).toBe(200)
    expect(purchase.json().data.accepted_agreement).toEqual(accepted)
  })

  it("keeps the SHA-256 of the provider's own file as it was accepted", async () => {
    const transactionNo = await suite.request(ownAgreementProduct)
    const detail = await get(`/api/transaction/consumer/request/detail/${transactionNo}`, suite.consumerAdmin)
    const accepted = detail.json().data.accepted_agreement
    expect(accepted).toMatchObject({
      kind: 'PROVIDER',
      name: 'nusantara-licence.pdf',
      version: null,
      sha256: sha256(ownAgreementBytes),
    })
    expect((await get(accepted.url)).rawPayload).toEqual(ownAgreementBytes)
  })
})

describe("a provider's own agreement", () => {
  const sendProduct = (method: 'POST' | 'PUT', url: string, parts: FormPart[]) => {
    const form = formData(parts)
    return suite.app.inject({
      method,
      url: `${productsBase}${url}`,
      headers: { ...suite.providerAdmin, ...form.headers },
      payload: form.payload,
    })
  }

  it('stays readable from the requests that accepted it after the provider replaces or removes it', async () => {
    const datasetId = await insertDataset(suite.db, suite.providerId, { name: 'Licensed', dataType: 'API' })
    const values = completeApiProduct(datasetId, {
      name: 'Licensed Phone Match',
      is_default_data_access_agreement: 'false',
    })
    const first = files.pdf(300)
    const added = await sendProduct('POST', '/add?draft=false', [
      ...fieldsOf(values),
      { field: 'data_access_agreement', filename: 'licence-2026.pdf', bytes: first },
    ])
    expect(added.statusCode, added.body).toBe(200)
    const productId: string = added.json().data.id
    const transactionNo = await suite.request(productId)
    const acceptedUrl = (
      await get(`/api/transaction/consumer/request/detail/${transactionNo}`, suite.consumerAdmin)
    ).json().data.accepted_agreement.url

    const second = files.pdf(400)
    const replaced = await sendProduct('PUT', '/update?draft=false', [
      ...fieldsOf({ id: productId, ...values }),
      { field: 'data_access_agreement', filename: 'licence-2027.pdf', bytes: second },
    ])
    expect(replaced.statusCode, replaced.body).toBe(200)
    const secondUrl: string = replaced.json().data.data_access_agreement_url
    expect((await get(secondUrl)).rawPayload).toEqual(second)

    // The provider goes back to the standard agreement: the file no request accepted goes for good.
    const removed = await sendProduct('PUT', '/update?draft=false', [
      ...fieldsOf({
        id: productId,
        ...values,
        is_default_data_access_agreement: 'true',
        remove_data_access_agreement: 'true',
      }),
    ])
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().data.data_access_agreement_url).toBe('/agreement/2026-11')
    expect((await get(secondUrl)).statusCode).toBe(404)

    const detail = await get(`/api/transaction/consumer/request/detail/${transactionNo}`, suite.consumerAdmin)
    const accepted = detail.json().data.accepted_agreement
    expect(accepted).toMatchObject({ kind: 'PROVIDER', name: 'licence-2026.pdf', sha256: sha256(first) })
    for (const url of [acceptedUrl, accepted.url]) {
      const opened = await get(url)
      expect(opened.statusCode).toBe(200)
      expect(opened.rawPayload).toEqual(first)
    }
  })

  it('refuses the request when the file cannot be opened, rather than keep another agreement', async () => {
    const missing = await insertProduct(suite.db, {
      tenantId: suite.providerId,
      name: 'Lost Licence',
      isDefaultDataAccessAgreement: false,
      agreement: {
        id: randomUUID(),
        key: `tenants/${suite.providerId}/product-documents/${randomUUID()}.pdf`,
        name: 'lost.pdf',
      },
    })
    const response = await suite.call(suite.consumerAdmin, 'POST', '/consumer/request/add', {
      product_id: missing,
      purpose_of_usage: 'Verifying new customers during onboarding',
      is_data_access_agreement: true,
    })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({
      code: 'AGREEMENT_UNAVAILABLE',
      message: agreementMessages.providerUnavailable,
    })
    const list = await get(
      `/api/transaction/consumer/request/list?product_id=${missing}`,
      suite.consumerAdmin,
    )
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().data.data).toEqual([])
  })
})
