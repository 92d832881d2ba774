import { eq } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { products } from '../../../db/schema'
import { consumerBase, openMarketplaceSuite, type MarketplaceSuite } from './marketplace.test-helpers'

let suite: MarketplaceSuite

beforeAll(async () => {
  suite = await openMarketplaceSuite()
})
afterAll(async () => {
  await suite?.close()
})

const isPostgres = inject('postgresUrl') !== ''

const list = async (query = 'limit=48') => {
  const response = await suite.get(suite.consumerAdmin, `${consumerBase}/list?${query}`)
  expect(response.statusCode).toBe(200)
  return response.json().data as {
    data: { id: string }[]
    total_data: number
    facets: { data_type: { value: string; count: number }[]; provider: { value: string; count: number }[] }
  }
}
const counts = (facet: { value: string; count: number }[]) =>
  Object.fromEntries(facet.map((entry) => [entry.value, entry.count]))

describe('marketplace counts and a change committed by another connection', () => {
  it.skipIf(!isPostgres)(
    'counts the change once it commits, even when a search ran while it was open (PostgreSQL only: PGlite runs one transaction at a time, so none is open during a search)',
    async () => {
      const { ids, tenants } = suite
      const before = await list()
      expect(before.total_data).toBe(5)
      expect(counts(before.facets.data_type)).toEqual({ API: 3, FILE: 2 })

      const pool = (suite.db as unknown as { $client: pg.Pool }).$client
      const other = await pool.connect()
      try {
        await other.query('begin')
        await other.query(`update products set status = 'ARCHIVED' where id = $1`, [ids.footfall])
        const during = await list()
        expect(during.total_data).toBe(5)
        expect(during.data.map((product) => product.id)).toContain(ids.footfall)
        expect(counts(during.facets.data_type)).toEqual({ API: 3, FILE: 2 })
        await other.query('commit')
      } finally {
        await other.query('rollback').catch(() => undefined)
        other.release()
      }

      try {
        const after = await list()
        expect(after.data.map((product) => product.id)).not.toContain(ids.footfall)
        expect(after.total_data).toBe(4)
        expect(after.data).toHaveLength(4)
        expect(counts(after.facets.data_type)).toEqual({ API: 3, FILE: 1 })
        expect(counts(after.facets.provider)).toEqual({ [tenants.nusantara]: 4 })
      } finally {
        await suite.db.update(products).set({ status: 'PUBLISHED' }).where(eq(products.id, ids.footfall))
      }
    },
  )

  it('gives a total that counts the very products of the page, on every page', async () => {
    const all = await list()
    const firstPage = await list('limit=2&page=1')
    const lastPage = await list('limit=2&page=3')
    expect(firstPage.total_data).toBe(all.data.length)
    expect(lastPage.total_data).toBe(all.data.length)
    expect(lastPage.data).toHaveLength(all.data.length - 4)
  })
})
