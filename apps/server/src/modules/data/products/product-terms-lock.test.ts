import { productErrorMessages } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertDataset, userIdOf } from '../../../../test/builders'
import { transactionRequests } from '../../../db/schema'
import { insertPurchaseRow, type PurchaseValues } from '../../transaction/purchased/purchased.test-helpers'
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
let otherApiDataset: string
let requestedBy: string

const dayMs = 24 * 60 * 60 * 1000

beforeAll(async () => {
  suite = await openProductsSuite()
  ;({ admin, member, apiDataset } = suite)
  otherApiDataset = await insertDataset(suite.db, suite.providerId, { name: 'Second API', dataType: 'API' })
  requestedBy = await userIdOf(suite.db, 'owner@consumer.test')
})

afterAll(async () => suite.close())

async function publishedProduct(name: string) {
  const created = await suite.add(admin, completeApiProduct(apiDataset, { name }), false)
  expect(created.statusCode).toBe(200)
  return created.json().data.id as string
}

const buy = (productId: string, values: Partial<PurchaseValues> = {}) =>
  insertPurchaseRow(suite.db, {
    productId,
    productName: 'Locked product',
    consumerTenantId: suite.consumerId,
    providerTenantId: suite.providerId,
    providerLegalName: 'PT Data Nusantara',
    requestedBy,
    status: 'APPROVED',
    ...values,
  })

const fileTerms = {
  data_type: 'FILE',
  pricing_model: 'ONE_TIME',
  unit: 'FILE',
  delivery_method: 'DOWNLOAD',
}

describe('a published product with live purchases', () => {
  it('refuses a new data type or dataset with 409 and says a new product is the way', async () => {
    const id = await publishedProduct('Locked by a buyer')
    await buy(id)
    const detail = await suite.get(admin, `${productsBase}/detail/${id}`)
    expect(detail.json().data.has_live_purchases).toBe(true)

    const newDataset = await suite.update(
      admin,
      { id, ...completeApiProduct(otherApiDataset, { name: 'Locked by a buyer' }) },
      false,
    )
    expect(newDataset.statusCode).toBe(409)
    expect(newDataset.json()).toMatchObject({
      code: 'PRODUCT_TERMS_LOCKED',
      message: productErrorMessages.termsLocked,
    })
    expect(newDataset.json().message).toContain('new product')

    const newType = await suite.update(
      admin,
      { id, ...completeApiProduct(suite.fileDataset, { name: 'Locked by a buyer', ...fileTerms }) },
      false,
    )
    expect(newType.statusCode).toBe(409)
    expect(newType.json().code).toBe('PRODUCT_TERMS_LOCKED')
    expect((await suite.get(admin, `${productsBase}/detail/${id}`)).json().data.dataset_source_id).toBe(
      apiDataset,
    )

    // Everything else stays editable.
    const renamed = await suite.update(
      admin,
      { id, ...completeApiProduct(apiDataset, { name: 'Renamed under a buyer' }) },
      false,
    )
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().data.name).toBe('Renamed under a buyer')
  })

  it('allows the change once no purchase is live: none, expired or revoked', async () => {
    const unsold = await publishedProduct('Never sold')
    const expired = await publishedProduct('Sold, expired')
    await buy(expired, {
      pricingModel: 'SUBSCRIPTION',
      unit: 'MONTH',
      periodCount: 1,
      periodStart: new Date(Date.now() - 40 * dayMs),
      periodEnd: new Date(Date.now() - 10 * dayMs),
    })
    const revoked = await publishedProduct('Sold, revoked')
    const purchase = await buy(revoked)
    await suite.db
      .update(transactionRequests)
      .set({ accessStatus: 'REVOKED', accessReason: 'Ended', accessChangedAt: new Date() })
      .where(eq(transactionRequests.id, purchase.id))

    for (const [id, name] of [
      [unsold, 'Never sold'],
      [expired, 'Sold, expired'],
      [revoked, 'Sold, revoked'],
    ] as const) {
      expect((await suite.get(admin, `${productsBase}/detail/${id}`)).json().data.has_live_purchases).toBe(
        false,
      )
      const moved = await suite.update(admin, { id, ...completeApiProduct(otherApiDataset, { name }) }, false)
      expect(moved.statusCode).toBe(200)
      expect(moved.json().data.dataset_source_id).toBe(otherApiDataset)
    }
  })
})

describe('who may change a product', () => {
  it('lets members prepare drafts but not edit, publish or archive what is on the marketplace', async () => {
    const id = await publishedProduct('Admins only')
    const edit = await suite.update(
      member,
      { id, ...completeApiProduct(apiDataset, { name: 'By member' }) },
      false,
    )
    expect(edit.statusCode).toBe(403)
    expect(edit.json()).toMatchObject({
      code: 'PRODUCT_OWNER_OR_ADMIN_ONLY',
      message: productErrorMessages.ownerOrAdminOnly,
    })
    expect((await suite.put(member, `${productsBase}/archive/${id}?data_type=API`)).statusCode).toBe(403)
    expect((await suite.get(member, `${productsBase}/detail/${id}`)).json().data.name).toBe('Admins only')

    const publishedAtOnce = await suite.add(
      member,
      completeApiProduct(apiDataset, { name: 'At once' }),
      false,
    )
    expect(publishedAtOnce.statusCode).toBe(403)

    const draft = await suite.add(member, completeApiProduct(apiDataset, { name: 'Member draft' }), true)
    expect(draft.statusCode).toBe(200)
    const draftId = draft.json().data.id as string
    const redrafted = await suite.update(
      member,
      { id: draftId, ...completeApiProduct(apiDataset, { name: 'Member draft, again' }) },
      true,
    )
    expect(redrafted.statusCode).toBe(200)
    expect((await suite.put(member, `${productsBase}/publish/${draftId}`)).statusCode).toBe(403)
    expect((await suite.put(admin, `${productsBase}/publish/${draftId}`)).statusCode).toBe(200)
  })
})
