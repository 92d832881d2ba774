import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signInFailures } from '../../db/schema'
import { createTestApp, type TestApp } from '../../../test/test-app'

const owner = 'owner@consumer.test'
const rightPassword = 'Demo123!'
const ownerAddress = '10.20.0.1'
const strangerAddress = '10.30.0.1'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp({ config: { authRateLimit: 100 } })
})
afterAll(() => subject.close())
beforeEach(async () => {
  await subject.database.db.delete(signInFailures)
})

const signIn = (password: string, remoteAddress = ownerAddress, email = owner) =>
  subject.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password },
  })

const failTimes = async (count: number, remoteAddress = ownerAddress, email = owner) => {
  for (let attempt = 0; attempt < count; attempt += 1) {
    expect((await signIn('Wrong123!', remoteAddress, email)).statusCode).toBe(401)
  }
}

/** Time passes: every lock has run out, but the failures are still remembered. */
const waitOutLocks = () =>
  subject.database.db.update(signInFailures).set({ lockedUntil: sql`now() - interval '1 second'` })

describe('sign-in limits per account and address', () => {
  it('lets the owner sign in again and again: successes are never counted', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await signIn(rightPassword)).statusCode).toBe(200)
    }
  })

  it('locks progressively after five free failures, with the wait in words', async () => {
    await failTimes(5)
    const first = await signIn(rightPassword)
    expect(first.statusCode).toBe(429)
    expect(first.json()).toMatchObject({
      status: 'ERROR',
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts, please try again in 30 seconds',
    })
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(25)
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(30)

    await waitOutLocks()
    await failTimes(1)
    const second = await signIn(rightPassword)
    expect(second.json().message).toBe('Too many attempts, please try again in 1 minute')

    await waitOutLocks()
    await failTimes(1)
    expect((await signIn(rightPassword)).json().message).toBe(
      'Too many attempts, please try again in 2 minutes',
    )

    for (let step = 0; step < 5; step += 1) {
      await waitOutLocks()
      await failTimes(1)
    }
    const capped = await signIn(rightPassword)
    expect(capped.json().message).toBe('Too many attempts, please try again in 15 minutes')
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
  })

  it("does not lock the owner out with a stranger's failures from another address", async () => {
    await failTimes(5, strangerAddress)
    expect((await signIn(rightPassword, strangerAddress)).statusCode).toBe(429)
    expect((await signIn(rightPassword, ownerAddress)).statusCode).toBe(200)
  })

  it('starts again from zero after a successful sign-in', async () => {
    await failTimes(4)
    expect((await signIn(rightPassword)).statusCode).toBe(200)
    await failTimes(5)
    expect((await signIn(rightPassword)).statusCode).toBe(429)
  })

  it('counts an address the same whatever case the email is typed in', async () => {
    await failTimes(3, ownerAddress, 'Owner@Consumer.test')
    await failTimes(2, ownerAddress, ' owner@consumer.test ')
    expect((await signIn(rightPassword)).statusCode).toBe(429)
  })

  it('refuses parallel guesses beyond the free ones at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn('Wrong123!', '10.40.0.1')))
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
  })
})

describe('the ceiling per address across accounts', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ config: { authRateLimit: 4 } })
  })
  afterAll(() => limited.close())

  const attempt = (email: string, password: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password },
    })

  it('stops one address guessing across many accounts, but not the people signing in from it', async () => {
    // An office behind one address: successes never use up its allowance.
    for (let index = 0; index < 6; index += 1) {
      expect((await attempt(owner, rightPassword, '10.50.0.1')).statusCode).toBe(200)
    }
    for (let index = 0; index < 4; index += 1) {
      expect((await attempt(`someone${index}@example.test`, 'Guess123!', '10.50.0.1')).statusCode).toBe(401)
    }
    const refused = await attempt('another@example.test', 'Guess123!', '10.50.0.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/^Too many attempts, please try again in (\d+ seconds?|1 minute)$/)
    expect((await attempt(owner, rightPassword, '10.50.0.2')).statusCode).toBe(200)
  })
})
