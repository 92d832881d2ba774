import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { connectionTestMessages, datasetErrorMessages } from '@lumbung/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../../db/database'
import { apiSettings, datasets } from '../../../db/schema'
import { insertDataset, tenantIdOf } from '../../../../test/builders'
import { freePort } from '../../../../test/ports'
import { createTestApp, headersFor, type TestApp } from '../../../../test/test-app'

/**
 * The API setting holds the upstream's base address and tests it; a dataset on it holds only its path.
 * The server listens on a real port, the one the demo upstream's address names, so the calls are real.
 */
let testApp: TestApp
let owner: Record<string, string>
let demoBase: string

beforeAll(async () => {
  const port = await freePort()
  testApp = await createTestApp({ config: { port } })
  await testApp.app.listen({ port, host: '127.0.0.1' })
  owner = await headersFor(testApp.app, 'owner@provider.test')
  demoBase = `http://127.0.0.1:${port}/demo-upstream/v1`
}, 60_000)
afterAll(() => testApp?.close())

const settings = '/api/data/provider/settings/api'
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = owner) =>
  testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) })

let names = 0
async function addSetting(baseUrl: string | null, key = testApp.config.demoUpstream.apiKey) {
  names += 1
  return call('POST', `${settings}/add`, {
    name: `Upstream ${names}`,
    base_url: baseUrl,
    status: 'ACTIVE',
    auth_type: 'API_KEY',
    auth_config: { header_name: 'X-API-Key', key },
  })
}

const weatherDataset = (apiSettingId: string, baseUrl: string | null = null) => ({
  name: `Weather ${(names += 1)}`,
  short_description: 'Daily weather',
  description: 'Daily weather by city',
  tag: [],
  base_url: baseUrl,
  path: '/weather/daily',
  method: 'GET',
  request_params: [
    {
      name: 'city',
      type: 'STRING',
      is_required: true,
      location: 'QUERY',
      description: null,
      example: 'Jakarta',
    },
  ],
  headers: [],
  api_setting_id: apiSettingId,
  response_sample: '{}',
  response_time: 'UNDER_500_MS',
  operational_hour_from: '00:00',
  operational_hour_to: '23:59',
})

describe('the demo upstream on the API settings screen', () => {
  it("shows a provider owner the demo upstream's address, key and paths while demo mode is on", async () => {
    const response = await call('GET', `${settings}/demo-upstream`)
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({
      base_url: demoBase,
      header_name: 'X-API-Key',
      api_key: testApp.config.demoUpstream.apiKey,
    })
    expect(data.paths.map((entry: { path: string }) => entry.path)).toContain('/weather/daily')
  })

  it('is refused to members and to consumer companies, like the rest of the API settings', async () => {
    for (const email of ['member@provider.test', 'owner@consumer.test']) {
      const response = await call(
        'GET',
        `${settings}/demo-upstream`,
        undefined,
        await headersFor(testApp.app, email),
      )
      expect(response.statusCode).toBe(403)
    }
  })
})

describe("the API setting's base address", () => {
  it('is kept without a trailing slash and shown on the detail', async () => {
    const added = await addSetting(`${demoBase}/`)
    expect(added.statusCode).toBe(200)
    const detail = await call('GET', `${settings}/detail/${added.json().data.id}`)
    expect(detail.json().data.base_url).toBe(demoBase)
  })

  it('refuses an address that is no URL, one that is too long, and an internal one, on base_url', async () => {
    const notUrl = await addSetting('weather.example.com')
    expect(notUrl.statusCode).toBe(422)
    expect(notUrl.json().errors.base_url).toBe('URL format is not valid.')

    const long = await addSetting(`https://example.com/${'a'.repeat(500)}`)
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.base_url).toBe('Base URL may not be greater than 500 characters')

    const internal = await addSetting('http://10.0.0.5/api')
    expect(internal.statusCode).toBe(422)
    expect(internal.json().errors.base_url).toBe('This address points to a private or internal network')
  })
})

describe('the connection test', () => {
  it('calls the base address with the setting’s key and reports the status and time', async () => {
    const id = (await addSetting(demoBase)).json().data.id
    const response = await call('POST', `${settings}/connection-test/${id}`)
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({ outcome: 'CONNECTED', status_code: 200, url: demoBase })
    expect(data.response_time_ms).toBeGreaterThanOrEqual(0)
    expect(data.message).toBe(connectionTestMessages.connected(200, data.response_time_ms))
    expect(response.body).not.toContain(testApp.config.demoUpstream.apiKey)
  })

  it('says when the upstream refuses the credentials', async () => {
    const id = (await addSetting(demoBase, 'not-the-demo-key-at-all')).json().data.id
    const { data } = (await call('POST', `${settings}/connection-test/${id}`)).json()
    expect(data).toMatchObject({ outcome: 'CREDENTIALS_REFUSED', status_code: 401 })
    expect(data.message).toBe(connectionTestMessages.credentialsRefused(401))
  })

  it('still refuses an internal address that reached the database another way, without calling it', async () => {
    const id = (await addSetting(demoBase)).json().data.id
    await testApp.database.db
      .update(apiSettings)
      .set({ baseUrl: 'http://169.254.169.254/latest' })
      .where(eq(apiSettings.id, id))
    const { data } = (await call('POST', `${settings}/connection-test/${id}`)).json()
    expect(data).toMatchObject({ outcome: 'BLOCKED', status_code: null })
    expect(data.message).toBe(
      connectionTestMessages.blocked('This address points to a private or internal network'),
    )
  })

  it('asks for a base address first when the setting has none', async () => {
    const id = (await addSetting(null)).json().data.id
    const response = await call('POST', `${settings}/connection-test/${id}`)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.base_url).toBe(connectionTestMessages.noBaseUrl)
  })
})

