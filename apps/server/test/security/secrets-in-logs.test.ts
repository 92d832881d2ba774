import { Writable } from 'node:stream'
import { gatewayProductPath } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema'
import { demoPassword } from '../../src/seed'
import { tokenMailedTo } from '../mailbox'
import { bearer, createTestApp, freshen, login, type TestApp } from '../test-app'
import { seedDemoResources } from './access-fixtures'
import { freePort } from '../ports'

/**
 * The flows that carry a secret, including the ones that fail (a wrong key, a refused form, a broken
 * token), run against one app logging at trace level into memory. No password, token or key they used
 * may appear in the log, raw or in the forms a log line might carry it: URL-encoded, base64 or
 * base64url. lib/secret-log-capture.test.ts covers the successful account and settings flows; this
 * suite adds the gateway keys, the failures and the encoded forms. See docs/decisions/0048-security-suite.md.
 */
const lines: string[] = []
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})

/** Distinctive values, so a hit can not be a coincidence; the flows add the keys and tokens they get. */
const secrets = new Set<string>([
  'Basic-pw-kept-out-4Qz!',
  'bearer-kept-out-8Lk2',
  's3-secret-kept-out-Wq9PzXy',
  'AKIAKEPTOUT7Q2',
  'RefusedPassKeptOut2!',
  'MismatchPassKeptOut3!',
  'NewPassKeptOut5@Aa',
])
const demoUpstreamKey = 'demo-upstream-kept-out-0123456789abcdef'

let testApp: TestApp
let base: string

beforeAll(async () => {
  // The demo products' base URL names the server's own port, so the gateway reaches the demo upstream.
  const port = await freePort()
  testApp = await createTestApp({
    config: { port, logLevel: 'trace', demoUpstream: { isOn: true, apiKey: demoUpstreamKey } },
    logger: pino({ level: 'trace' }, capture),
  })
  await testApp.app.listen({ port, host: '127.0.0.1' })
  base = `http://127.0.0.1:${port}`
  await seedDemoResources(testApp)
}, 90_000)

afterAll(async () => {
  await testApp?.close()
})

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) =>
  testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

/** Every form a log line could carry a secret in. */
function formsOf(secret: string): string[] {
  return [
    secret,
    encodeURIComponent(secret),
    Buffer.from(secret).toString('base64'),
    Buffer.from(secret).toString('base64url'),
  ]
}

async function ownerSession(email: string) {
  const session = await login(testApp.app, email)
  secrets.add(session.accessToken).add(session.refreshToken)
  const headers = bearer(session.accessToken)
  await freshen(testApp.app, headers)
  return headers
}

