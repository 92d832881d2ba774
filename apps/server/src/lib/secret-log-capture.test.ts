import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenMailedTo } from '../../test/mailbox'
import { createTestApp, headersFor, type TestApp } from '../../test/test-app'
import type { App } from '../app'
import { freePort } from '../../test/ports'

/**
 * One app logging everything at trace level into memory, driven through every flow that handles a
 * secret. Whatever the flow, the captured log must never hold the secret itself.
 */
const lines: string[] = []
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})

/** Values that must never reach the log; each is distinctive, so a hit cannot be a coincidence. */
const secrets = {
  basicPassword: 'basic-pw-never-logged-7Q2',
  bearerToken: 'bearer-token-never-logged-9K4',
  apiKey: 'api-key-never-logged-3M8',
  demoUpstreamKey: `demo-upstream-${randomBytes(12).toString('hex')}`,
  s3AccessKeyId: 'AKIANEVERLOGGED5X1',
  s3SecretKey: 's3-secret-never-logged-wJalrXUtnFEMI',
  wrongPassword: 'Wrong-Pass-never-logged-1!',
  newPassword: 'NewPass2!neverLogged',
  resetPassword: 'ResetPass3!neverLogged',
}
const demoPassword = 'Demo123!'
const seen = new Set<string>()

let testApp: TestApp
let app: App
let s3: S3rver

beforeAll(async () => {
  // The server listens on a known port so "Try it" reaches its own demo upstream, as the demo does.
  const port = await freePort()
  testApp = await createTestApp({
    config: {
      port,
      logLevel: 'trace',
      // S3-compatible peers on this machine are allowed, as in development, so the keys are really used.
      isPrivateUrlAllowed: true,
      demoUpstream: { isOn: true, apiKey: secrets.demoUpstreamKey },
    },
    logger: pino({ level: 'trace' }, capture),
  })
  app = testApp.app
  await app.listen({ port, host: '127.0.0.1' })
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(testApp.config.dataDir, 's3'),
    configureBuckets: [{ name: 'log-capture' }],
  })
}, 60_000)

afterAll(async () => {
  await s3?.close().catch(() => undefined)
  await testApp?.close()
})

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

async function signIn(email: string, password = demoPassword) {
  const response = await call('POST', '/api/auth/login', {}, { email, password })
  expect(response.statusCode).toBe(200)
  const { access_token: accessToken, refresh_token: refreshToken } = response.json().data
  seen.add(accessToken).add(refreshToken)
  return { accessToken, refreshToken, headers: { authorization: `Bearer ${accessToken}` } }
}

