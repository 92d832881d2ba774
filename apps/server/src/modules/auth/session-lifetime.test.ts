import { accountErrorMessages } from '@lumbung/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, signInThroughForm, type TestApp } from '../../../test/test-app'
import { sessions, users } from '../../db/schema'

const maxDays = 2

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp({ config: { sessionMaxDays: maxDays } })
})
afterAll(() => subject.close())

const refresh = (refreshToken: string) =>
  subject.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    payload: { refresh_token: refreshToken },
  })

/** Moves every session of the user `hours` into the past, as if the sign-in had happened then. */
async function signedInHoursAgo(email: string, hours: number) {
  const [user] = await subject.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  await subject.database.db
    .update(sessions)
    .set({ createdAt: sql`${sessions.createdAt} - ${hours} * interval '1 hour'` })
    .where(eq(sessions.userId, user!.id))
}

it('ends a sign-in kept alive by refreshing once it is older than the maximum, whatever its token says', async () => {
  const first = await signInThroughForm(subject.app, 'member@provider.test')
  const rotated = await refresh(first.refreshToken)
  expect(rotated.statusCode).toBe(200)
  await signedInHoursAgo('member@provider.test', maxDays * 24 + 1)

  // The newest refresh token is itself still within its 24 hours.
  const refused = await refresh(rotated.json().data.refresh_token)
  expect(refused.statusCode).toBe(401)
  expect(refused.json().message).toBe(accountErrorMessages.tokenExpired)
})

it('keeps refreshing within the maximum, but never hands out a token that outlives it', async () => {
  const first = await signInThroughForm(subject.app, 'member@consumer.test')
  await signedInHoursAgo('member@consumer.test', maxDays * 24 - 2)
  const rotated = await refresh(first.refreshToken)
  expect(rotated.statusCode).toBe(200)

  const [user] = await subject.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'member@consumer.test'))
  const rows = await subject.database.db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, rotatedAt: sessions.rotatedAt })
    .from(sessions)
    .where(eq(sessions.userId, user!.id))
  const startedAt = Math.min(...rows.map((row) => row.createdAt.getTime()))
  const newest = rows.find((row) => row.rotatedAt === null)!
  // About two hours were left of the sign-in, not a fresh 24.
  expect(newest.expiresAt.getTime()).toBeLessThanOrEqual(startedAt + maxDays * 24 * 3600 * 1000)
  expect(newest.expiresAt.getTime() - Date.now()).toBeLessThan(3 * 3600 * 1000)
})
