import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, recommendations } from '../../../db/schema'
import { readMailbox } from '../../../../test/mailbox'
import { tenantIdOf } from '../../../../test/builders'
import {
  accounts,
  base,
  companies,
  openSuite,
  submitRecommendation,
  validRecommendation,
  type Suite,
} from './recommendations.test-helpers'

let suite: Suite

beforeAll(async () => {
  suite = await openSuite()
})
afterAll(async () => {
  await suite.testApp.close()
})

const submit = (payload: Record<string, unknown>, email: string = accounts.consumerAdmin) =>
  suite.as(email, { method: 'POST', url: `${base}/consumer/recommendation`, payload })

describe('POST /api/transaction/consumer/recommendation', () => {
  it('stores the request as OPEN with the area names beside the codes', async () => {
    const response = await submit(validRecommendation())
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.message).toBe('Your data-need request has been sent')
    expect(body.data).toMatchObject({
      status: 'OPEN',
      data_needed: 'Monthly foot traffic per shopping mall in Jakarta',
      industry: 'WHOLESALE_RETAIL',
      industry_description: 'Wholesale and Retail Trade',
      province_name: 'Daerah Khusus Ibukota Jakarta',
      district_name: 'Kabupaten Administrasi Kepulauan Seribu',
      subdistrict_name: 'Kepulauan Seribu Utara',
      budget: 25_000_000,
      needed_by: '2099-12-31',
      consumer_legal_name: companies.consumer,
      requester_email: accounts.consumerAdmin,
      answers: [],
    })
  })

  it('tells every operator and writes the audit log', async () => {
    const id = await submitRecommendation(suite, { data_needed: 'Daily rice prices per regency market' })
    const [mail] = await readMailbox(suite.app, accounts.operator)
    expect(mail?.subject).toBe(`New data-need request from ${companies.consumer}`)
    expect(mail?.text).toContain('Daily rice prices per regency market')
    expect(mail?.text).toContain(`/operator/data-needs/${id}`)
    const entries = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'recommendation.created')))
    expect(entries).toHaveLength(1)
  })

  it('accepts a need without region, budget or date, and a region that stops at the province', async () => {
    const bare = await submit({
      data_needed: 'Vessel positions in Indonesian waters',
      purpose: 'Planning our shipping routes',
      industry: 'TRANSPORTATION_LOGISTICS',
    })
    expect(bare.statusCode).toBe(200)
    expect(bare.json().data).toMatchObject({ province_code: null, budget: null, needed_by: null })
    const provinceOnly = await submit(validRecommendation({ district_code: '', subdistrict_code: '' }))
    expect(provinceOnly.statusCode).toBe(200)
    expect(provinceOnly.json().data).toMatchObject({
      province_name: 'Daerah Khusus Ibukota Jakarta',
      district_code: null,
    })
  })

  it('answers the validation messages for missing and malformed fields', async () => {
    const response = await submit({
      data_needed: 'short',
      purpose: '',
      industry: 'SPACE_MINING',
      budget: 'a lot',
      needed_by: '2020-01-01',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({
      data_needed: 'Data needed may not be less than 10 characters',
      purpose: 'Purpose can not be empty',
      industry: 'Industry is not valid',
      budget: 'Budget must be number',
      needed_by: 'Needed by can not be in the past',
    })
  })

  it('refuses a negative budget and a district without its province', async () => {
    const response = await submit(validRecommendation({ budget: -5, province_code: '' }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({
      budget: 'Budget must be at least 0',
      province_code: 'Province can not be empty',
    })
  })

  it.each([
    [
      { province_code: '99', district_code: '', subdistrict_code: '' },
      'province_code',
      'Province is not valid',
    ],
    [{ district_code: '32.01' }, 'district_code', 'District is not valid'],
    [{ subdistrict_code: '31.71.01' }, 'subdistrict_code', 'Sub-district is not valid'],
  ])('checks the region codes exist and nest: %j', async (region, field, message) => {
    const before = await suite.db.select({ id: recommendations.id }).from(recommendations)
    const response = await submit(validRecommendation(region))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ [field]: message })
    const after = await suite.db.select({ id: recommendations.id }).from(recommendations)
    expect(after).toHaveLength(before.length)
  })

  it('lets a member and an unverified company send one (it is only a wish list)', async () => {
    expect((await submit(validRecommendation(), accounts.consumerMember)).statusCode).toBe(200)
    const unverified = await submit(validRecommendation(), accounts.unverifiedOwner)
    expect(unverified.statusCode).toBe(200)
    expect(unverified.json().data.consumer_legal_name).toBe(companies.unverified)
  })

  it('refuses a caller who is not signed in', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: `${base}/consumer/recommendation`,
      payload: validRecommendation(),
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('the consumer reads its own data-need requests', () => {
  it('lists only its own company’s, newest first, with status filter and search', async () => {
    const ownId = await submitRecommendation(suite, {
      data_needed: 'Electricity usage per household in Bali',
    })
    const otherId = await submitRecommendation(
      suite,
      { data_needed: 'Electricity usage per factory in Java' },
      accounts.providerAdmin,
    )
    const response = await suite.as(accounts.consumerAdmin, {
      method: 'GET',
      url: `${base}/consumer/recommendation/list?limit=100`,
    })
    expect(response.statusCode).toBe(200)
    const { data, total_data } = response.json().data
    const consumerId = await tenantIdOf(suite.db, companies.consumer)
    expect(data.every((item: { consumer_id: string }) => item.consumer_id === consumerId)).toBe(true)
    expect(data.map((item: { id: string }) => item.id)).toContain(ownId)
    expect(data.map((item: { id: string }) => item.id)).not.toContain(otherId)
    expect(data[0].id).toBe(ownId)
    expect(total_data).toBe(data.length)

    const searched = await suite.as(accounts.consumerMember, {
      method: 'GET',
      url: `${base}/consumer/recommendation/list?search=electricity&status=OPEN`,
    })
    expect(searched.json().data.data.map((item: { id: string }) => item.id)).toEqual([ownId])
    const closed = await suite.as(accounts.consumerAdmin, {
      method: 'GET',
      url: `${base}/consumer/recommendation/list?status=CLOSED`,
    })
    expect(closed.json().data).toEqual({ data: [], total_data: 0 })
  })

  it('opens its own request and answers 404 for another company’s or an unknown id', async () => {
    const ownId = await submitRecommendation(suite)
    const otherId = await submitRecommendation(suite, {}, accounts.providerAdmin)
    const own = await suite.as(accounts.consumerAdmin, {
      method: 'GET',
      url: `${base}/consumer/recommendation/detail/${ownId}`,
    })
    expect(own.statusCode).toBe(200)
    expect(own.json().data.id).toBe(ownId)
    for (const id of [otherId, '00000000-0000-4000-8000-000000000000']) {
      const response = await suite.as(accounts.consumerAdmin, {
        method: 'GET',
        url: `${base}/consumer/recommendation/detail/${id}`,
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().code).toBe('NOT_FOUND')
    }
    const malformed = await suite.as(accounts.consumerAdmin, {
      method: 'GET',
      url: `${base}/consumer/recommendation/detail/not-an-id`,
    })
    expect(malformed.statusCode).toBe(422)
  })
})
