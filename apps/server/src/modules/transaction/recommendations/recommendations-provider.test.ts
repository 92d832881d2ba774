import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, recommendationResponses } from '../../../db/schema'
import { readMailbox } from '../../../../test/mailbox'
import { tenantIdOf } from '../../../../test/builders'
import {
  accounts,
  base,
  companies,
  deactivate,
  insertProduct,
  makeProvider,
  moveTo,
  openSuite,
  submitRecommendation,
  type Suite,
} from './recommendations.test-helpers'

let suite: Suite
const products: Record<string, string> = {}

beforeAll(async () => {
  suite = await openSuite()
  const providerId = await tenantIdOf(suite.db, companies.provider)
  const consumerId = await tenantIdOf(suite.db, companies.consumer)
  const unverifiedId = await tenantIdOf(suite.db, companies.unverified)
  products.published = await insertProduct(suite.db, providerId, { name: 'Mall foot traffic' })
  products.second = await insertProduct(suite.db, providerId, { name: 'Outlet catchment areas' })
  products.draft = await insertProduct(suite.db, providerId, { name: 'Draft traffic', status: 'DRAFT' })
  products.archived = await insertProduct(suite.db, providerId, { name: 'Old traffic', status: 'ARCHIVED' })
  products.privateForConsumer = await insertProduct(suite.db, providerId, {
    name: 'Private offer for Konsumen',
    consumerTenantId: consumerId,
  })
  products.privateForOther = await insertProduct(suite.db, providerId, {
    name: 'Private offer for someone else',
    consumerTenantId: unverifiedId,
  })
  products.otherTenant = await insertProduct(suite.db, consumerId, { name: 'Konsumen own product' })
})
afterAll(async () => {
  await suite.testApp.close()
})

const board = (email: string = accounts.providerAdmin, query = '') =>
  suite.as(email, { method: 'GET', url: `${base}/provider/recommendation/list${query}` })
const detail = (id: string, email: string = accounts.providerAdmin) =>
  suite.as(email, { method: 'GET', url: `${base}/provider/recommendation/detail/${id}` })
const respond = (
  id: string,
  productId: string,
  email: string = accounts.providerAdmin,
  message = 'Our foot traffic data covers every mall in Jakarta',
) =>
  suite.as(email, {
    method: 'POST',
    url: `${base}/provider/recommendation/respond/${id}`,
    payload: { product_id: productId, message },
  })
const idsOf = (response: Awaited<ReturnType<typeof board>>) =>
  (response.json().data.data as { id: string }[]).map((item) => item.id)

describe('the provider board', () => {
  it('shows other companies’ OPEN and IN_REVIEW requests only, without the requester’s contact details', async () => {
    const open = await submitRecommendation(suite, { data_needed: 'Board visibility: open one' })
    const inReview = await submitRecommendation(suite, { data_needed: 'Board visibility: in review' })
    const fulfilled = await submitRecommendation(suite, { data_needed: 'Board visibility: fulfilled' })
    const closed = await submitRecommendation(suite, { data_needed: 'Board visibility: closed' })
    const ownCompany = await submitRecommendation(
      suite,
      { data_needed: 'Board visibility: own' },
      accounts.providerAdmin,
    )
    await moveTo(suite, inReview, 'IN_REVIEW')
    for (const [id, end] of [
      [fulfilled, 'FULFILLED'],
      [closed, 'CLOSED'],
    ] as const) {
      await moveTo(suite, id, 'IN_REVIEW')
      await moveTo(suite, id, end)
    }
    const response = await board(accounts.providerMember, '?search=board%20visibility')
    expect(response.statusCode).toBe(200)
    expect(idsOf(response)).toEqual([inReview, open])
    expect(idsOf(response)).not.toContain(ownCompany)
    const [item] = response.json().data.data
    expect(item).toMatchObject({ consumer_legal_name: companies.consumer, my_answers: [] })
    for (const hidden of ['requester_name', 'requester_email', 'operator_note', 'answers', 'consumer_id']) {
      expect(item).not.toHaveProperty(hidden)
    }
    expect(JSON.stringify(response.json())).not.toContain(accounts.consumerAdmin)

    for (const id of [fulfilled, closed, ownCompany, '00000000-0000-4000-8000-000000000000']) {
      expect((await detail(id)).statusCode, id).toBe(404)
    }
  })

  it('is closed to consumers only, unverified providers and operators', async () => {
    const id = await submitRecommendation(suite)
    await makeProvider(suite.db, companies.unverified)
    for (const email of [accounts.consumerAdmin, accounts.unverifiedOwner, accounts.operator]) {
      expect((await board(email)).statusCode, email).toBe(403)
      expect((await detail(id, email)).statusCode, email).toBe(403)
      expect((await respond(id, products.published!, email)).statusCode, email).toBe(403)
    }
  })

  it('offers its own published products that may go to this company, less the ones already given', async () => {
    const id = await submitRecommendation(suite)
    const response = await detail(id)
    expect(response.statusCode).toBe(200)
    const offered = response.json().data.answerable_products.map((item: { value: string }) => item.value)
    expect(offered.sort()).toEqual([products.published, products.second, products.privateForConsumer].sort())
  })
})

