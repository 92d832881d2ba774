import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, recommendations, users } from '../../../db/schema'
import { readMailbox } from '../../../../test/mailbox'
import {
  accounts,
  base,
  moveTo,
  openSuite,
  submitRecommendation,
  type Suite,
} from './recommendations.test-helpers'

let suite: Suite

beforeAll(async () => {
  suite = await openSuite()
})
afterAll(async () => {
  await suite.testApp.close()
})

const statusOf = async (id: string) => {
  const [row] = await suite.db
    .select({ status: recommendations.status, note: recommendations.operatorNote })
    .from(recommendations)
    .where(eq(recommendations.id, id))
  return row
}

describe('operator triage of data-need requests', () => {
  it('lists every company’s requests, open ones first, with status filter and search', async () => {
    const fromConsumer = await submitRecommendation(suite, { data_needed: 'Palm oil yields per plantation' })
    const fromProvider = await submitRecommendation(
      suite,
      { data_needed: 'Coffee exports per harbour' },
      accounts.providerAdmin,
    )
    expect((await moveTo(suite, fromConsumer, 'IN_REVIEW')).statusCode).toBe(200)
    const response = await suite.as(accounts.operator, {
      method: 'GET',
      url: `${base}/operator/recommendation/list`,
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json().data
    expect(data.map((item: { id: string }) => item.id)).toEqual([fromProvider, fromConsumer])
    expect(data[0]).toMatchObject({
      status: 'OPEN',
      consumer_legal_name: 'PT Data Nusantara',
      answer_count: 0,
    })

    const inReview = await suite.as(accounts.operator, {
      method: 'GET',
      url: `${base}/operator/recommendation/list?status=IN_REVIEW`,
    })
    expect(inReview.json().data.data.map((item: { id: string }) => item.id)).toEqual([fromConsumer])
    const searched = await suite.as(accounts.operator, {
      method: 'GET',
      url: `${base}/operator/recommendation/list?search=konsumen`,
    })
    expect(searched.json().data.data.map((item: { id: string }) => item.id)).toEqual([fromConsumer])
  })

  it('moves OPEN → IN_REVIEW → FULFILLED, mails the consumer each time and audits each step', async () => {
    const id = await submitRecommendation(suite, { data_needed: 'Tourist arrivals per airport' })
    const review = await moveTo(suite, id, 'IN_REVIEW', 'We are asking two providers')
    expect(review.statusCode).toBe(200)
    expect(review.json().data).toMatchObject({
      status: 'IN_REVIEW',
      operator_note: 'We are asking two providers',
      triaged_by_name: expect.any(String),
    })
    const [reviewMail] = await readMailbox(suite.app, accounts.consumerAdmin)
    expect(reviewMail?.subject).toBe('Your data-need request is now in review')
    expect(reviewMail?.text).toContain('We are asking two providers')

    const fulfilled = await moveTo(suite, id, 'FULFILLED')
    expect(fulfilled.json().data).toMatchObject({
      status: 'FULFILLED',
      operator_note: 'We are asking two providers',
    })
    const [doneMail] = await readMailbox(suite.app, accounts.consumerAdmin)
    expect(doneMail?.subject).toBe('Your data-need request is now fulfilled')

    const steps = await suite.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'recommendation.status_changed')))
    expect(steps.map((step) => step.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'OPEN', to: 'IN_REVIEW' }),
        expect.objectContaining({ from: 'IN_REVIEW', to: 'FULFILLED' }),
      ]),
    )

    const detail = await suite.as(accounts.operator, {
      method: 'GET',
      url: `${base}/operator/recommendation/detail/${id}`,
    })
    expect(detail.json().data).toMatchObject({ status: 'FULFILLED', requester_email: accounts.consumerAdmin })
  })

  it('closes an in-review request', async () => {
    const id = await submitRecommendation(suite)
    await moveTo(suite, id, 'IN_REVIEW')
    const closed = await moveTo(suite, id, 'CLOSED', 'No provider offers this yet')
    expect(closed.statusCode).toBe(200)
    expect(await statusOf(id)).toEqual({ status: 'CLOSED', note: 'No provider offers this yet' })
  })

  it.each([
    [[], 'FULFILLED', 'A data-need request that is open can not be moved to fulfilled'],
    [[], 'CLOSED', 'A data-need request that is open can not be moved to closed'],
    [[], 'OPEN', 'A data-need request that is open can not be moved to open'],
    [['IN_REVIEW'], 'OPEN', 'A data-need request that is in review can not be moved to open'],
    [
      ['IN_REVIEW', 'CLOSED'],
      'IN_REVIEW',
      'A data-need request that is closed can not be moved to in review',
    ],
    [
      ['IN_REVIEW', 'FULFILLED'],
      'CLOSED',
      'A data-need request that is fulfilled can not be moved to closed',
    ],
  ])('after %j refuses a move to %s and changes nothing', async (path, target, message) => {
    const id = await submitRecommendation(suite)
    for (const step of path) expect((await moveTo(suite, id, step)).statusCode).toBe(200)
    const before = await statusOf(id)
    const mailsBefore = (await readMailbox(suite.app, accounts.consumerAdmin)).length
    const response = await moveTo(suite, id, target, 'Should not be stored')
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'RECOMMENDATION_TRANSITION_NOT_ALLOWED', message })
    expect(await statusOf(id)).toEqual(before)
    expect(await readMailbox(suite.app, accounts.consumerAdmin)).toHaveLength(mailsBefore)
  })

  it('refuses an unknown status value and a note that is too long', async () => {
    const id = await submitRecommendation(suite)
    const unknown = await moveTo(suite, id, 'DONE')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ status: 'Status is not valid' })
    const long = await moveTo(suite, id, 'IN_REVIEW', 'x'.repeat(501))
    expect(long.json().errors).toEqual({ note: 'Note may not be greater than 500 characters' })
  })

  it('answers 404 for an unknown id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await moveTo(suite, missing, 'IN_REVIEW')).statusCode).toBe(404)
    const detail = await suite.as(accounts.operator, {
      method: 'GET',
      url: `${base}/operator/recommendation/detail/${missing}`,
    })
    expect(detail.statusCode).toBe(404)
  })

  it.each([accounts.consumerOwner, accounts.consumerAdmin, accounts.providerOwner])(
    'refuses %s, who is not an operator, on every operator call',
    async (email) => {
      const id = await submitRecommendation(suite)
      const calls = [
        { method: 'GET' as const, url: `${base}/operator/recommendation/list` },
        { method: 'GET' as const, url: `${base}/operator/recommendation/detail/${id}` },
        {
          method: 'PUT' as const,
          url: `${base}/operator/recommendation/status/${id}`,
          payload: { status: 'IN_REVIEW' },
        },
      ]
      for (const call of calls) {
        const response = await suite.as(email, call)
        expect(response.statusCode, call.url).toBe(403)
      }
      expect(await statusOf(id)).toEqual({ status: 'OPEN', note: null })
    },
  )
})

describe('the status mail in the requester’s language', () => {
  it('tells a requester who chose Indonesian of each move in Indonesian, the status named in it', async () => {
    const chooseLanguage = (language: 'id' | null) =>
      suite.db.update(users).set({ language }).where(eq(users.email, accounts.consumerAdmin))
    await chooseLanguage('id')
    try {
      const id = await submitRecommendation(suite, { data_needed: 'Harga gabah per kabupaten' })
      expect((await moveTo(suite, id, 'IN_REVIEW', 'Kami sedang menghubungi dua penyedia')).statusCode).toBe(
        200,
      )
      const [mail] = await readMailbox(suite.app, accounts.consumerAdmin)
      expect(mail?.subject).toBe('Permintaan kebutuhan data Anda kini sedang ditinjau')
      expect(mail?.text).toContain('Status permintaan kebutuhan data Anda berubah menjadi Sedang ditinjau.')
      expect(mail?.text).toContain('Yang Anda minta: Harga gabah per kabupaten')
      expect(mail?.text).toContain('Catatan dari tim Lumbung: Kami sedang menghubungi dua penyedia')
      expect(mail?.html).toContain('<html lang="id">')
    } finally {
      await chooseLanguage(null)
    }
  })
})
