import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  completeApiProduct,
  openProductsSuite,
  productsBase,
  type ProductsSuite,
} from './products.test-helpers'

type Headers = Record<string, string>
let suite: ProductsSuite
let admin: Headers
let member: Headers
let apiDataset: string

beforeAll(async () => {
  suite = await openProductsSuite()
  ;({ admin, member, apiDataset } = suite)
})

afterAll(async () => suite.close())

const actionsOf = async (id: string) => {
  const history = await suite.get(member, `${productsBase}/history/${id}`)
  expect(history.statusCode).toBe(200)
  return history.json().data.data.map((entry: { action: string }) => entry.action) as string[]
}

describe('product history', () => {
  it('logs Published after Created when a product is saved straight to the marketplace', async () => {
    const created = await suite.add(
      admin,
      completeApiProduct(apiDataset, { name: 'Published at once' }),
      false,
    )
    expect(created.statusCode).toBe(200)
    expect(created.json().data.status).toBe('PUBLISHED')
    expect(await actionsOf(created.json().data.id)).toEqual(['product.published', 'product.created'])
  })

  it('logs only Created for a draft, and Published once the draft is saved for the marketplace', async () => {
    const draft = await suite.add(admin, completeApiProduct(apiDataset, { name: 'Draft first' }), true)
    const id = draft.json().data.id as string
    expect(await actionsOf(id)).toEqual(['product.created'])

    const saved = await suite.update(
      admin,
      { id, ...completeApiProduct(apiDataset, { name: 'Draft first' }) },
      false,
    )
    expect(saved.json().data.status).toBe('PUBLISHED')
    expect(await actionsOf(id)).toEqual(['product.published', 'product.created'])
  })
})