describe('an API dataset on a setting with a base address', () => {
  it('holds only its path, and "Try it" calls the setting’s base address plus that path', async () => {
    const settingId = (await addSetting(demoBase)).json().data.id
    const saved = await call('POST', '/api/data/provider/datasets/api/add', weatherDataset(settingId))
    expect(saved.statusCode, saved.body).toBe(200)
    const [row] = await testApp.database.db
      .select({ baseUrl: datasets.baseUrl, path: datasets.path })
      .from(datasets)
      .where(eq(datasets.id, saved.json().data.id))
    expect(row).toEqual({ baseUrl: null, path: '/weather/daily' })

    const tried = await call('POST', '/api/data/provider/datasets/api/try', {
      ...weatherDataset(settingId),
      values: { city: 'Jakarta' },
    })
    expect(tried.statusCode, tried.body).toBe(200)
    expect(tried.json().data.status_code).toBe(200)
    expect(tried.json().data.response_sample).toContain('Jakarta')
  })

  it('needs a base address from itself or its setting, unless it is a draft', async () => {
    const settingId = (await addSetting(null)).json().data.id
    const refused = await call('POST', '/api/data/provider/datasets/api/add', weatherDataset(settingId))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.base_url).toBe(datasetErrorMessages.baseUrlMissing)
    const draft = await call(
      'POST',
      '/api/data/provider/datasets/api/add?draft=true',
      weatherDataset(settingId),
    )
    expect(draft.statusCode, draft.body).toBe(200)
  })

  it("refuses an internal address built from the setting's base and the dataset's path", async () => {
    const settingId = (await addSetting(demoBase)).json().data.id
    await testApp.database.db
      .update(apiSettings)
      .set({ baseUrl: 'http://10.1.2.3' })
      .where(eq(apiSettings.id, settingId))
    const refused = await call('POST', '/api/data/provider/datasets/api/add', weatherDataset(settingId))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.base_url).toBe('This address points to a private or internal network')
  })
})

describe('migration 0041 on datasets saved with whole addresses', () => {
  it('moves a base address every dataset of a setting shares onto the setting, and keeps a differing one', async () => {
    const { db } = testApp.database
    const tenantId = await tenantIdOf(db, 'PT Data Nusantara')
    const [shared] = await db
      .insert(apiSettings)
      .values({ tenantId, name: 'Old shared upstream', status: 'ACTIVE' })
      .returning({ id: apiSettings.id })
    const [mixed] = await db
      .insert(apiSettings)
      .values({ tenantId, name: 'Old mixed upstream', status: 'ACTIVE' })
      .returning({ id: apiSettings.id })
    const api = (name: string, apiSettingId: string, baseUrl: string) =>
      insertDataset(db, tenantId, {
        name,
        dataType: 'API',
        apiSettingId,
        baseUrl,
        path: '/v1/lookup',
        method: 'GET',
      })
    const first = await api('Old one', shared!.id, 'https://old.example.com/api')
    const second = await api('Old two', shared!.id, 'https://old.example.com/api')
    const east = await api('Old east', mixed!.id, 'https://east.example.com')
    const west = await api('Old west', mixed!.id, 'https://west.example.com')

    const file = (await readdir(migrationsFolder())).find((name) =>
      name.endsWith('_api_setting_base_url.sql'),
    )
    const text = await readFile(join(migrationsFolder(), file!), 'utf8')
    // The column exists already: run the statements that split the addresses.
    for (const statement of text.split('--> statement-breakpoint').slice(1))
      await db.execute(sql.raw(statement))

    const baseOf = async (id: string) =>
      (await db.select({ baseUrl: apiSettings.baseUrl }).from(apiSettings).where(eq(apiSettings.id, id)))[0]
        ?.baseUrl
    expect(await baseOf(shared!.id)).toBe('https://old.example.com/api')
    expect(await baseOf(mixed!.id)).toBeNull()
    const datasetBase = async (id: string) =>
      (await db.select({ baseUrl: datasets.baseUrl }).from(datasets).where(eq(datasets.id, id)))[0]?.baseUrl
    expect([await datasetBase(first), await datasetBase(second)]).toEqual([null, null])
    expect([await datasetBase(east), await datasetBase(west)]).toEqual([
      'https://east.example.com',
      'https://west.example.com',
    ])
  })
})
