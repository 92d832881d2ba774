import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasets, products } from '../../../db/schema'
import {
  consumerBase,
  insertProduct,
  openMarketplaceSuite,
  providerBase,
  type MarketplaceSuite,
} from './marketplace.test-helpers'

let suite: MarketplaceSuite

beforeAll(async () => {
  suite = await openMarketplaceSuite()
})
afterAll(async () => {
  await suite?.close()
})

const sorted = (values: string[]) => [...values].sort()

describe('marketplace visibility', () => {
  it('shows a consumer only published products and the private offers made to it', async () => {
    const { ids } = suite
    const response = await suite.get(suite.consumerAdmin, `${consumerBase}/list?limit=48`)
    expect(response.statusCode).toBe(200)
    const body = response.json().data
    expect(sorted(body.data.map((product: { id: string }) => product.id))).toEqual(
      sorted([ids.weather, ids.census, ids.credit, ids.privateForKonsumen, ids.footfall]),
    )
    expect(body.total_data).toBe(5)
  })

  it('shows the other private offer only to its own consumer, an unverified company included', async () => {
    const { ids } = suite
    expect(sorted(await suite.listIds(suite.unverifiedOwner, 'limit=48'))).toEqual(
      sorted([ids.weather, ids.census, ids.credit, ids.privateForBaru, ids.footfall]),
    )
  })

  it('marks the viewer’s own products is_owner, and shows a provider its own private offers', async () => {
    const { ids } = suite
    const response = await suite.get(suite.providerAdmin, `${providerBase}/list?limit=48`)
    expect(response.statusCode).toBe(200)
    const owned = Object.fromEntries(
      response
        .json()
        .data.data.map((product: { id: string; is_owner: boolean }) => [product.id, product.is_owner]),
    )
    expect(owned).toEqual({
      [ids.weather]: true,
      [ids.census]: true,
      [ids.credit]: true,
      [ids.privateForKonsumen]: true,
      [ids.privateForBaru]: true,
      [ids.footfall]: false,
    })
  })

  it('keeps the provider side to provider companies', async () => {
    const response = await suite.get(suite.consumerAdmin, `${providerBase}/list`)
    expect(response.statusCode).toBe(403)
  })

  it('takes a product off the marketplace once it is archived, and back when republished', async () => {
    const { db, ids } = suite
    await db.update(products).set({ status: 'ARCHIVED' }).where(eq(products.id, ids.credit))
    expect(await suite.listIds(suite.consumerAdmin, 'search=credit')).toEqual([])
    await db.update(products).set({ status: 'PUBLISHED' }).where(eq(products.id, ids.credit))
    expect(await suite.listIds(suite.consumerAdmin, 'search=credit')).toEqual([ids.credit])
  })
})

describe('marketplace full-text search', () => {
  const search = (text: string) => suite.listIds(suite.consumerAdmin, `search=${encodeURIComponent(text)}`)

  it('matches the name, by word prefix, and every word must match', async () => {
    expect(sorted(await search('weather'))).toEqual(sorted([suite.ids.weather, suite.ids.privateForKonsumen]))
    expect(sorted(await search('weath'))).toEqual(sorted([suite.ids.weather, suite.ids.privateForKonsumen]))
    expect(await search('jakarta weather')).toEqual([suite.ids.weather])
    expect(await search('jakarta footfall')).toEqual([])
  })

  it('matches the short description, the description, the category and the dataset tags', async () => {
    expect(await search('temperature')).toEqual([suite.ids.weather])
    expect(await search('minimarket')).toEqual([suite.ids.census])
    expect(await search('geospatial')).toEqual([suite.ids.footfall])
    // "Weather and climate" is the category's description, "climate" is in no product text.
    expect(sorted(await search('climate'))).toEqual(sorted([suite.ids.weather, suite.ids.privateForKonsumen]))
    expect(await search('population')).toEqual([suite.ids.census])
  })

  it('matches the provider’s legal and brand names', async () => {
    expect(await search('geoinsight')).toEqual([suite.ids.footfall])
    expect(await search('geo insight')).toEqual([suite.ids.footfall])
    expect(sorted(await search('nusantara'))).toEqual(
      sorted([suite.ids.weather, suite.ids.census, suite.ids.credit, suite.ids.privateForKonsumen]),
    )
  })

  it('follows a provider’s rename and a dataset’s new tags', async () => {
    await suite.rename(suite.tenants.geo, { brandName: 'Petaku' })
    expect(await search('petaku')).toEqual([suite.ids.footfall])
    expect(await search('geoinsight')).toEqual([])
    await suite.rename(suite.tenants.geo, { legalName: 'PT Peta Nusantara Raya', brandName: 'GeoInsight' })
    expect(await search('raya')).toEqual([suite.ids.footfall])
    expect(await search('insight indonesia')).toEqual([])
    await suite.rename(suite.tenants.geo, { legalName: 'PT Geo Insight Indonesia' })

    await suite.db
      .update(datasets)
      .set({ tags: ['DAILY'] })
      .where(eq(datasets.id, suite.censusDatasetId))
    expect(await search('population')).toEqual([])
    expect(await search('daily')).toEqual([suite.ids.census])
    await suite.db
      .update(datasets)
      .set({ tags: ['POPULATION', 'HISTORICAL'] })
      .where(eq(datasets.id, suite.censusDatasetId))
  })

  it('follows an edit of the product itself', async () => {
    const { db, ids } = suite
    await db
      .update(products)
      .set({ description: 'Now with rainfall radar.' })
      .where(eq(products.id, ids.weather))
    expect(await search('radar')).toEqual([ids.weather])
  })

  it('reads operators and punctuation as plain words and never fails on them', async () => {
    for (const text of ["weather & | ! ( ) : * '", 'weather:*', '!!!', '&&']) {
      const response = await suite.get(
        suite.consumerAdmin,
        `${consumerBase}/list?search=${encodeURIComponent(text)}`,
      )
      expect(response.statusCode).toBe(200)
    }
    expect(sorted(await search('weather!'))).toEqual(
      sorted([suite.ids.weather, suite.ids.privateForKonsumen]),
    )
  })

  it('never finds what the viewer may not see', async () => {
    expect(await search('draft radar')).toEqual([])
    expect(await search('archived')).toEqual([])
    expect(await search('hidden pilot')).toEqual([])
  })
})

