import { marketplaceListQuery } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenantIdOf } from '../../../../test/builders'
import { createTestApp, type TestApp } from '../../../../test/test-app'
import { insertProduct } from './marketplace.test-helpers'
import { createMarketplaceRepository } from './marketplace.repository'

let testApp: TestApp
let viewer: string
let provider: string

beforeAll(async () => {
  testApp = await createTestApp()
  viewer = await tenantIdOf(testApp.database.db, 'PT Konsumen Maju')
  provider = await tenantIdOf(testApp.database.db, 'PT Data Nusantara')
})
afterAll(async () => {
  await testApp?.close()
})

describe('a marketplace snapshot read on two connections', () => {
  it('reads alongside on another connection that sees exactly the snapshot, never what commits after it', async () => {
    const { db } = testApp.database
    const repository = createMarketplaceRepository(db)
    const search = marketplaceListQuery.parse({ search: 'Mangrove Carbon' })
    const seen = await repository.snapshot(undefined, async (snapshot) => {
      // The snapshot is taken by its first statement; the product commits after it.
      const before = await snapshot.countUpTo(viewer, search, 10)
      if (testApp.database.kind === 'pglite') {
        // One connection: nothing can run alongside, and the caller reads in turn.
        expect(snapshot.alongside(async () => 0)).toBeUndefined()
        return { before, alongside: before }
      }
      await insertProduct(db, provider, { name: 'Mangrove Carbon Stock' })
      const reading = snapshot.alongside((side) => side.countUpTo(viewer, search, 10))
      expect(reading).toBeDefined()
      return { before, alongside: await reading! }
    })
    expect(seen.before).toBe(0)
    expect(seen.alongside).toBe(0)
    if (testApp.database.kind === 'postgres') {
      // Outside the snapshot the product is there.
      expect(await repository.countUpTo(viewer, search, 10)).toBe(1)
    }
  })
  it('takes its second connection at once, so searches waiting for its counts never hold every connection', async () => {
    if (testApp.database.kind !== 'postgres') return
    const { db } = testApp.database
    const repository = createMarketplaceRepository(db)
    const search = marketplaceListQuery.parse({ search: 'weather' })
    let sharing: Promise<number>[] = []
    const counted = await repository.snapshot(undefined, async (snapshot) => {
      const reading = snapshot.alongside((side) => side.countUpTo(viewer, search, 10))
      expect(reading).toBeDefined()
      // Other searches sharing these counts, as the facet cache shares them: each holds a connection of
      // its own while it waits, nine of them filling the pool of ten.
      sharing = Array.from({ length: 9 }, () => db.transaction(async () => reading!))
      return reading!
    })
    expect(await Promise.all(sharing)).toEqual(Array.from({ length: 9 }, () => counted))
  }, 20_000)
})
