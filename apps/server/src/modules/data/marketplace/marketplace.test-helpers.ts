import { eq } from 'drizzle-orm'
import type { App } from '../../../app'
import type { Database } from '../../../db/database'
import { datasets, tenants, type NewProductRow } from '../../../db/schema'
import { productBuilder, tenantIdOf } from '../../../../test/builders'
import { headersFor } from '../../../../test/test-app'
import { createProductsTestApp } from '../products/products.test-helpers'

export const consumerBase = '/api/data/consumer/marketplace'
export const providerBase = '/api/data/provider/marketplace'

const day = 24 * 60 * 60 * 1000

const insertListing = productBuilder({ description: 'A dataset product.' })

/** A published, complete product row, published `daysAgo` days ago; tests override what they look at. */
export async function insertProduct(
  db: Database,
  tenantId: string,
  values: Partial<NewProductRow> & { name: string; daysAgo?: number },
): Promise<string> {
  const { daysAgo = 1, ...row } = values
  return insertListing(db, {
    tenantId,
    shortDescription: `${values.name} for analysts`,
    publishedAt: new Date(Date.now() - daysAgo * day),
    ...row,
  })
}

/**
 * The marketplace as the tests read it. PT Data Nusantara sells four published products (one a
 * private offer to PT Konsumen Maju, one a private offer to PT Baru Berdiri) plus a draft and an
 * archived one; a second provider, PT Geo Insight, sells one.
 */
export async function openMarketplaceSuite() {
  const testApp = await createProductsTestApp()
  const { app } = testApp
  const db = testApp.database.db
  const nusantara = await tenantIdOf(db, 'PT Data Nusantara')
  const konsumen = await tenantIdOf(db, 'PT Konsumen Maju')
  const baru = await tenantIdOf(db, 'PT Baru Berdiri')
  const [geo] = await db
    .insert(tenants)
    .values({
      legalName: 'PT Geo Insight Indonesia',
      brandName: 'GeoInsight',
      industry: 'RESEARCH',
      companySize: 'SIZE_51_200',
      address: 'Jl. Sudirman 1, Jakarta',
      shortDescription: 'Location intelligence',
      verificationStatus: 'VERIFIED',
      isProvider: true,
    })
    .returning({ id: tenants.id })
  const geoId = geo!.id
  const [censusDataset] = await db
    .insert(datasets)
    .values({
      tenantId: nusantara,
      name: 'Outlet census file',
      dataType: 'FILE',
      status: 'ACTIVE',
      tags: ['POPULATION', 'HISTORICAL'],
      dataStructure: [
        { name: 'outlet_code', type: 'STRING', description: null, is_sensitive: false },
        { name: 'owner_ref', type: 'STRING', description: null, is_sensitive: true },
      ],
    })
    .returning({ id: datasets.id })

  const ids = {
    weather: await insertProduct(db, nusantara, {
      name: 'Jakarta Weather Hourly',
      shortDescription: 'Hourly rain and temperature',
      categories: ['WEATHER_CLIMATE'],
      price: 1000,
      daysAgo: 5,
    }),
    census: await insertProduct(db, nusantara, {
      name: 'Retail Outlet Census',
      shortDescription: 'Every outlet in Java',
      description: 'Counts of minimarket and warung outlets by district.',
      categories: ['RETAIL'],
      dataType: 'FILE',
      datasetId: censusDataset!.id,
      pricingModel: 'ONE_TIME',
      unit: 'FILE',
      price: 5_000_000,
      deliveryMethod: 'DOWNLOAD',
      isSensitive: true,
      isMasked: true,
      sampleData: 'outlet_code,owner_ref,owner_name,city\nOUT-0001,REF-778899,Budi Santoso,Bandung\n',
      daysAgo: 3,
    }),
    credit: await insertProduct(db, nusantara, {
      name: 'Credit Score Lite',
      shortDescription: 'A score from telco usage',
      categories: ['FINANCIAL'],
      pricingModel: 'SUBSCRIPTION',
      unit: 'MONTH',
      price: 2_000_000,
      monthlyQuota: 1000,
      daysAgo: 2,
    }),
    privateForKonsumen: await insertProduct(db, nusantara, {
      name: 'Weather Pilot for Konsumen',
      categories: ['WEATHER_CLIMATE'],
      isPrivate: true,
      consumerTenantId: konsumen,
      price: 0,
      daysAgo: 1,
    }),
    privateForBaru: await insertProduct(db, nusantara, {
      name: 'Hidden Pilot for Baru',
      isPrivate: true,
      consumerTenantId: baru,
      price: 0,
      daysAgo: 1,
    }),
    draft: await insertProduct(db, nusantara, {
      name: 'Draft Weather Radar',
      status: 'DRAFT',
      publishedAt: null,
    }),
    archived: await insertProduct(db, nusantara, { name: 'Archived Weather Stations', status: 'ARCHIVED' }),
    footfall: await insertProduct(db, geoId, {
      name: 'Mall Footfall',
      shortDescription: 'Visitors per mall and hour',
      categories: ['GEOSPATIAL', 'RETAIL'],
      dataType: 'FILE',
      pricingModel: 'SUBSCRIPTION',
      unit: 'YEAR',
      price: 12_000_000,
      deliveryMethod: 'CLOUD_STORAGE',
      daysAgo: 4,
    }),
  }

  const get = (headers: Record<string, string>, url: string) => app.inject({ method: 'GET', url, headers })
  return {
    ...testApp,
    app,
    db,
    ids,
    tenants: { nusantara, konsumen, baru, geo: geoId },
    censusDatasetId: censusDataset!.id,
    consumerAdmin: await headersFor(app, 'admin@consumer.test'),
    consumerMember: await headersFor(app, 'member@consumer.test'),
    unverifiedOwner: await headersFor(app, 'owner@unverified.test'),
    providerAdmin: await headersFor(app, 'admin@provider.test'),
    get,
    /** The ids of a list answer, in order. */
    listIds: async (headers: Record<string, string>, query = '', base = consumerBase) => {
      const response = await get(headers, `${base}/list${query ? `?${query}` : ''}`)
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`)
      return (response.json().data.data as { id: string }[]).map((product) => product.id)
    },
    rename: (tenantId: string, values: { legalName?: string; brandName?: string }) =>
      db.update(tenants).set(values).where(eq(tenants.id, tenantId)),
  }
}

export type MarketplaceSuite = Awaited<ReturnType<typeof openMarketplaceSuite>>
export type { App }