describe('marketplace filters and facets', () => {
  const list = async (query: string) => {
    const response = await suite.get(suite.consumerAdmin, `${consumerBase}/list?limit=48&${query}`)
    expect(response.statusCode).toBe(200)
    return response.json().data
  }
  const counts = (facet: { value: string; count: number }[]) =>
    Object.fromEntries(facet.map((entry) => [entry.value, entry.count]))

  it('filters by each kind, values of one kind OR-ed', async () => {
    const { ids, tenants } = suite
    const idsOf = async (query: string) =>
      sorted((await list(query)).data.map((item: { id: string }) => item.id))
    expect(await idsOf('data_type=FILE')).toEqual(sorted([ids.census, ids.footfall]))
    expect(await idsOf('pricing_model=SUBSCRIPTION')).toEqual(sorted([ids.credit, ids.footfall]))
    expect(await idsOf('pricing_model=ONE_TIME,SUBSCRIPTION')).toEqual(
      sorted([ids.census, ids.credit, ids.footfall]),
    )
    expect(await idsOf('delivery_method=CLOUD_STORAGE')).toEqual([ids.footfall])
    expect(await idsOf('delivery_method=DOWNLOAD&delivery_method=CLOUD_STORAGE')).toEqual(
      sorted([ids.census, ids.footfall]),
    )
    expect(await idsOf(`provider_id=${tenants.geo}`)).toEqual([ids.footfall])
    expect(await idsOf('industry=RESEARCH')).toEqual([ids.footfall])
    expect(await idsOf('category=RETAIL')).toEqual(sorted([ids.census, ids.footfall]))
    expect(await idsOf('category=RETAIL,FINANCIAL')).toEqual(sorted([ids.census, ids.credit, ids.footfall]))
    expect(await idsOf('price_min=2000000&price_max=5000000')).toEqual(sorted([ids.census, ids.credit]))
    expect(await idsOf('price_max=0')).toEqual([ids.privateForKonsumen])
    expect(await idsOf('data_type=FILE&category=GEOSPATIAL&search=mall')).toEqual([ids.footfall])
  })

  it.each([
    ['12.5', 'Minimum price must be a whole number of rupiah, without decimals or signs'],
    ['-300', 'Minimum price must be a whole number of rupiah, without decimals or signs'],
    ['1e23', 'Minimum price must be a whole number of rupiah, without decimals or signs'],
    ['1000000000001', 'Minimum price must be at most Rp 1.000.000.000.000'],
  ])('refuses a price filter of %s rather than reading it as another amount', async (value, message) => {
    const response = await suite.get(suite.consumerAdmin, `${consumerBase}/list?price_min=${value}`)
    expect(response.statusCode).toBe(422)
    expect(JSON.stringify(response.json())).toContain(message)
  })

  it('counts each facet with every filter but its own', async () => {
    const body = await list('data_type=FILE')
    expect(body.total_data).toBe(2)
    // Data type ignores its own filter: it tells how many API products picking API would add.
    expect(counts(body.facets.data_type)).toEqual({ API: 3, FILE: 2 })
    expect(counts(body.facets.pricing_model)).toEqual({ ONE_TIME: 1, SUBSCRIPTION: 1 })
    expect(counts(body.facets.category)).toEqual({ RETAIL: 2, GEOSPATIAL: 1 })
    expect(counts(body.facets.provider)).toEqual({ [suite.tenants.nusantara]: 1, [suite.tenants.geo]: 1 })
    expect(counts(body.facets.industry)).toEqual({ INFORMATION_TECHNOLOGY: 1, RESEARCH: 1 })
    expect(body.facets.price).toEqual({ min: 5_000_000, max: 12_000_000 })
    expect(
      body.facets.provider.find((entry: { value: string }) => entry.value === suite.tenants.geo).description,
    ).toBe('GeoInsight')
    expect(
      body.facets.data_type.find((entry: { value: string }) => entry.value === 'FILE').description,
    ).toBeTruthy()
  })

  it('counts the industry facet without its own filter, and the providers within it', async () => {
    const all = await list('')
    const research = await list('industry=RESEARCH')
    expect(research.total_data).toBe(1)
    expect(counts(research.facets.industry)).toEqual(counts(all.facets.industry))
    expect(counts(research.facets.provider)).toEqual({ [suite.tenants.geo]: 1 })
    expect(counts(research.facets.data_type)).toEqual({ FILE: 1 })
    const chosen = await list(`provider_id=${suite.tenants.geo}`)
    expect(counts(chosen.facets.industry)).toEqual({ RESEARCH: 1 })
    expect(counts(chosen.facets.provider)).toEqual(counts(all.facets.provider))
  })

  it('counts the whole visible marketplace when nothing is chosen, and follows the search', async () => {
    const all = await list('')
    expect(counts(all.facets.data_type)).toEqual({ API: 3, FILE: 2 })
    expect(counts(all.facets.delivery_method)).toEqual({ API: 3, DOWNLOAD: 1, CLOUD_STORAGE: 1 })
    expect(all.facets.price).toEqual({ min: 0, max: 12_000_000 })
    const searched = await list('search=weather&price_min=1')
    expect(searched.total_data).toBe(1)
    expect(searched.facets.price).toEqual({ min: 0, max: 1000 })
    expect(counts(searched.facets.category)).toEqual({ WEATHER_CLIMATE: 1 })
  })

  it('counts a change at once, the same search asked again included', async () => {
    const before = await list('search=footfall')
    expect(counts(before.facets.data_type)).toEqual({ FILE: 1 })
    const added = await insertProduct(suite.db, suite.tenants.geo, { name: 'Footfall API', dataType: 'API' })
    const after = await list('search=footfall')
    expect(after.total_data).toBe(2)
    expect(counts(after.facets.data_type)).toEqual({ FILE: 1, API: 1 })
    await suite.rename(suite.tenants.geo, { brandName: 'GeoInsight Plus' })
    const renamed = await list('search=footfall')
    expect(renamed.facets.provider.map((entry: { description: string }) => entry.description)).toEqual([
      'GeoInsight Plus',
    ])
    await suite.db.delete(products).where(eq(products.id, added))
    await suite.rename(suite.tenants.geo, { brandName: 'GeoInsight' })
    expect((await list('search=footfall')).total_data).toBe(1)
  })

  it('refuses values that are not filters', async () => {
    for (const query of [
      'data_type=VIDEO',
      'sort=random',
      'provider_id=not-an-id',
      'price_min=-1',
      'limit=500',
    ]) {
      const response = await suite.get(suite.consumerAdmin, `${consumerBase}/list?${query}`)
      expect(response.statusCode, query).toBe(422)
    }
  })
})

