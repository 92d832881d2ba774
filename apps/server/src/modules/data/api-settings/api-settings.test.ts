import { eq } from 'drizzle-orm'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiSettings, datasets, tenants, users } from '../../../db/schema'
import { createSecrets } from '../../../lib/secrets'
import { insertDataset } from '../../../../test/builders'
import { createTestApp, headersFor, type TestApp } from '../../../../test/test-app'

let testApp: TestApp
const headers: Record<string, Record<string, string>> = {}

beforeAll(async () => {
  testApp = await createTestApp()
  for (const email of [
    'owner@provider.test',
    'admin@provider.test',
    'member@provider.test',
    'owner@consumer.test',
  ]) {
    headers[email] = await headersFor(testApp.app, email)
  }
})
afterAll(() => testApp?.close())

const base = '/api/data/provider/settings/api'
const call = (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: headers[email],
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const owner = 'owner@provider.test'

async function add(body: Record<string, unknown>, as = owner, draft = false) {
  const response = await call(as, 'POST', `${base}/add${draft ? '?draft=true' : ''}`, body)
  return response
}

describe('API settings: access', () => {
  it('belong to the owner alone: admins, members and consumer-only companies are refused', async () => {
    for (const email of ['admin@provider.test', 'member@provider.test']) {
      expect((await call(email, 'GET', `${base}/list`)).statusCode).toBe(403)
      expect((await add({ name: 'Nope' }, email)).statusCode).toBe(403)
    }
    expect((await call('owner@consumer.test', 'GET', `${base}/list`)).statusCode).toBe(403)
    expect((await testApp.app.inject({ method: 'GET', url: `${base}/list` })).statusCode).toBe(401)
  })
})

describe('API settings: add, read, update, delete', () => {
  it('adds an API_KEY setting, seals the key and only ever shows it masked', async () => {
    const key = 'sk_live_9f8e7d6c5b4a3210abcd'
    const response = await add({
      name: 'Weather upstream',
      description: 'Key for the weather service',
      status: 'ACTIVE',
      auth_type: 'API_KEY',
      auth_config: { header_name: 'X-API-Key', key },
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({
      name: 'Weather upstream',
      status: 'ACTIVE',
      auth_type: 'API_KEY',
      auth_config: { header_name: 'X-API-Key', key: '••••abcd' },
      created_by: expect.any(String),
    })
    expect(response.body).not.toContain(key)

    const [row] = await testApp.database.db.select().from(apiSettings).where(eq(apiSettings.id, data.id))
    expect(row!.sealedSecret).not.toContain(key)
    expect(createSecrets(testApp.config.masterKey).open(row!.sealedSecret!)).toBe(key)

    const detail = await call(owner, 'GET', `${base}/detail/${data.id}`)
    expect(detail.json().data.auth_config).toEqual({ header_name: 'X-API-Key', key: '••••abcd' })
    expect(detail.body).not.toContain(key)
  })

  it('masks a short secret whole', async () => {
    const response = await add({
      name: 'Short bearer',
      auth_type: 'BEARER',
      auth_config: { token: 'abc12345' },
    })
    expect(response.json().data.auth_config).toEqual({ token: '••••••••' })
  })

  it('keeps the stored secret when an update leaves it blank, and replaces it when one is typed', async () => {
    const created = (
      await add({
        name: 'Partner API',
        auth_type: 'BASIC',
        auth_config: { username: 'partner', password: 'first-password-1234' },
      })
    ).json().data
    const kept = await call(owner, 'PUT', `${base}/update`, {
      id: created.id,
      name: 'Partner API v2',
      auth_type: 'BASIC',
      auth_config: { username: 'partner2', password: '' },
    })
    expect(kept.statusCode).toBe(200)
    expect(kept.json().data).toMatchObject({
      name: 'Partner API v2',
      auth_config: { username: 'partner2', password: '••••1234' },
    })
    const secrets = createSecrets(testApp.config.masterKey)
    const stored = async () =>
      (await testApp.database.db.select().from(apiSettings).where(eq(apiSettings.id, created.id)))[0]!
    expect(secrets.open((await stored()).sealedSecret!)).toBe('first-password-1234')

    const replaced = await call(owner, 'PUT', `${base}/update`, {
      id: created.id,
      name: 'Partner API v2',
      auth_type: 'BASIC',
      auth_config: { username: 'partner2', password: 'second-password-9876' },
    })
    expect(replaced.json().data.auth_config.password).toBe('••••9876')
    expect(secrets.open((await stored()).sealedSecret!)).toBe('second-password-9876')
  })

  it('asks for a new secret when the auth type changes, and drops the old credentials', async () => {
    const created = (
      await add({ name: 'Switching', auth_type: 'BEARER', auth_config: { token: 'token-abcdefghijkl' } })
    ).json().data
    const missing = await call(owner, 'PUT', `${base}/update`, {
      id: created.id,
      name: 'Switching',
      auth_type: 'API_KEY',
      auth_config: { header_name: 'X-Key' },
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ 'auth_config.key': 'API key can not be empty' })

    const none = await call(owner, 'PUT', `${base}/update`, {
      id: created.id,
      name: 'Switching',
      auth_type: 'NONE',
      auth_config: {},
    })
    expect(none.json().data.auth_config).toEqual({})
    const [row] = await testApp.database.db.select().from(apiSettings).where(eq(apiSettings.id, created.id))
    expect(row!.sealedSecret).toBeNull()
  })

  it('saves a draft with only its name, and refuses a draft without one', async () => {
    const draft = await add({ name: 'Half done', auth_type: 'BASIC', auth_config: {} }, owner, true)
    expect(draft.statusCode).toBe(200)
    expect(draft.json()).toMatchObject({ message: 'API setting saved as draft', data: { status: 'DRAFT' } })
    const nameless = await add({ name: '  ', auth_type: 'NONE' }, owner, true)
    expect(nameless.statusCode).toBe(422)
    expect(nameless.json().errors).toEqual({ name: 'Name can not be empty' })

    const finished = await call(owner, 'PUT', `${base}/update`, {
      id: draft.json().data.id,
      name: 'Half done',
      status: 'INACTIVE',
      auth_type: 'BASIC',
      auth_config: { username: 'svc', password: 'a-long-password-0000' },
    })
    expect(finished.json().data.status).toBe('INACTIVE')
  })

  it.each([
    [{ name: '', auth_type: 'NONE' }, { name: 'Name can not be empty' }],
    [{ name: 'x'.repeat(101), auth_type: 'NONE' }, { name: 'Name may not be greater than 100 characters' }],
    [
      { name: 'Described', description: 'd'.repeat(501), auth_type: 'NONE' },
      { description: 'Description may not be greater than 500 characters' },
    ],
    [
      { name: 'Basic', auth_type: 'BASIC', auth_config: {} },
      {
        'auth_config.username': 'Username can not be empty',
        'auth_config.password': 'Password can not be empty',
      },
    ],
    [
      { name: 'Bearer', auth_type: 'BEARER', auth_config: {} },
      { 'auth_config.token': 'Token can not be empty' },
    ],
    [
      { name: 'Key', auth_type: 'API_KEY', auth_config: { header_name: 'X Key', key: 'k' } },
      {
        'auth_config.header_name':
          'The Header name field may contain alpha-key characters as well as dashes, underscores, and dot',
      },
    ],
    [
      { name: 'Key', auth_type: 'API_KEY', auth_config: { key: 'k' } },
      { 'auth_config.header_name': 'Header name can not be empty' },
    ],
    [
      { name: 'Injected', auth_type: 'BEARER', auth_config: { token: 'abc\r\nX-Evil: 1' } },
      { 'auth_config.token': 'Token is not valid' },
    ],
  ])('refuses %j with the field messages', async (body, errors) => {
    const response = await add(body)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual(errors)
  })

  it('refuses an unknown auth type and status', async () => {
    expect((await add({ name: 'Odd', auth_type: 'OAUTH' })).statusCode).toBe(422)
    expect((await add({ name: 'Odd', status: 'DRAFT', auth_type: 'NONE' })).statusCode).toBe(422)
  })

  it('refuses a second setting with the same name in the company', async () => {
    expect((await add({ name: 'Unique name', auth_type: 'NONE' })).statusCode).toBe(200)
    const again = await add({ name: 'unique NAME', auth_type: 'NONE' })
    expect(again.statusCode).toBe(409)
    expect(again.json().errors).toEqual({ name: 'An API setting with this name already exists' })
  })

  it('lists with search, filters and paging as {data, total_data}', async () => {
    const all = (await call(owner, 'GET', `${base}/list?limit=100`)).json().data
    expect(all.total_data).toBe(all.data.length)
    expect(all.data.length).toBeGreaterThanOrEqual(5)
    const searched = (await call(owner, 'GET', `${base}/list?search=weather`)).json().data
    expect(searched.data.map((item: { name: string }) => item.name)).toEqual(['Weather upstream'])
    const drafts = (await call(owner, 'GET', `${base}/list?status=DRAFT`)).json().data
    expect(drafts.data.every((item: { status: string }) => item.status === 'DRAFT')).toBe(true)
    const bearer = (await call(owner, 'GET', `${base}/list?auth_type=BEARER`)).json().data
    expect(bearer.data.every((item: { auth_type: string }) => item.auth_type === 'BEARER')).toBe(true)
    const paged = (await call(owner, 'GET', `${base}/list?limit=2&page=2`)).json().data
    expect(paged.data).toHaveLength(2)
    expect(paged.total_data).toBe(all.total_data)
    expect(JSON.stringify(all)).not.toContain('sealed')
  })

  it('offers only ACTIVE settings to the dataset form, to members too', async () => {
    const dropdown = await call('member@provider.test', 'GET', '/api/data/dropdown/auth-settings')
    expect(dropdown.statusCode).toBe(200)
    const names = dropdown.json().data.data.map((item: { description: string }) => item.description)
    expect(names).toContain('Weather upstream')
    expect(names).not.toContain('Half done')
  })

  it('refuses to delete or deactivate a setting an active dataset uses, and deletes it once unused', async () => {
    const created = (
      await add({ name: 'In use', auth_type: 'BEARER', auth_config: { token: 'token-in-use-000000' } })
    ).json().data
    const [provider] = await testApp.database.db
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(eq(users.email, owner))
    const datasetId = await insertDataset(testApp.database.db, provider!.tenantId, {
      dataType: 'API',
      name: 'Uses it',
      apiSettingId: created.id,
    })

    const refused = await call(owner, 'DELETE', `${base}/delete/${created.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'API_SETTING_IN_USE' })
    const deactivate = await call(owner, 'PUT', `${base}/update`, {
      id: created.id,
      name: 'In use',
      status: 'INACTIVE',
      auth_type: 'BEARER',
      auth_config: {},
    })
    expect(deactivate.statusCode).toBe(409)

    await testApp.database.db.update(datasets).set({ status: 'INACTIVE' }).where(eq(datasets.id, datasetId))
    const deleted = await call(owner, 'DELETE', `${base}/delete/${created.id}`)
    expect(deleted.statusCode).toBe(200)
    expect((await call(owner, 'GET', `${base}/detail/${created.id}`)).statusCode).toBe(404)
  })
})

describe('API settings: tenant isolation', () => {
  beforeAll(async () => {
    // A second provider, so isolation is tested between two companies that may both open the screen.
    await testApp.database.db
      .update(tenants)
      .set({ isProvider: true })
      .where(eq(tenants.legalName, 'PT Konsumen Maju'))
  })

  it('answers another company exactly as for an id that does not exist', async () => {
    const created = (
      await add({
        name: 'Private to Nusantara',
        auth_type: 'BEARER',
        auth_config: { token: 'nusantara-token-xyz' },
      })
    ).json().data
    const stranger = 'owner@consumer.test'
    const attempts = [
      () => call(stranger, 'GET', `${base}/detail/${created.id}`),
      () => call(stranger, 'DELETE', `${base}/delete/${created.id}`),
      () =>
        call(stranger, 'PUT', `${base}/update`, {
          id: created.id,
          name: 'Taken over',
          auth_type: 'NONE',
        }),
    ]
    for (const attempt of attempts) {
      const response = await attempt()
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        status: 'ERROR',
        code: 'NOT_FOUND',
        message: 'API setting not found',
      })
    }
    const list = (await call(stranger, 'GET', `${base}/list`)).json().data
    expect(list).toEqual({ data: [], total_data: 0 })
    const detail = await call(owner, 'GET', `${base}/detail/${created.id}`)
    expect(detail.json().data.name).toBe('Private to Nusantara')
  })
})

describe('API settings: logs', () => {
  it('never write a secret, even at trace level', async () => {
    const lines: string[] = []
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const traced = await createTestApp({
      config: { logLevel: 'trace' },
      logger: pino({ level: 'trace' }, capture),
    })
    const { app } = traced
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner, password: 'Demo123!' },
      })
      const authorization = `Bearer ${login.json().data.access_token}`
      const secrets = ['password-logged-never-1', 'token-logged-never-22', 'key-logged-never-333']
      const created = await app.inject({
        method: 'POST',
        url: `${base}/add`,
        headers: { authorization },
        payload: { name: 'Logged', auth_type: 'BASIC', auth_config: { username: 'u', password: secrets[0] } },
      })
      const id = created.json().data.id
      await app.inject({
        method: 'PUT',
        url: `${base}/update`,
        headers: { authorization },
        payload: { id, name: 'Logged', auth_type: 'BEARER', auth_config: { token: secrets[1] } },
      })
      await app.inject({
        method: 'PUT',
        url: `${base}/update?draft=maybe`,
        headers: { authorization },
        payload: {
          id,
          name: 'Logged',
          auth_type: 'API_KEY',
          auth_config: { header_name: 'X-K', key: secrets[2] },
        },
      })
      await app.inject({ method: 'GET', url: `${base}/detail/${id}`, headers: { authorization } })
      expect(lines.length).toBeGreaterThan(0)
      const log = lines.join('')
      for (const secret of secrets) expect(log).not.toContain(secret)
    } finally {
      await traced.close()
    }
  })
})
