import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../app'
import type { Database } from '../../../db/database'
import { createProductsRepository } from './products.repository'
import {
  completeApiProduct,
  files,
  openProductsSuite,
  productsBase,
  type ProductsSuite,
} from './products.test-helpers'

type Headers = Record<string, string>
let suite: ProductsSuite
let app: App
let db: Database
let admin: Headers
let member: Headers
let consumerOwner: Headers
let apiDataset: string

const base = productsBase

beforeAll(async () => {
  suite = await openProductsSuite()
  ;({ app, db, admin, member, consumerOwner, apiDataset } = suite)
})

afterAll(async () => suite.close())

const add = (...args: Parameters<ProductsSuite['add']>) => suite.add(...args)
const update = (...args: Parameters<ProductsSuite['update']>) => suite.update(...args)
const put = (...args: Parameters<ProductsSuite['put']>) => suite.put(...args)
const get = (...args: Parameters<ProductsSuite['get']>) => suite.get(...args)

describe('the life of a product', () => {
  it('goes draft → published → archived → published, and only a draft is deleted', async () => {
    const created = await add(admin, { name: 'Lifecycle product' }, true)
    const id = created.json().data.id as string

    const incomplete = await put(admin, `${base}/publish/${id}`)
    expect(incomplete.statusCode).toBe(422)

    const filled = await update(
      admin,
      { id, ...completeApiProduct(apiDataset, { name: 'Lifecycle product' }) },
      true,
    )
    expect(filled.json().data.status).toBe('DRAFT')
    const published = await put(admin, `${base}/publish/${id}`)
    expect(published.statusCode).toBe(200)
    expect(published.json().data.status).toBe('PUBLISHED')
    expect(published.json().data.published_date).not.toBeNull()
    expect((await put(admin, `${base}/publish/${id}`)).statusCode).toBe(409)

    expect(
      (await app.inject({ method: 'DELETE', url: `${base}/delete/${id}`, headers: admin })).statusCode,
    ).toBe(409)
    const repository = createProductsRepository(db)
    expect(await repository.isDatasetUsedByPublishedProduct(suite.providerId, apiDataset)).toBe(true)

    const wrongType = await put(admin, `${base}/archive/${id}?data_type=FILE`)
    expect(wrongType.statusCode).toBe(422)
    const noType = await put(admin, `${base}/archive/${id}`)
    expect(noType.json().errors.data_type).toBe('Data type can not be empty')
    const archived = await put(admin, `${base}/archive/${id}?data_type=API`)
    expect(archived.json().data.status).toBe('ARCHIVED')
    expect((await put(admin, `${base}/archive/${id}?data_type=API`)).statusCode).toBe(409)
    expect(
      (await app.inject({ method: 'DELETE', url: `${base}/delete/${id}`, headers: admin })).statusCode,
    ).toBe(409)

    // Putting a product back on the marketplace is the owner's and admins' (the contract's action roles).
    const byMember = await put(member, `${base}/publish/${id}`)
    expect(byMember.statusCode).toBe(403)
    const republished = await put(admin, `${base}/publish/${id}`)
    expect(republished.json().data.status).toBe('PUBLISHED')

    const history = await get(admin, `${base}/history/${id}`)
    expect(history.json().data.data.map((entry: { action: string }) => entry.action)).toEqual([
      'product.published',
      'product.archived',
      'product.published',
      'product.created',
    ])
  })

  it('deletes a draft with its files', async () => {
    const created = await add(member, { name: 'Throwaway draft' }, true, [
      { field: 'product_image', filename: 'a.png', bytes: files.png() },
    ])
    const { id, product_image_url: imageUrl } = created.json().data
    const deleted = await app.inject({ method: 'DELETE', url: `${base}/delete/${id}`, headers: member })
    expect(deleted.statusCode).toBe(200)
    expect((await get(member, `${base}/detail/${id}`)).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404)
  })

  it('audits each edit of a published product with the changed fields before and after', async () => {
    const created = await add(admin, completeApiProduct(apiDataset, { name: 'Audited product' }), false)
    const id = created.json().data.id as string
    const changed = await update(
      admin,
      { id, ...completeApiProduct(apiDataset, { name: 'Audited product', price: '2500' }) },
      false,
    )
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data.price).toBe(2500)

    const history = await get(member, `${base}/history/${id}`)
    const [latest] = history.json().data.data
    expect(latest).toMatchObject({
      action: 'product.updated',
      actor_name: 'Dewi Lestari',
      changes: [{ field: 'price', before: 1500, after: 2500 }],
    })
  })

  it('keeps a published product complete and never turns it back into a draft', async () => {
    const created = await add(admin, completeApiProduct(apiDataset, { name: 'Stays complete' }), false)
    const id = created.json().data.id as string
    const emptied = await update(admin, { id, name: 'Stays complete' }, false)
    expect(emptied.statusCode).toBe(422)
    expect(emptied.json().code).toBe('PRODUCT_INCOMPLETE')
    const asDraft = await update(admin, { id, ...completeApiProduct(apiDataset) }, true)
    expect(asDraft.statusCode).toBe(409)
    expect((await get(admin, `${base}/detail/${id}`)).json().data.price).toBe(1500)
  })

  it('answers the detail only for the data type asked', async () => {
    const created = await add(admin, completeApiProduct(apiDataset, { name: 'Typed detail' }), false)
    const id = created.json().data.id as string
    expect((await get(admin, `${base}/detail/${id}?data_type=API`)).statusCode).toBe(200)
    expect((await get(admin, `${base}/detail/${id}?data_type=FILE`)).statusCode).toBe(404)
  })

  it('filters the list by status and data type and pages it', async () => {
    const published = await get(admin, `${base}/list?status=PUBLISHED&data_type=API&limit=2`)
    const body = published.json().data
    expect(body.data).toHaveLength(2)
    expect(body.total_data).toBeGreaterThan(2)
    expect(body.data.every((item: { status: string }) => item.status === 'PUBLISHED')).toBe(true)
    expect((await get(admin, `${base}/list?status=SOLD`)).statusCode).toBe(422)
  })
})

describe('dataset sources', () => {
  it('lists the tenant’s datasets of a data type, leaving out the statuses asked', async () => {
    const all = await get(member, '/api/data/dropdown/products/dataset-source?data_type=API')
    const names = all.json().data.data.map((item: { description: string }) => item.description)
    expect(names).toEqual(expect.arrayContaining(['NIK phone match', 'Weather draft']))
    expect(names).not.toContain('Retail outlets')
    const active = await get(
      member,
      '/api/data/dropdown/products/dataset-source?data_type=API&exclude_status=DRAFT,INACTIVE',
    )
    expect(active.json().data.data.map((item: { description: string }) => item.description)).not.toContain(
      'Weather draft',
    )
    expect((await get(member, '/api/data/dropdown/products/dataset-source')).statusCode).toBe(422)
  })
})

describe('who may manage products', () => {
  it('refuses a consumer-only company and signed-out callers', async () => {
    expect((await get(consumerOwner, `${base}/list`)).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: `${base}/list` })).statusCode).toBe(401)
    expect((await get(consumerOwner, '/api/data/dropdown/products/consumer')).statusCode).toBe(403)
  })
})
