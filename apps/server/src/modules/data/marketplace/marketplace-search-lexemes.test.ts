import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../../db/schema'
import { insertProduct, openMarketplaceSuite, type MarketplaceSuite } from './marketplace.test-helpers'
import { readSearchLexicon } from './marketplace.repository'

let suite: MarketplaceSuite

beforeAll(async () => {
  suite = await openMarketplaceSuite()
})
afterAll(async () => {
  await suite?.close()
})

const found = (search: string, query = '') =>
  suite.listIds(suite.consumerAdmin, `limit=48&search=${encodeURIComponent(search)}${query}`)

describe('a searched prefix named as the whole words of published products', () => {
  it('finds a product whose word first appears when a draft is published', async () => {
    const { db, tenants } = suite
    const draft = await insertProduct(db, tenants.nusantara, {
      name: 'Zephyrine Wind Atlas',
      status: 'DRAFT',
    })
    expect((await readSearchLexicon(db, 'zephyr')).get('zephyr')).toEqual([])
    expect(await found('zephyr atlas')).toEqual([])
    await db.update(products).set({ status: 'PUBLISHED' }).where(eq(products.id, draft))
    expect((await readSearchLexicon(db, 'zephyr')).get('zephyr')).toEqual(['zephyrine'])
    expect(await found('zephyr')).toEqual([draft])
    expect(await found('zephyr atlas')).toEqual([draft])
  })

  it("finds a provider's products by a word of its new name", async () => {
    const { db, tenants } = suite
    const atlas = await insertProduct(db, tenants.geo, { name: 'Mangrove Cover Index' })
    expect(await found('quokkawork mangrove')).toEqual([])
    await suite.rename(tenants.geo, { brandName: 'Quokkaworks Spatial' })
    expect(await found('quokkawork mangrove')).toEqual([atlas])
  })

  it('finds words beyond ASCII by their first letters', async () => {
    const { db, tenants } = suite
    const cafe = await insertProduct(db, tenants.nusantara, { name: 'Kafé ünggul dëret Harga' })
    expect((await readSearchLexicon(db, 'ünggu')).get('ünggu')).toEqual(['ünggul'])
    expect(await found('kaf ünggu')).toEqual([cafe])
    expect(await found('dëret')).toEqual([cafe])
  })

  it('finds every word of a prefix that begins more of them than it names', async () => {
    const { db, tenants } = suite
    // Seventeen words beginning "tideline": the prefix is searched as the prefix, not by name.
    const ids: string[] = []
    for (let index = 1; index <= 17; index++) {
      ids.push(
        await insertProduct(db, tenants.nusantara, {
          name: `Tideline${'x'.repeat(index)} Gauge`,
          daysAgo: index,
        }),
      )
    }
    expect((await readSearchLexicon(db, 'tideline')).get('tideline')).toHaveLength(17)
    expect(await found('tideline')).toEqual(ids)
    expect(await found('tideline gauge')).toEqual(ids)
  })
})