describe('answering a data-need request', () => {
  it('stores the answer, mails the consumer who asked and shows it on both sides', async () => {
    const id = await submitRecommendation(suite, { data_needed: 'Foot traffic for the answer test' })
    const response = await respond(id, products.published!)
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Your answer has been sent to the consumer')
    const data = response.json().data
    expect(data.my_answers).toEqual([
      expect.objectContaining({ product_id: products.published, product_name: 'Mall foot traffic' }),
    ])
    expect(data.answerable_products.map((item: { value: string }) => item.value)).not.toContain(
      products.published,
    )

    const [mail] = await readMailbox(suite.app, accounts.consumerAdmin)
    expect(mail?.subject).toBe(`${companies.provider} answered your data-need request`)
    expect(mail?.text).toContain(`/consumer/marketplace/products/${products.published}`)
    expect(mail?.text).toContain('Our foot traffic data covers every mall in Jakarta')

    const own = await suite.as(accounts.consumerMember, {
      method: 'GET',
      url: `${base}/consumer/recommendation/detail/${id}`,
    })
    expect(own.json().data.answers).toEqual([
      expect.objectContaining({
        product_id: products.published,
        provider_name: companies.provider,
        is_product_available: true,
        message: 'Our foot traffic data covers every mall in Jakarta',
      }),
    ])
    const operatorView = await suite.as(accounts.operator, {
      method: 'GET',
      url: `${base}/operator/recommendation/list?search=answer%20test`,
    })
    expect(operatorView.json().data.data[0].answer_count).toBe(1)
    const audited = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'recommendation.answered')))
    expect(audited).toHaveLength(1)
  })

  it('refuses a second answer with the same product, and takes another product', async () => {
    const id = await submitRecommendation(suite)
    expect((await respond(id, products.published!)).statusCode).toBe(200)
    const again = await respond(id, products.published!, accounts.providerMember)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('RECOMMENDATION_ALREADY_ANSWERED')
    expect((await respond(id, products.second!)).statusCode).toBe(200)
    const rows = await suite.db
      .select()
      .from(recommendationResponses)
      .where(eq(recommendationResponses.recommendationId, id))
    expect(rows).toHaveLength(2)
  })

  it.each(['draft', 'archived', 'otherTenant', 'privateForOther'])(
    'refuses the %s product and stores nothing',
    async (kind) => {
      const id = await submitRecommendation(suite)
      const response = await respond(id, products[kind]!)
      expect(response.statusCode).toBe(422)
      expect(response.json().code).toBe('RECOMMENDATION_PRODUCT_NOT_ANSWERABLE')
      const rows = await suite.db
        .select()
        .from(recommendationResponses)
        .where(eq(recommendationResponses.recommendationId, id))
      expect(rows).toHaveLength(0)
    },
  )

  it('accepts a private offer made to the asking company', async () => {
    const id = await submitRecommendation(suite)
    expect((await respond(id, products.privateForConsumer!)).statusCode).toBe(200)
  })

  it.each(['FULFILLED', 'CLOSED'])('refuses to answer a %s request', async (end) => {
    const id = await submitRecommendation(suite)
    await moveTo(suite, id, 'IN_REVIEW')
    expect((await respond(id, products.published!)).statusCode).toBe(200)
    await moveTo(suite, id, end)
    const response = await respond(id, products.second!)
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('RECOMMENDATION_NOT_ANSWERABLE')
  })

  it('answers 404 for its own company’s request and an unknown id', async () => {
    const own = await submitRecommendation(suite, {}, accounts.providerAdmin)
    for (const id of [own, '00000000-0000-4000-8000-000000000000']) {
      const response = await respond(id, products.published!)
      expect(response.statusCode).toBe(404)
    }
  })

  it('validates the message and the product id with the validation messages', async () => {
    const id = await submitRecommendation(suite)
    const response = await suite.as(accounts.providerAdmin, {
      method: 'POST',
      url: `${base}/provider/recommendation/respond/${id}`,
      payload: { product_id: '', message: 'short' },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      product_id: 'Product can not be empty',
      message: 'Message may not be less than 10 characters',
    })
  })

  it('sends no mail when the consumer who asked has left', async () => {
    const id = await submitRecommendation(suite, {}, accounts.consumerMember)
    await deactivate(suite.db, accounts.consumerMember)
    const before = (await readMailbox(suite.app, accounts.consumerMember)).length
    expect((await respond(id, products.published!)).statusCode).toBe(200)
    expect(await readMailbox(suite.app, accounts.consumerMember)).toHaveLength(before)
  })
})