describe('a trace-level log of the secret-handling flows', () => {
  it('holds none of the secrets', async () => {
    // Sign-in, a wrong password, refresh and logout.
    const owner = await signIn('owner@provider.test')
    const refused = await call(
      'POST',
      '/api/auth/login',
      {},
      { email: 'owner@provider.test', password: secrets.wrongPassword },
    )
    expect(refused.statusCode).toBe(401)
    const refreshed = await call('POST', '/api/auth/refresh-token', {}, { refresh_token: owner.refreshToken })
    expect(refreshed.statusCode).toBe(200)
    seen.add(refreshed.json().data.access_token).add(refreshed.json().data.refresh_token)
    // Replaying a used refresh token ends that session, so the rest runs on a new sign-in.
    const replayed = await call('POST', '/api/auth/refresh-token', {}, { refresh_token: owner.refreshToken })
    expect(replayed.statusCode).toBeGreaterThanOrEqual(400)
    const ownerHeaders = (await signIn('owner@provider.test')).headers

    // API settings with each kind of secret.
    const base = '/api/data/provider/settings/api'
    const basic = await call('POST', `${base}/add`, ownerHeaders, {
      name: 'Log basic',
      auth_type: 'BASIC',
      auth_config: { username: 'partner', password: secrets.basicPassword },
    })
    expect(basic.statusCode).toBe(200)
    const bearer = await call('POST', `${base}/add`, ownerHeaders, {
      name: 'Log bearer',
      auth_type: 'BEARER',
      auth_config: { token: secrets.bearerToken },
    })
    expect(bearer.statusCode).toBe(200)
    const apiKey = await call('POST', `${base}/add`, ownerHeaders, {
      name: 'Log demo key',
      auth_type: 'API_KEY',
      auth_config: { header_name: 'X-API-Key', key: secrets.demoUpstreamKey },
    })
    expect(apiKey.statusCode).toBe(200)
    const updated = await call('PUT', `${base}/update`, ownerHeaders, {
      id: bearer.json().data.id,
      name: 'Log bearer',
      auth_type: 'API_KEY',
      auth_config: { header_name: 'X-Key', key: secrets.apiKey },
    })
    expect(updated.statusCode).toBe(200)
    await call('GET', `${base}/detail/${basic.json().data.id}`, ownerHeaders)
    await call('GET', `${base}/list`, ownerHeaders)

    // "Try it" sends the stored key to the demo upstream.
    const tried = await call('POST', '/api/data/provider/datasets/api/try', ownerHeaders, {
      base_url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/demo-upstream/v1`,
      path: '/postal-code',
      method: 'GET',
      api_setting_id: apiKey.json().data.id,
      request_params: [
        { name: 'postal_code', type: 'STRING', is_required: true, location: 'QUERY', description: 'Code' },
      ],
      values: { postal_code: '40111' },
    })
    expect(tried.statusCode).toBe(200)
    expect(tried.json().data.status_code).not.toBe(401)

    // An S3 storage setting: the connection test runs with the keys (and fails on them).
    const { port: s3Port } = await s3.run()
    const storage = await call('POST', '/api/data/provider/settings/storage/add', ownerHeaders, {
      name: 'Log S3',
      cloud_provider: 'S3',
      storage_config: {
        endpoint: `http://127.0.0.1:${s3Port}`,
        region: 'us-east-1',
        bucket: 'log-capture',
        access_key_id: secrets.s3AccessKeyId,
        secret_access_key: secrets.s3SecretKey,
        force_path_style: true,
      },
    })
    expect(storage.statusCode).toBe(200)
    expect(storage.json().data.status).toBe('ERROR')

    // The tenant API key, shown whole once after a fresh login.
    const fresh = await call('POST', '/api/auth/fresh-login', ownerHeaders, { password: demoPassword })
    expect(fresh.statusCode).toBe(200)
    const key = await call('GET', '/api/auth/tenant/show-key', ownerHeaders)
    expect(key.statusCode).toBe(200)
    expect(key.json().data.is_masked).toBe(false)
    seen.add(key.json().data.key)

    // A password change, a reset link by mail and the reset itself.
    const member = await signIn('member@provider.test')
    const changed = await call('PUT', '/api/auth/user/change-password', member.headers, {
      old_password: demoPassword,
      password: secrets.newPassword,
      password_confirmation: secrets.newPassword,
    })
    expect(changed.statusCode).toBe(200)
    expect((await call('POST', '/api/auth/forgot-password/member@provider.test')).statusCode).toBe(200)
    await app.jobs.drain()
    const resetToken = await tokenMailedTo(app, 'member@provider.test', '/reset-password')
    seen.add(resetToken)
    const reset = await call(
      'PUT',
      '/api/auth/reset-password',
      {},
      { token: resetToken, password: secrets.resetPassword, password_confirmation: secrets.resetPassword },
    )
    expect(reset.statusCode).toBe(200)
    await call('DELETE', '/api/auth/logout', member.headers)

    const log = lines.join('')
    expect(log).toContain('incoming request')
    // The demo password is short and common, so it is checked as a JSON value rather than as text.
    expect(log).not.toContain(`"${demoPassword}"`)
    for (const secret of [...Object.values(secrets), ...seen]) expect(log).not.toContain(secret)
  }, 60_000)

  it('holds no token of a reset or invitation link, however the link is opened', async () => {
    const tokens: string[] = []
    /** Opens a mailed link as a browser would, and as a mail client that encodes its `?` would. */
    const openPage = async (path: string, token: string) => {
      const accept = { accept: 'text/html' }
      await call('GET', `${path}?token=${encodeURIComponent(token)}`, accept)
      await call('GET', `${path}%3Ftoken%3D${encodeURIComponent(token)}`, accept)
      await call('GET', `${path}/${encodeURIComponent(token)}`, accept)
    }
    const start = lines.length

    expect((await call('POST', '/api/auth/forgot-password/owner@consumer.test')).statusCode).toBe(200)
    await app.jobs.drain()
    const resetToken = await tokenMailedTo(app, 'owner@consumer.test', '/reset-password')
    tokens.push(resetToken)
    await openPage('/reset-password', resetToken)
    const reset = await call(
      'PUT',
      '/api/auth/reset-password',
      {},
      { token: resetToken, password: secrets.newPassword, password_confirmation: secrets.newPassword },
    )
    expect(reset.statusCode).toBe(200)

    const invited = await call(
      'POST',
      '/api/auth/user/invite-member',
      await headersFor(app, 'owner@provider.test'),
      {
        email: 'log.invitee@nusantara-partner.test',
        full_name: 'Log Invitee',
        application_role: 'member',
      },
    )
    expect(invited.statusCode).toBe(200)
    await app.jobs.drain()
    const invitationToken = await tokenMailedTo(
      app,
      'log.invitee@nusantara-partner.test',
      '/account-activation',
    )
    tokens.push(invitationToken)
    await openPage('/account-activation', invitationToken)
    const shown = await call('GET', `/api/auth/user/invitation?token=${encodeURIComponent(invitationToken)}`)
    expect(shown.statusCode).toBe(200)
    const activated = await call(
      'PUT',
      '/api/auth/user/activate',
      {},
      { token: invitationToken, password: secrets.newPassword, password_confirmation: secrets.newPassword },
    )
    expect(activated.statusCode).toBe(200)

    const log = lines.slice(start).join('')
    // The pages were opened and logged, so an absent token means it was kept out, not unlogged.
    expect(log).toContain('/reset-password')
    expect(log).toContain('/account-activation')
    expect(log).toContain('/api/auth/user/invitation')
    for (const token of tokens) {
      expect(log).not.toContain(token)
      expect(log).not.toContain(encodeURIComponent(token))
    }
  }, 60_000)
})
