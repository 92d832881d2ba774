import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertDataset } from '../../../../test/builders'
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
let otherDataset: string

beforeAll(async () => {
  suite = await openProductsSuite()
  ;({ admin, member, apiDataset } = suite)
  otherDataset = await insertDataset(suite.db, suite.providerId, {
    name: 'Phone registry v2',
    dataType: 'API',
  })
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

  it('names fields and values as a person reads them: labels, list labels, rupiah, dataset names', async () => {
    const created = await suite.add(
      admin,
      completeApiProduct(apiDataset, { name: 'Readable history' }),
      false,
    )
    const id = created.json().data.id as string
    const changed = await suite.update(
      admin,
      {
        id,
        ...completeApiProduct(otherDataset, {
          name: 'Readable history',
          price: '2500000',
          category: ['IDENTITY_VERIFICATION', 'FINANCIAL'],
          is_private: 'false',
          is_consent: 'true',
        }),
      },
      false,
    )
    expect(changed.statusCode).toBe(200)
    const history = await suite.get(member, `${productsBase}/history/${id}`)
    const [latest] = history.json().data.data
    const byField = Object.fromEntries(
      latest.changes.map((change: { field: string }) => [change.field, change]),
    ) as Record<string, { label: string; before_text: string; after_text: string }>
    expect(byField.price).toMatchObject({
      label: 'Price',
      before_text: 'Rp 1.500',
      after_text: 'Rp 2.500.000',
    })
    expect(byField.dataset_source_id).toMatchObject({
      label: 'Dataset source',
      before_text: 'NIK phone match',
      after_text: 'Phone registry v2',
    })
    expect(byField.is_consent).toMatchObject({ before_text: 'No', after_text: 'Yes' })
    expect(byField.category!.label).toBe('Category')
    expect(byField.category!.after_text).toBe('Identity verification, Financial and credit')
    // Nothing a person reads is a raw field name or an id.
    for (const change of Object.values(byField)) {
      expect(change.label).not.toMatch(/_/)
      expect(`${change.before_text} ${change.after_text}`).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
    }
  })
})
