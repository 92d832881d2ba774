import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trialMessages } from '@lumbung/contract'
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

describe("a product's free trial", () => {
  it('is kept as the provider sets it and read back on the detail', async () => {
    const response = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, { name: 'Trial API', trial_calls: '100' }),
      false,
    )
    expect(response.statusCode, response.body).toBe(200)
    const product = response.json().data as { id: string; trial: unknown }
    expect(product.trial).toEqual({ calls: 100, days: null })
    const own = await suite.get(suite.admin, `${productsBase}/detail/${product.id}`)
    expect(own.json().data.trial).toEqual({ calls: 100, days: null })
  })

  it('is given in calls or in days, not both, and only to a pay-per-use product', async () => {
    const both = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, { name: 'Both Trials', trial_calls: '10', trial_days: '7' }),
      false,
    )
    expect(both.statusCode).toBe(422)
    expect(both.json().errors.trial_days).toBe(trialMessages.bothGiven)
    const tooLong = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, { name: 'Long Trial', trial_days: '91' }),
      false,
    )
    expect(tooLong.statusCode).toBe(422)
    const subscription = await suite.add(
      suite.admin,
      completeApiProduct(suite.apiDataset, {
        name: 'Subscription Trial',
        pricing_model: 'SUBSCRIPTION',
        unit: 'MONTH',
        monthly_quota: '1000',
        trial_days: '7',
      }),
      false,
    )
    expect(subscription.statusCode, subscription.body).toBe(200)
    expect(subscription.json().data.trial).toBeNull()
  })
})
