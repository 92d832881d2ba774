import { recommendationErrorMessages } from '@lumbung/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readMailbox } from '../../../../test/mailbox'
import { createTestApp, headersFor, type TestApp } from '../../../../test/test-app'
import { tenantIdOf } from '../../../../test/builders'
import { recommendations } from '../../../db/schema'
import { validRecommendation } from './recommendations.test-helpers'

const limit = 5

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp({ config: { dataNeedRequestsPerDay: limit } })
})
afterAll(() => subject.close())

const submit = async (email: string) =>
  subject.app.inject({
    method: 'POST',
    url: '/api/transaction/consumer/recommendation',
    headers: await headersFor(subject.app, email),
    payload: validRecommendation(),
  })

it('takes five a day from an unverified company, refuses the sixth with 429, and mails operators five times', async () => {
  const tenantId = await tenantIdOf(subject.database.db, 'PT Baru Berdiri')
  const before = await subject.database.db
    .select()
    .from(recommendations)
    .where(eq(recommendations.tenantId, tenantId))
  const mailsBefore = (await readMailbox(subject.app, 'operator@lumbung.test')).length
  for (let index = before.length; index < limit; index += 1)
    expect((await submit('owner@unverified.test')).statusCode).toBe(200)

  const refused = await submit('owner@unverified.test')
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toMatchObject({
    status: 'ERROR',
    code: 'TOO_MANY_REQUESTS',
    message: recommendationErrorMessages.dailyLimitReached(limit),
  })
  const after = await subject.database.db
    .select()
    .from(recommendations)
    .where(eq(recommendations.tenantId, tenantId))
  expect(after).toHaveLength(limit)
  await subject.app.jobs.drain()
  expect((await readMailbox(subject.app, 'operator@lumbung.test')).length).toBe(
    mailsBefore + limit - before.length,
  )
})

it('counts by calendar day in Jakarta: yesterday’s requests leave today free', async () => {
  const tenantId = await tenantIdOf(subject.database.db, 'PT Baru Berdiri')
  await subject.database.db
    .update(recommendations)
    .set({ createdAt: sql`now() - interval '1 day'` })
    .where(eq(recommendations.tenantId, tenantId))
  expect((await submit('owner@unverified.test')).statusCode).toBe(200)
})

it('counts each company on its own', async () => {
  expect((await submit('member@consumer.test')).statusCode).toBe(200)
})
