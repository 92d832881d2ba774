import { afterAll, beforeAll, expect, it } from 'vitest'
import { bearer, createTestApp, login, type TestApp } from '../../../test/test-app'

const limit = 3

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp({ config: { authRateLimit: limit } })
})
afterAll(() => subject.close())

it('stops guessing the old password of one account, from however many addresses, with 429', async () => {
  const { accessToken } = await login(subject.app, 'member@consumer.test')
  const attempt = (address: string, oldPassword = 'Guess123!') =>
    subject.app.inject({
      method: 'PUT',
      url: '/api/auth/user/change-password',
      remoteAddress: address,
      headers: bearer(accessToken),
      payload: {
        old_password: oldPassword,
        password: 'Sinar456!Baru',
        password_confirmation: 'Sinar456!Baru',
      },
    })
  for (let index = 0; index < limit; index += 1)
    expect((await attempt(`10.5.0.${index}`)).statusCode).toBe(422)
  const limited = await attempt('10.5.0.99', 'Demo123!')
  expect(limited.statusCode).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  expect(limited.json()).toMatchObject({ status: 'ERROR', code: 'TOO_MANY_REQUESTS' })
})

it('counts each account on its own', async () => {
  const { accessToken } = await login(subject.app, 'admin@consumer.test')
  const changed = await subject.app.inject({
    method: 'PUT',
    url: '/api/auth/user/change-password',
    remoteAddress: '10.5.1.1',
    headers: bearer(accessToken),
    payload: { old_password: 'Demo123!', password: 'Sinar456!Baru', password_confirmation: 'Sinar456!Baru' },
  })
  expect(changed.statusCode).toBe(200)
})
