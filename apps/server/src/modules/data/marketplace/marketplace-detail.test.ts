import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { tenants } from '../../../db/schema'
import { insertDataset, insertProduct } from '../../../../test/builders'
import { completeApiProduct, fieldsOf, files, formData } from '../products/products.test-helpers'
import {
  consumerBase,
  openMarketplaceSuite,
  providerBase,
  type MarketplaceSuite,
} from './marketplace.test-helpers'

let suite: MarketplaceSuite
let withFiles: string
let draftWithFiles: string

const sampleCsv = Buffer.from(
  'nik;phone;city;score\n3171010101900001;81234567890;Jakarta;0.91\n3273020202850002;82198765432;Bandung;0.47\n',
)

beforeAll(async () => {
  suite = await openMarketplaceSuite()
  const datasetId = await insertDataset(suite.db, suite.tenants.nusantara, {
    name: 'Phone match',
    dataType: 'API',
  })
  const send = async (isDraft: boolean, name: string) => {
    const form = formData([
      ...fieldsOf(
        completeApiProduct(datasetId, {
          name,
          is_default_data_access_agreement: 'false',
          is_sensitive: 'true',
          is_masked: 'false',
          is_consent: 'true',
        }),
      ),
      { field: 'product_image', filename: 'cover.png', contentType: 'image/png', bytes: files.png() },
      {
        field: 'data_access_agreement',
        filename: 'agreement.pdf',
        contentType: 'application/pdf',
        bytes: files.pdf(),
      },
      {
        field: 'product_fact_sheet_list',
        filename: 'facts.pdf',
        contentType: 'application/pdf',
        bytes: files.pdf(),
      },
      { field: 'sample_file', filename: 'sample.csv', contentType: 'text/csv', bytes: sampleCsv },
    ])
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/data/provider/products/add?draft=${isDraft}`,
      headers: { ...suite.providerAdmin, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.id as string
  }
  withFiles = await send(false, 'Phone Match Premium')
  draftWithFiles = await send(true, 'Phone Match Next')
})
afterAll(async () => {
  await suite?.close()
})

const detailOf = async (headers: Record<string, string>, id: string, base = consumerBase) => {
  const response = await suite.get(headers, `${base}/detail/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

describe('marketplace product detail', () => {
  it('answers every field of a visible product with its provider card', async () => {
    const detail = await detailOf(suite.consumerAdmin, suite.ids.credit)
    expect(detail).toMatchObject({
      id: suite.ids.credit,
      name: 'Credit Score Lite',
      status: 'PUBLISHED',
      price: 2_000_000,
      monthly_quota: 1000,
      pricing_model: { value: 'SUBSCRIPTION' },
      unit: { value: 'MONTH' },
      delivery_method: { value: 'API' },
      is_owner: false,
      company_legal_name: 'PT Data Nusantara',
      owner_id: suite.tenants.nusantara,
      can_request: true,
      request_blocked_reason: null,
      provider: {
        id: suite.tenants.nusantara,
        legal_name: 'PT Data Nusantara',
        is_verified: true,
        total_product: 5,
      },
    })
  })

  it('answers 404 for a draft, an archived product, another company’s private offer and an unknown id', async () => {
    for (const id of [
      suite.ids.draft,
      suite.ids.archived,
      suite.ids.privateForBaru,
      draftWithFiles,
      randomUUID(),
    ]) {
      const response = await suite.get(suite.consumerAdmin, `${consumerBase}/detail/${id}`)
      expect(response.statusCode).toBe(404)
    }
    expect(
      (await suite.get(suite.unverifiedOwner, `${consumerBase}/detail/${suite.ids.privateForBaru}`))
        .statusCode,
    ).toBe(200)
    expect(
      (await suite.get(suite.consumerAdmin, `${consumerBase}/detail/${suite.ids.privateForKonsumen}`))
        .statusCode,
    ).toBe(200)
    expect((await suite.get(suite.consumerAdmin, `${consumerBase}/detail/not-an-id`)).statusCode).toBe(422)
  })

  it('lets only a verified company’s owner and admins request, never their own product', async () => {
    const reasonOf = async (headers: Record<string, string>, id: string, base = consumerBase) =>
      (await detailOf(headers, id, base)).request_blocked_reason?.code ?? null
    expect(await reasonOf(suite.consumerAdmin, suite.ids.weather)).toBeNull()
    expect(await reasonOf(suite.consumerMember, suite.ids.weather)).toBe('NOT_ADMIN')
    expect(await reasonOf(suite.unverifiedOwner, suite.ids.weather)).toBe('COMPANY_NOT_VERIFIED')
    expect(await reasonOf(suite.providerAdmin, suite.ids.weather)).toBe('OWN_PRODUCT')
    expect(await reasonOf(suite.providerAdmin, suite.ids.footfall, providerBase)).toBe('PROVIDER_VIEW')
    const own = await detailOf(suite.providerAdmin, suite.ids.weather, providerBase)
    expect(own).toMatchObject({ is_owner: true, can_request: false })
  })

  it('masks the sensitive columns of a masked product’s sample and withholds the raw sample', async () => {
    const detail = await detailOf(suite.consumerAdmin, suite.ids.census)
    expect(detail.sample_data).toBeNull()
    expect(detail.sample_url).toBeNull()
    expect(detail.sample_preview).toMatchObject({
      source: 'SAMPLE_DATA',
      columns: ['outlet_code', 'owner_ref', 'owner_name', 'city'],
      // owner_ref is marked sensitive by its dataset; owner_name reads as a personal name.
      masked_columns: ['owner_ref', 'owner_name'],
    })
    expect(detail.sample_preview.rows).toEqual([['OUT-0001', 'RE******99', 'Bu********so', 'Bandung']])
    expect(detail.dataset_source_data).toMatchObject({
      name: 'Outlet census file',
      tags: ['POPULATION', 'HISTORICAL'],
    })

    const asOwner = await detailOf(suite.providerAdmin, suite.ids.census, providerBase)
    expect(asOwner.sample_data).toContain('Budi Santoso')
    expect(JSON.stringify(asOwner.sample_preview)).not.toContain('Budi Santoso')
  })

  it('reads an unmasked product’s sample file into the preview as it is', async () => {
    const detail = await detailOf(suite.consumerAdmin, withFiles)
    expect(detail.sample_preview).toEqual({
      source: 'SAMPLE_FILE',
      columns: ['nik', 'phone', 'city', 'score'],
      rows: [
        ['3171010101900001', '81234567890', 'Jakarta', '0.91'],
        ['3273020202850002', '82198765432', 'Bandung', '0.47'],
      ],
      masked_columns: [],
      is_truncated: false,
    })
    expect(detail.sample_file_name).toBe('sample.csv')
    expect(detail.data_access_agreement_name).toBe('agreement.pdf')
    expect(detail.product_factsheets).toHaveLength(1)
  })

  it('masks an API product’s example response when the product is masked', async () => {
    const datasetId = await insertDataset(suite.db, suite.tenants.nusantara, {
      name: 'Holder lookup',
      dataType: 'API',
    })
    const { datasets } = await import('../../../db/schema')
    const { eq } = await import('drizzle-orm')
    await suite.db
      .update(datasets)
      .set({
        responseSample: '{"data":[{"full_name":"Siti Aminah","email":"siti@example.co.id","is_match":true}]}',
      })
      .where(eq(datasets.id, datasetId))
    const productId = await insertProduct(suite.db, {
      tenantId: suite.tenants.nusantara,
      name: 'Holder Lookup',
      datasetId,
      price: 500,
      isSensitive: true,
      isMasked: true,
    })
    const detail = await detailOf(suite.consumerAdmin, productId)
    expect(detail.sample_preview).toMatchObject({
      source: 'RESPONSE_SAMPLE',
      columns: ['full_name', 'email', 'is_match'],
      masked_columns: ['full_name', 'email'],
    })
    expect(detail.sample_preview.rows[0][2]).toBe('true')
    expect(detail.dataset_source_data.response_sample).not.toContain('Siti Aminah')
    expect(detail.dataset_source_data.response_sample).toContain('"is_match": true')
  })
})

describe('marketplace downloads through signed storage links', () => {
  it('lets a buyer download the agreement, the factsheets, the image and the sample of a visible product', async () => {
    const detail = await detailOf(suite.consumerAdmin, withFiles)
    const links = [
      detail.data_access_agreement_url,
      detail.product_image_url,
      detail.sample_url,
      ...detail.product_factsheet_url,
    ]
    expect(links.every((link: string | null) => typeof link === 'string')).toBe(true)
    for (const link of links) {
      const response = await suite.app.inject({ method: 'GET', url: link })
      expect(response.statusCode, link).toBe(200)
    }
  })

  it('never serves those files to another company without a signed link, nor a draft’s files at all', async () => {
    const detail = await detailOf(suite.consumerAdmin, withFiles)
    const key = decodeURIComponent(
      new URL(detail.data_access_agreement_url, 'http://x').pathname.slice('/storage/'.length),
    )
    const bare = await suite.get(suite.consumerAdmin, `/storage/${key}`)
    expect(bare.statusCode).toBe(404)
    // A signature belongs to its own key: it does not open the draft's agreement beside it.
    const own = await suite.get(suite.providerAdmin, `/api/data/provider/products/detail/${draftWithFiles}`)
    const draftLink = new URL(own.json().data.data_access_agreement_url, 'http://x')
    const signature = new URL(detail.data_access_agreement_url, 'http://x').search
    const forged = await suite.app.inject({ method: 'GET', url: `${draftLink.pathname}${signature}` })
    expect(forged.statusCode).toBe(403)
    const bareDraft = await suite.get(suite.consumerAdmin, draftLink.pathname)
    expect(bareDraft.statusCode).toBe(404)
  })
})

describe('marketplace providers', () => {
  it('lists verified providers with the products the viewer can see', async () => {
    const response = await suite.get(suite.consumerAdmin, `${consumerBase}/providers`)
    expect(response.statusCode).toBe(200)
    const body = response.json().data
    const byName = Object.fromEntries(
      body.data.map((provider: { legal_name: string; total_product: number; data_type: string[] }) => [
        provider.legal_name,
        [provider.total_product, provider.data_type],
      ]),
    )
    expect(byName).toEqual({
      'PT Data Nusantara': [6, ['API', 'FILE']],
      'PT Geo Insight Indonesia': [1, ['FILE']],
    })
    expect(body.total_data).toBe(2)
    const searched = await suite.get(suite.consumerAdmin, `${consumerBase}/providers?search=geo`)
    expect(searched.json().data.data.map((provider: { id: string }) => provider.id)).toEqual([
      suite.tenants.geo,
    ])
  })

  it('answers a provider’s detail with its data types and products', async () => {
    const response = await suite.get(
      suite.consumerAdmin,
      `${consumerBase}/detail/provider/${suite.tenants.geo}`,
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      id: suite.tenants.geo,
      brand_name: 'GeoInsight',
      legal_name: 'PT Geo Insight Indonesia',
      address: 'Jl. Sudirman 1, Jakarta',
      short_description: 'Location intelligence',
      is_verified: true,
      industry: 'RESEARCH',
      size: 'SIZE_51_200',
      verification_status: 'VERIFIED',
      data_type: ['FILE'],
      total_product: 1,
      products: [{ id: suite.ids.footfall, is_owner: false }],
    })
  })

  it('answers 404 for a company that is not a provider and for an unknown id', async () => {
    for (const id of [suite.tenants.konsumen, randomUUID()]) {
      const response = await suite.get(suite.consumerAdmin, `${consumerBase}/detail/provider/${id}`)
      expect(response.statusCode).toBe(404)
    }
  })

  it('answers 404 for a provider that is no longer verified, as the providers list leaves it out', async () => {
    const url = `${consumerBase}/detail/provider/${suite.tenants.geo}`
    await suite.db
      .update(tenants)
      .set({ verificationStatus: 'REJECTED' })
      .where(eq(tenants.id, suite.tenants.geo))
    try {
      expect((await suite.get(suite.consumerAdmin, url)).statusCode).toBe(404)
      const listed = (await suite.get(suite.consumerAdmin, `${consumerBase}/providers`)).json().data
      expect(listed.data.map((provider: { id: string }) => provider.id)).not.toContain(suite.tenants.geo)
    } finally {
      await suite.db
        .update(tenants)
        .set({ verificationStatus: 'VERIFIED' })
        .where(eq(tenants.id, suite.tenants.geo))
    }
    expect((await suite.get(suite.consumerAdmin, url)).statusCode).toBe(200)
  })

  it('never counts or lists another company’s private offer in a provider’s detail', async () => {
    const asKonsumen = (
      await suite.get(suite.consumerAdmin, `${consumerBase}/detail/provider/${suite.tenants.nusantara}`)
    ).json().data
    const asBaru = (
      await suite.get(suite.unverifiedOwner, `${consumerBase}/detail/provider/${suite.tenants.nusantara}`)
    ).json().data
    const idsOf = (detail: { products: { id: string }[] }) => detail.products.map((product) => product.id)
    expect(idsOf(asKonsumen)).toContain(suite.ids.privateForKonsumen)
    expect(idsOf(asKonsumen)).not.toContain(suite.ids.privateForBaru)
    expect(idsOf(asBaru)).toContain(suite.ids.privateForBaru)
    expect(idsOf(asBaru)).not.toContain(suite.ids.privateForKonsumen)
    expect(asKonsumen.total_product).toBe(asBaru.total_product)
  })
})
