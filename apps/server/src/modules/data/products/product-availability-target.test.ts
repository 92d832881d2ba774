import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  completeApiProduct,
  openProductsSuite,
  productsBase,
  type ProductsSuite,
} from './products.test-helpers'

let suite: ProductsSuite

beforeAll(async () => {
  suite = await openProductsSuite()
})

afterAll(async () => suite.close())

const marketplaceDetail = '/api/data/consumer/marketplace/detail'

describe("an API product's availability target", () => {
  it('is kept as stated and shown to consumers on the product detail', async () => {
    const response = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, { name: 'Targeted API', availability_target: '99.5' }),
      false,
    )
    expect(response.statusCode).toBe(200)
    const product = response.json().data as { id: string; availability_target: number | null }
    expect(product.availability_target).toBe(99.5)
    const own = await suite.get(suite.admin, `${productsBase}/detail/${product.id}`)
    expect(own.json().data.availability_target).toBe(99.5)
    const shown = await suite.get(suite.consumerOwner, `${marketplaceDetail}/${product.id}`)
    expect(shown.statusCode).toBe(200)
    expect(shown.json().data.availability_target).toBe(99.5)
  })

  it('is optional, and refuses a value out of range or with more than two decimals', async () => {
    const none = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, { name: 'Untargeted API' }),
      false,
    )
    expect(none.json().data.availability_target).toBeNull()
    for (const [value, message] of [
      ['100.5', 'Availability target (%) must be less than 100'],
      ['49', 'Availability target (%) must be at least 50'],
      ['99.555', 'Availability target (%) may have at most two decimals'],
      ['abc', 'Availability target (%) must be number'],
    ]) {
      const response = await suite.add(
        suite.admin,
        completeApiProduct(suite.apiDataset, { name: 'Bad target', availability_target: value! }),
        false,
      )
      expect(response.statusCode, value).toBe(422)
      expect(JSON.stringify(response.json()), value).toContain(message!)
    }
  })
})
