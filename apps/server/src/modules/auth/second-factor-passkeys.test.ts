import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../test/mailbox'
import { bearer, createTestApp, freshen, signInThroughForm, type TestApp } from '../../../test/test-app'
import { mfaTokenOf, postLogin } from './second-factor.test-helpers'
import { softAuthenticator } from './soft-authenticator.test-helpers'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp()
})
afterAll(() => subject.close())

const inject = (options: InjectOptions) => subject.app.inject(options)
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })

/** Signs in and adds a passkey held by a software authenticator. */
async function addPasskey(email: string) {
  const authenticator = softAuthenticator(subject.config.publicUrl)
  const headers = bearer((await signInThroughForm(subject.app, email)).accessToken)
  await freshen(subject.app, headers)
  const { options } = (await post('/api/auth/mfa/passkey/register/options', headers)).json().data
  const added = await post('/api/auth/mfa/passkey/register/verify', headers, {
    response: authenticator.register(options),
    name: 'Laptop',
  })
  return { authenticator, headers, added }
}

async function signInWithPasskey(email: string, authenticator: ReturnType<typeof softAuthenticator>) {
  const mfaToken = await mfaTokenOf(subject.app, email)
  const { options } = (await post('/api/auth/mfa/passkey/options', {}, { mfa_token: mfaToken })).json().data
  const response = authenticator.authenticate(options)
  const verified = await post('/api/auth/mfa/passkey/verify', {}, { mfa_token: mfaToken, response })
  return { verified, response, options }
}

describe('passkeys', () => {
  it('are added after a fresh login, named for the app’s public address, and come with recovery codes', async () => {
    const headers = bearer((await signInThroughForm(subject.app, 'member@provider.test')).accessToken)
    const stale = await post('/api/auth/mfa/passkey/register/options', headers)
    expect(stale.json().code).toBe('FRESH_LOGIN_REQUIRED')
    await freshen(subject.app, headers)
    const { options } = (await post('/api/auth/mfa/passkey/register/options', headers)).json().data
    expect(options.rp).toEqual({ name: 'Lumbung', id: 'localhost' })
    expect(options.user.name).toBe('member@provider.test')

    // An answer made for another site is refused.
    const elsewhere = softAuthenticator('https://phish.example')
    const refused = await post('/api/auth/mfa/passkey/register/verify', headers, {
      response: elsewhere.register(options),
      name: 'Phone',
    })
    expect(refused.statusCode).toBe(422)

    const { added } = await addPasskey('admin@provider.test')
    expect(added.statusCode).toBe(200)
    expect(added.json().data.passkey).toMatchObject({ name: 'Laptop', last_used_at: null })
    expect(added.json().data.recovery_codes).toHaveLength(10)
    const [mail] = await readMailbox(subject.app, 'admin@provider.test')
    expect(mail?.subject).toBe('A passkey was added to your Lumbung account')
  })

  it('stand in for the code at sign-in, each signature once', async () => {
    const { authenticator } = await addPasskey('owner@provider.test')
    const login = (await postLogin(subject.app, 'owner@provider.test')).json().data
    expect(login.mfa_methods).toEqual(['PASSKEY', 'RECOVERY_CODE'])

    const { verified, response } = await signInWithPasskey('owner@provider.test', authenticator)
    expect(verified.statusCode).toBe(200)
    expect(verified.json().data.access_token).toEqual(expect.any(String))

    // The same signature for another sign-in's challenge is refused.
    const replay = await post(
      '/api/auth/mfa/passkey/verify',
      {},
      { mfa_token: await mfaTokenOf(subject.app, 'owner@provider.test'), response },
    )
    expect(replay.statusCode).toBe(422)
    // Someone else's passkey is no answer for this account.
    const stranger = softAuthenticator(subject.config.publicUrl)
    const mfaToken = await mfaTokenOf(subject.app, 'owner@provider.test')
    const { options } = (await post('/api/auth/mfa/passkey/options', {}, { mfa_token: mfaToken })).json().data
    const foreign = await post(
      '/api/auth/mfa/passkey/verify',
      {},
      { mfa_token: mfaToken, response: stranger.authenticate(options) },
    )
    expect(foreign.statusCode).toBe(422)
  })

  it('answer the fresh-login step, and only their owner removes them', async () => {
    const { authenticator, added } = await addPasskey('admin@consumer.test')
    const passkeyId = added.json().data.passkey.id
    const { verified } = await signInWithPasskey('admin@consumer.test', authenticator)
    const headers = bearer(verified.json().data.access_token)

    const { options } = (await post('/api/auth/mfa/passkey/fresh-options', headers)).json().data
    const fresh = await post('/api/auth/fresh-login', headers, {
      password: 'Demo123!',
      passkey_response: authenticator.authenticate(options),
    })
    expect(fresh.statusCode).toBe(200)

    const other = bearer((await signInThroughForm(subject.app, 'member@consumer.test')).accessToken)
    await freshen(subject.app, other)
    const foreign = await inject({
      method: 'DELETE',
      url: `/api/auth/mfa/passkey/${passkeyId}`,
      headers: other,
    })
    expect(foreign.statusCode).toBe(404)

    const removed = await inject({ method: 'DELETE', url: `/api/auth/mfa/passkey/${passkeyId}`, headers })
    expect(removed.statusCode).toBe(200)
    const status = (await inject({ method: 'GET', url: '/api/auth/mfa/status', headers })).json().data
    expect(status).toMatchObject({ passkeys: [], recovery_codes_left: 0 })
    expect((await postLogin(subject.app, 'admin@consumer.test')).json().data.access_token).toBeDefined()
  })
})