describe('marketplace sorting and pages', () => {
  it('sorts by price both ways, by name and by newest', async () => {
    const { ids } = suite
    const order = (sort: string) => suite.listIds(suite.consumerAdmin, `sort=${sort}`)
    expect(await order('price_asc')).toEqual([
      ids.privateForKonsumen,
      ids.weather,
      ids.credit,
      ids.census,
      ids.footfall,
    ])
    expect(await order('price_desc')).toEqual([
      ids.footfall,
      ids.census,
      ids.credit,
      ids.weather,
      ids.privateForKonsumen,
    ])
    expect(await order('name')).toEqual([
      ids.credit,
      ids.weather,
      ids.footfall,
      ids.census,
      ids.privateForKonsumen,
    ])
    expect(await order('newest')).toEqual([
      ids.privateForKonsumen,
      ids.credit,
      ids.census,
      ids.footfall,
      ids.weather,
    ])
  })

  it('ranks the best match first for a search', async () => {
    // "weather" is in one product's name and only in the other's category description.
    const { db, ids } = suite
    await db.update(products).set({ name: 'Konsumen Pilot' }).where(eq(products.id, ids.privateForKonsumen))
    expect(await suite.listIds(suite.consumerAdmin, 'search=weather&sort=relevance')).toEqual([
      ids.weather,
      ids.privateForKonsumen,
    ])
    // Without a chosen order a search lists the newest first.
    expect(await suite.listIds(suite.consumerAdmin, 'search=weather')).toEqual([
      ids.privateForKonsumen,
      ids.weather,
    ])
    await db
      .update(products)
      .set({ name: 'Weather Pilot for Konsumen' })
      .where(eq(products.id, ids.privateForKonsumen))
  })

  it('pages through the results without repeating one, with the total on every page', async () => {
    const pages = []
    for (const page of [1, 2, 3]) {
      const response = await suite.get(
        suite.consumerAdmin,
        `${consumerBase}/list?sort=name&limit=2&page=${page}`,
      )
      const body = response.json().data
      expect(body.total_data).toBe(5)
      pages.push(body.data.map((product: { id: string }) => product.id))
    }
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1])
    expect(new Set(pages.flat()).size).toBe(5)
    expect(await suite.listIds(suite.consumerAdmin, 'sort=name&limit=2&page=4')).toEqual([])
  })
})
