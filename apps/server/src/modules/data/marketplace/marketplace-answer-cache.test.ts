import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenants } from '../../../db/schema'
import { consumerBase, openMarketplaceSuite, type MarketplaceSuite } from './marketplace.test-helpers'

let suite: MarketplaceSuite

beforeAll(async () => {
  suite = await openMarketplaceSuite()
})
afterAll(async () => {
  await suite?.close()
})

interface Card {
  id: string
  is_owner: boolean
  provider: { id: string; short_description: string | null; is_verified: boolean; logo_url: string | null }
}
const cards = async (headers: Record<string, string>) => {
  const response = await suite.get(headers, `${consumerBase}/list?limit=48`)
  expect(response.statusCode).toBe(200)
  return response.json().data.data as Card[]
}
const providerCard = async (headers: Record<string, string>, providerId: string) =>
  (await cards(headers)).find((card) => card.provider.id === providerId)!

/**
 * The list keeps one company's answer per search while the listing version stays. Each change below
 * is written straight to the database, as another instance's request would: only the version can
 * tell this instance that its answer is old.
 */
describe('marketplace list answers kept per listing version', () => {
  it('shows a provider’s new description, logo and verification at once', async () => {
    const provider = suite.tenants.nusantara
    expect((await providerCard(suite.consumerAdmin, provider)).provider.short_description).not.toBe(
      'Fresh description',
    )
    await suite.db
      .update(tenants)
      .set({ shortDescription: 'Fresh description' })
      .where(eq(tenants.id, provider))
    expect((await providerCard(suite.consumerAdmin, provider)).provider.short_description).toBe(
      'Fresh description',
    )
    await suite.db.update(tenants).set({ logoPath: 'logos/fresh.png' }).where(eq(tenants.id, provider))
    expect((await providerCard(suite.consumerAdmin, provider)).provider.logo_url).toContain('logos')
    await suite.db.update(tenants).set({ verificationStatus: 'PENDING' }).where(eq(tenants.id, provider))
    expect((await providerCard(suite.consumerAdmin, provider)).provider.is_verified).toBe(false)
    await suite.db.update(tenants).set({ verificationStatus: 'VERIFIED' }).where(eq(tenants.id, provider))
  })

  it('answers each company as itself from one search (its own products marked)', async () => {
    const asConsumer = await cards(suite.consumerAdmin)
    const asProvider = await cards(suite.providerAdmin)
    const owned = (list: Card[]) => list.filter((card) => card.is_owner).length
    expect(owned(asConsumer)).toBe(0)
    expect(owned(asProvider)).toBeGreaterThan(0)
    // The same company's second viewer gets the kept answer with the same cards.
    expect((await cards(suite.consumerMember)).map((card) => card.id)).toEqual(
      asConsumer.map((card) => card.id),
    )
  })
})
