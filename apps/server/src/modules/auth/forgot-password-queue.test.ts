import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readMailbox } from '../../../test/mailbox'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { userTokens, users } from '../../db/schema'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp()
})
afterAll(() => subject.close())

const forgot = (email: string) =>
  subject.app.inject({ method: 'POST', url: `/api/auth/forgot-password/${encodeURIComponent(email)}` })

const resetTokensOf = async (email: string) => {
  const rows = await subject.database.db
    .select({ id: userTokens.id })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(eq(users.email, email))
  return rows.length
}

it('answers a known address without looking it up, so it takes the time an unknown one takes', async () => {
  const before = await resetTokensOf('owner@consumer.test')
  const known = await forgot('owner@consumer.test')
  const unknown = await forgot('nobody@consumer.test')
  expect(known.statusCode).toBe(200)
  expect(unknown.body).toBe(known.body)
  // Nothing about the account was done while the request was answered: no token, no mail.
  expect(await resetTokensOf('owner@consumer.test')).toBe(before)

  await subject.app.jobs.drain()
  expect(await resetTokensOf('owner@consumer.test')).toBe(before + 1)
  const [mail] = await readMailbox(subject.app, 'owner@consumer.test')
  expect(mail?.subject).toBe('Reset your Lumbung password')
  expect(await readMailbox(subject.app, 'nobody@consumer.test')).toEqual([])
})
