import { messages } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenMailedTo } from '../../../test/mailbox'
import {
  bearer,
  createTestApp,
  headersFor,
  login,
  signInThroughForm,
  type TestApp,
} from '../../../test/test-app'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp()
})
afterAll(() => subject.close())

const common = 'P@ssw0rd'
const uncommon = 'Kopi#Tubruk58'

const inject = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, headers = {}) =>
  subject.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

const expectRefused = (response: Awaited<ReturnType<typeof inject>>) => {
  expect(response.statusCode).toBe(422)
  expect(response.json()).toMatchObject({
    status: 'ERROR',
    code: 'VALIDATION_ERROR',
    message: messages.commonPassword(),
    errors: { password: messages.commonPassword() },
  })
}

const passwords = (password: string) => ({ password, password_confirmation: password })

describe('a common password', () => {
  it('is refused at signup, and nothing is created', async () => {
    const body = {
      email: 'common.pass@sinar-makmur.co.id',
      full_name: 'Common Pass',
      phone_number: '81234567890',
      legal_name: 'PT Sinar Makmur',
      industry: 'OTHER',
      company_size: 'SIZE_1_10',
      employee_position: 'Owner',
    }
    expectRefused(await inject('POST', '/api/auth/user/register', { ...body, ...passwords('Password1!') }))
    await expect(signInThroughForm(subject.app, body.email, 'Password1!')).rejects.toThrow()
    expect(
      (await inject('POST', '/api/auth/user/register', { ...body, ...passwords(uncommon) })).statusCode,
    ).toBe(200)
  })

  it('is refused at password reset, and the link still works afterwards', async () => {
    expect((await inject('POST', '/api/auth/forgot-password/member@consumer.test')).statusCode).toBe(200)
    await subject.app.jobs.drain()
    const token = await tokenMailedTo(subject.app, 'member@consumer.test', '/reset-password')
    expectRefused(await inject('PUT', '/api/auth/reset-password', { token, ...passwords('Qwerty123!') }))
    expect(
      (await inject('PUT', '/api/auth/reset-password', { token, ...passwords(uncommon) })).statusCode,
    ).toBe(200)
    await signInThroughForm(subject.app, 'member@consumer.test', uncommon)
  })

  it('is refused at change password, and the old password still signs in', async () => {
    const { accessToken } = await login(subject.app, 'admin@consumer.test')
    const change = (password: string) =>
      inject(
        'PUT',
        '/api/auth/user/change-password',
        { old_password: 'Demo123!', ...passwords(password) },
        bearer(accessToken),
      )
    expectRefused(await change(common))
    await signInThroughForm(subject.app, 'admin@consumer.test', 'Demo123!')
    expect((await change(uncommon)).statusCode).toBe(200)
  })

  it('is refused at account activation, and the invitation stays open', async () => {
    const invited = await inject(
      'POST',
      '/api/auth/user/invite-member',
      {
        email: 'common.invitee@konsumen-maju.co.id',
        full_name: 'Common Invitee',
        application_role: 'member',
      },
      await headersFor(subject.app, 'owner@consumer.test'),
    )
    expect(invited.statusCode).toBe(200)
    await subject.app.jobs.drain()
    const token = await tokenMailedTo(
      subject.app,
      'common.invitee@konsumen-maju.co.id',
      '/account-activation',
    )
    expectRefused(await inject('PUT', '/api/auth/user/activate', { token, ...passwords('Iloveyou1!') }))
    expect(
      (await inject('PUT', '/api/auth/user/activate', { token, ...passwords(uncommon) })).statusCode,
    ).toBe(200)
  })
})
