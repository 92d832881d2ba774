import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp({ seed: false, config: { authRateLimit: 3 } })
})
afterAll(() => subject.close())

it('slows down guessing: the sign-in attempt over the per-minute limit gets 429 with Retry-After', async () => {
  const attempt = () =>
    subject.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'Guess123!' },
    })
  for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(401)
  const limited = await attempt()
  expect(limited.statusCode).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  expect(limited.json()).toMatchObject({ status: 'ERROR', code: 'TOO_MANY_REQUESTS' })
})
