import { memberErrorMessages } from '@lumbung/contract'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'

const limit = 3

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp({ config: { invitationsPerHour: limit } })
})
afterAll(() => subject.close())

const invite = async (inviter: string, email: string) =>
  subject.app.inject({
    method: 'POST',
    url: '/api/auth/user/invite-member',
    headers: await headersFor(subject.app, inviter),
    payload: { email, full_name: 'Probe Target', application_role: 'member' },
  })

it('stops a company probing which addresses have accounts, counting refused invitations too', async () => {
  // Taken addresses: each answers 409 and says so, which is why the attempts are counted.
  const taken = ['owner@consumer.test', 'admin@provider.test', 'member@provider.test']
  for (const email of taken) expect((await invite('owner@consumer.test', email)).statusCode).toBe(409)
  // Another admin of the same company shares the count.
  const limited = await invite('admin@consumer.test', 'owner@unverified.test')
  expect(limited.statusCode).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  expect(limited.json()).toMatchObject({
    status: 'ERROR',
    code: 'TOO_MANY_REQUESTS',
    message: memberErrorMessages.invitationsLimited,
  })
  // A free address is refused too: nothing is created while the company is limited.
  expect((await invite('owner@consumer.test', 'new.person@konsumen-maju.co.id')).statusCode).toBe(429)
})

it('counts each company on its own', async () => {
  const response = await invite('owner@provider.test', 'new.person@nusantara-partner.test')
  expect(response.statusCode).toBe(200)
})