describe('a trace-level log of the secret-carrying flows, failures included', () => {
  it('holds none of the secrets in any form', async () => {
    const consumer = await ownerSession('owner@consumer.test')
    const provider = await ownerSession('owner@provider.test')

    // The company key and a named key, each shown whole once.
    const shown = await call('GET', '/api/auth/tenant/show-key', consumer)
    expect(shown.statusCode).toBe(200)
    const tenantKey = shown.json().data.key as string
    const named = await call('POST', '/api/auth/tenant/api-keys', consumer, { label: 'Log check' })
    expect(named.statusCode, named.body).toBe(200)
    const namedKey = named.json().data.key as string
    secrets.add(tenantKey).add(namedKey)

    // Gateway calls with each key, and with keys that are almost right.
    const [product] = await testApp.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'NIK–Phone Match API'))
    const gateway = (key: string, where: 'header' | 'bearer' = 'header') =>
      fetch(`${base}${gatewayProductPath(product!.id)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(where === 'header' ? { 'x-api-key': key } : { authorization: `Bearer ${key}` }),
        },
        body: JSON.stringify({ nik: '3171012345670001', phone: '081234567890' }),
      })
    expect((await gateway(tenantKey)).status).toBe(200)
    expect((await gateway(namedKey)).status).toBe(200)
    const wrongKey = `${namedKey.slice(0, -4)}ZZZZ`
    secrets.add(wrongKey)
    expect((await gateway(wrongKey)).status).toBe(401)
    expect((await gateway(namedKey, 'bearer')).status).toBeGreaterThanOrEqual(200)

    // Forms refused with a secret in them.
    const refusedLogin = await call(
      'POST',
      '/api/auth/login',
      {},
      {
        email: 'not-an-email',
        password: 'RefusedPassKeptOut2!',
      },
    )
    expect(refusedLogin.statusCode).toBe(422)
    const wrongPassword = await call(
      'POST',
      '/api/auth/login',
      {},
      {
        email: 'owner@consumer.test',
        password: 'RefusedPassKeptOut2!',
      },
    )
    expect(wrongPassword.statusCode).toBe(401)
    const mismatch = await call('PUT', '/api/auth/user/change-password', consumer, {
      old_password: 'RefusedPassKeptOut2!',
      password: 'NewPassKeptOut5@Aa',
      password_confirmation: 'MismatchPassKeptOut3!',
    })
    expect(mismatch.statusCode).toBe(422)
    const badSetting = await call('POST', '/api/data/provider/settings/api/add', provider, {
      name: '',
      auth_type: 'BASIC',
      auth_config: { username: 'partner', password: 'Basic-pw-kept-out-4Qz!' },
    })
    expect(badSetting.statusCode).toBe(422)
    const badBearer = await call('POST', '/api/data/provider/settings/api/add', provider, {
      name: 'Log bearer',
      auth_type: 'BEARER',
      auth_config: { token: 'bearer-kept-out-8Lk2', extra: { nested: ['x'] } },
      status: 'NOT_A_STATUS',
    })
    expect(badBearer.statusCode).toBe(422)
    const badStorage = await call('POST', '/api/data/provider/settings/storage/add', provider, {
      name: 'Log S3',
      cloud_provider: 'S3',
      storage_config: {
        endpoint: 'not a url',
        bucket: 'b',
        access_key_id: 'AKIAKEPTOUT7Q2',
        secret_access_key: 's3-secret-kept-out-Wq9PzXy',
      },
    })
    expect(badStorage.statusCode).toBe(422)

    // Tokens that are wrong, reused or malformed.
    const replayed = await login(testApp.app, 'member@consumer.test')
    secrets.add(replayed.refreshToken).add(replayed.accessToken)
    expect(
      (await call('POST', '/api/auth/refresh-token', {}, { refresh_token: replayed.refreshToken }))
        .statusCode,
    ).toBe(200)
    expect(
      (await call('POST', '/api/auth/refresh-token', {}, { refresh_token: replayed.refreshToken }))
        .statusCode,
    ).toBeGreaterThanOrEqual(400)
    const forged = `${replayed.accessToken.slice(0, -6)}AAAAAA`
    secrets.add(forged)
    expect((await call('GET', '/api/auth/user/detail', bearer(forged))).statusCode).toBe(401)
    expect(
      (
        await call(
          'PUT',
          '/api/auth/reset-password',
          {},
          {
            token: 'reset-token-kept-out-9xYz',
            password: 'NewPassKeptOut5@Aa',
            password_confirmation: 'NewPassKeptOut5@Aa',
          },
        )
      ).statusCode,
    ).toBeGreaterThanOrEqual(400)
    secrets.add('reset-token-kept-out-9xYz')

    // A reset link, opened with its token in the query, then used.
    expect((await call('POST', '/api/auth/forgot-password/member@provider.test')).statusCode).toBe(200)
    await testApp.app.jobs.drain()
    const resetToken = await tokenMailedTo(testApp.app, 'member@provider.test', '/reset-password')
    secrets.add(resetToken)
    await call('GET', `/reset-password?token=${encodeURIComponent(resetToken)}`, { accept: 'text/html' })
    const reset = await call(
      'PUT',
      '/api/auth/reset-password',
      {},
      {
        token: resetToken,
        password: 'NewPassKeptOut5@Aa',
        password_confirmation: 'NewPassKeptOut5@Aa',
      },
    )
    expect(reset.statusCode, reset.body).toBe(200)

    // The company key rotated: the new key is shown once and never logged.
    const rotated = await call('POST', '/api/auth/tenant/rotate-key', consumer)
    expect(rotated.statusCode, rotated.body).toBe(200)
    const again = await call('GET', '/api/auth/tenant/show-key', consumer)
    secrets.add(again.json().data.key as string)

    await testApp.app.usage.flush()
    const log = lines.join('')
    // The flows were logged at all, so an absent secret was kept out rather than never written.
    expect(log).toContain('/api/auth/login')
    expect(log).toContain('/gateway/')
    expect(log).not.toContain(demoUpstreamKey)
    expect(log).not.toContain(`"${demoPassword}"`)
    const leaked = [...secrets].filter((secret) => formsOf(secret).some((form) => log.includes(form)))
    expect(leaked.map((secret) => `${secret.slice(0, 6)}… is in the log`)).toEqual([])
  }, 90_000)
})
