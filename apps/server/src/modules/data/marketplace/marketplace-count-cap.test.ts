import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenantIdOf } from '../../../../test/builders'
import { createTestApp, headersFor, type TestApp } from '../../../../test/test-app'
import { consumerBase, insertProduct } from './marketplace.test-helpers'

/** A marketplace that counts at most 3 matches beyond the page, so 8 products pass the cap. */
const countCap = 3
const tideProducts = 8

interface ListBody {
  data: { id: string; data_type: string }[]
  total_data: number
  total_is_lower_bound: boolean
  facets_are_lower_bounds: boolean
  facets: { data_type: { value: string; count: number }[] }
}

let testApp: TestApp
let headers: Record<string, string>

beforeAll(async () => {
  testApp = await createTestApp({ overrides: { marketplaceAnswers: { countCap } } })
  const { db } = testApp.database
  const nusantara = await tenantIdOf(db, 'PT Data Nusantara')
  for (let index = 1; index <= tideProducts; index++) {
    await insertProduct(db, nusantara, {
      name: `Tidewater Gauge ${index}`,
      // One FILE product among them: a filter that narrows the broad search below the cap.
      dataType: index === 5 ? 'FILE' : 'API',
      daysAgo: index,
    })
  }
  await insertProduct(db, nusantara, { name: 'Lagoon Salinity Feed' })
  await insertProduct(db, nusantara, { name: 'Lagoon Depth Feed' })
  // A private offer to the viewer's company: counted with the public ones.
  await insertProduct(db, nusantara, {
    name: 'Lagoon Pilot for Konsumen',
    isPrivate: true,
    consumerTenantId: await tenantIdOf(db, 'PT Konsumen Maju'),
  })
  headers = await headersFor(testApp.app, 'admin@consumer.test')
})
afterAll(async () => {
  await testApp?.close()
})

async function list(query: string): Promise<ListBody> {
  const response = await testApp.app.inject({ method: 'GET', url: `${consumerBase}/list?${query}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as ListBody
}

describe('marketplace counts past the cap', () => {
  it('says the total is a lower bound when a search matches more than it counts', async () => {
    const body = await list('search=tidewater&limit=2')
    expect(body.data).toHaveLength(2)
    expect(body).toMatchObject({
      total_data: countCap,
      total_is_lower_bound: true,
      facets_are_lower_bounds: true,
    })
  })

  it('reaches the last product by following the pages the totals make, where the total becomes exact', async () => {
    const seen: string[] = []
    let page = 1
    let last: ListBody
    for (;;) {
      last = await list(`search=tidewater&limit=2&page=${page}`)
      seen.push(...last.data.map((product) => product.id))
      // What the screen does: as many pages as the total makes, so a lower bound leads further.
      if (page >= Math.ceil(last.total_data / 2)) break
      page += 1
    }
    expect(new Set(seen).size).toBe(tideProducts)
    expect(page).toBe(tideProducts / 2)
    expect(last).toMatchObject({ total_data: tideProducts, total_is_lower_bound: false })
  })

  it('counts a filtered total exactly below the cap while its facets are marked as counted on the first matches', async () => {
    const body = await list('search=tidewater&data_type=FILE')
    expect(body.data).toHaveLength(1)
    expect(body).toMatchObject({ total_data: 1, total_is_lower_bound: false, facets_are_lower_bounds: true })
    // Counted on at most cap + 1 matches: never more than there are, and never above the cap's sample.
    const counted = body.facets.data_type.reduce((sum, entry) => sum + entry.count, 0)
    expect(counted).toBeLessThanOrEqual(countCap + 1)
  })

  it('counts a search within the cap exactly, the viewer’s private offer and the facets included', async () => {
    const body = await list('search=lagoon')
    expect(body).toMatchObject({ total_data: 3, total_is_lower_bound: false, facets_are_lower_bounds: false })
    expect(body.facets.data_type).toEqual([{ value: 'API', description: 'API', count: 3 }])
  })
})
