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

describe("a product's automatic approval", () => {
  it('keeps the rule and its industries as the provider set them', async () => {
    const response = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, {
        name: 'Approved at once',
        auto_approve: 'true',
        auto_approve_industries: ['BANKING', 'INSURANCE'],
      }),
      false,
    )
    expect(response.statusCode, response.body).toBe(200)
    const product = response.json().data
    expect(product).toMatchObject({ auto_approve: true, auto_approve_industries: ['BANKING', 'INSURANCE'] })
    const own = await suite.get(suite.admin, `${productsBase}/detail/${product.id}`)
    expect(own.json().data).toMatchObject({
      auto_approve: true,
      auto_approve_industries: ['BANKING', 'INSURANCE'],
    })
  })

  it('is off unless asked for, and keeps no industries while off', async () => {
    const plain = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, { name: 'By hand' }),
      false,
    )
    expect(plain.json().data).toMatchObject({ auto_approve: false, auto_approve_industries: [] })
    const narrowedOff = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, { name: 'Off', auto_approve_industries: ['BANKING'] }),
      false,
    )
    expect(narrowedOff.json().data).toMatchObject({ auto_approve: false, auto_approve_industries: [] })
  })

  it('refuses an industry that is not on the list', async () => {
    const response = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, {
        name: 'Odd industry',
        auto_approve: 'true',
        auto_approve_industries: ['SPACE_TRAVEL'],
      }),
      false,
    )
    expect(response.statusCode).toBe(422)
    expect(JSON.stringify(response.json())).toContain('Only for these industries is not valid')
  })
})
