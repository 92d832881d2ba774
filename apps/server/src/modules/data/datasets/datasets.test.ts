import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiSettings, products, users } from '../../../db/schema'
import { createSecrets } from '../../../lib/secrets'
import { insertProduct } from '../../../../test/builders'
import { createTestApp, type TestApp } from '../../../../test/test-app'
import { signInProviders } from './datasets.test-helpers'

let test: TestApp
let people: Awaited<ReturnType<typeof signInProviders>>
let upstream: Server
let upstreamUrl = ''
let apiSettingId = ''
let tenantId = ''

beforeAll(async () => {
  upstream = createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        path: request.url,
        authorization: request.headers.authorization ?? null,
        token: request.headers['x-token'] ?? null,
      }),
    )
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  // Tests reach their own upstream on the loopback address, as development does.
  test = await createTestApp({ config: { isPrivateUrlAllowed: true } })
  people = await signInProviders(test)
  const [member] = await test.database.db.select().from(users).where(eq(users.email, 'member@provider.test'))
  tenantId = member!.tenantId
  const secrets = createSecrets(test.config.masterKey)
  const [setting] = await test.database.db
    .insert(apiSettings)
    .values({
      tenantId,
      name: 'Datasets test bearer',
      status: 'ACTIVE',
      authType: 'BEARER',
      sealedSecret: secrets.seal('s3cr3t-token'),
    })
    .returning()
  apiSettingId = setting!.id
})
afterAll(async () => {
  await test.close()
  upstream.close()
})

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Postal code look-up',
  base_url: upstreamUrl,
  path: '/postal/{code}',
  method: 'GET',
  request_params: [
    {
      name: 'code',
      type: 'STRING',
      is_required: true,
      location: 'PATH',
      description: 'Postal code',
      example: '12110',
    },
    { name: 'limit', type: 'INTEGER', is_required: false, location: 'QUERY', description: null },
  ],
  headers: [{ name: 'X-Token', value: 'fixed' }],
  api_setting_id: apiSettingId,
  response_time: 'UNDER_500_MS',
  operational_hour_from: '08:00',
  operational_hour_to: '17:00',
  tag: ['POSTAL_CODE'],
  description: 'Looks up a postal code',
  short_description: 'Postal codes',
  ...overrides,
})
const add = (payload: unknown, query = '', headers = people.member) =>
  test.app.inject({
    method: 'POST',
    url: `/api/data/provider/datasets/api/add${query}`,
    headers,
    payload: payload as object,
  })

describe('API datasets', () => {
  it('adds, lists with filters, updates status and shows the detail', async () => {
    const added = await add(body())
    expect(added.statusCode).toBe(200)
    const dataset = added.json().data
    expect(dataset).toMatchObject({
      status: 'ACTIVE',
      method: 'GET',
      api_setting_name: 'Datasets test bearer',
      created_by: expect.any(String),
    })

    const draft = await add(
      body({ name: 'Draft weather', description: '', short_description: '' }),
      '?draft=true',
    )
    expect(draft.json().data.status).toBe('DRAFT')

    const list = await test.app.inject({
      url: '/api/data/provider/datasets/list?search=postal&data_type=API&status=ACTIVE',
      headers: people.admin,
    })
    expect(list.json().data.data.map((item: { id: string }) => item.id)).toEqual([dataset.id])
    const none = await test.app.inject({
      url: '/api/data/provider/datasets/list?search=postal&status=INACTIVE',
      headers: people.admin,
    })
    expect(none.json().data.total_data).toBe(0)
    const badFilter = await test.app.inject({
      url: '/api/data/provider/datasets/list?data_type=VIDEO',
      headers: people.admin,
    })
    expect(badFilter.statusCode).toBe(422)

    const inactive = await test.app.inject({
      method: 'PUT',
      url: '/api/data/provider/datasets/api/update',
      headers: people.member,
      payload: { ...body(), id: dataset.id, status: 'INACTIVE' },
    })
    expect(inactive.json().data.status).toBe('INACTIVE')
    const backToDraft = await test.app.inject({
      method: 'PUT',
      url: '/api/data/provider/datasets/api/update?draft=true',
      headers: people.member,
      payload: { ...body(), id: dataset.id },
    })
    expect(backToDraft.statusCode).toBe(422)

    const detail = await test.app.inject({
      url: `/api/data/provider/datasets/api/detail/${dataset.id}`,
      headers: people.admin,
    })
    expect(detail.json().data).toMatchObject({
      path: '/postal/{code}',
      operational_hour_from: '08:00',
      tag: ['POSTAL_CODE'],
    })
    // The provider's example is kept; a parameter saved without one reads as null.
    expect(
      detail.json().data.request_params.map((parameter: { example: string | null }) => parameter.example),
    ).toEqual(['12110', null])
  })

  it('refuses bad input per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Name can not be empty'],
      [{ name: 'x'.repeat(101) }, 'name', 'Name may not be greater than 100 characters'],
      [{ base_url: 'not a url' }, 'base_url', 'URL format is not valid.'],
      [{ path: 'no-slash' }, 'path', 'Path must start with / and hold no spaces, ? or #'],
      [{ method: 'TRACE' }, 'method', 'Method is not valid'],
      [{ api_setting_id: 'abc' }, 'api_setting_id', 'API setting is not valid'],
      [{ response_time: 'SOON' }, 'response_time', 'Response time is not valid'],
      [{ operational_hour_to: '24:30' }, 'operational_hour_to', 'Operational hour to is not valid'],
      [
        { request_params: [{ name: 'a b', type: 'STRING', location: 'QUERY' }] },
        'request_params.0.name',
        'The Parameter name field may contain alpha-key characters as well as dashes, underscores, and dot',
      ],
      [
        { request_params: [{ name: 'q', type: 'STRING', location: 'COOKIE' }] },
        'request_params.0.location',
        'Location is not valid',
      ],
      [{ headers: [{ name: 'Bad Header', value: 'x' }] }, 'headers.0.name', 'Header name is not valid'],
      // An example must pass the gateway's own type check, or the copied snippet would be refused.
      [
        { request_params: [{ name: 'n', type: 'INTEGER', location: 'QUERY', example: '1.5' }] },
        'request_params.0.example',
        'Example value must be a whole number, such as 42',
      ],
      [
        { request_params: [{ name: 'd', type: 'DATE', location: 'QUERY', example: '31-01-2026' }] },
        'request_params.0.example',
        'Example value must be a date as YYYY-MM-DD',
      ],
      [
        { request_params: [{ name: 'b', type: 'BOOLEAN', location: 'BODY', example: 'yes' }] },
        'request_params.0.example',
        'Example value must be true or false',
      ],
    ]
    for (const [overrides, field, message] of cases) {
      const response = await add(body(overrides))
      expect(response.statusCode, field).toBe(422)
      expect(response.json().errors?.[field], field).toBe(message)
    }
    const live = await add(body({ short_description: '' }))
    expect(live.json().errors.short_description).toBe('Short description can not be empty')
    const foreignSetting = await add(body({ api_setting_id: '00000000-0000-4000-8000-000000000000' }))
    expect(foreignSetting.json().errors.api_setting_id).toBe('API setting is not valid')
  })

  it('tries the upstream with the API setting credentials and stores the sample', async () => {
    const dataset = (await add(body({ name: 'Try me' }))).json().data
    const tried = await test.app.inject({
      method: 'POST',
      url: '/api/data/provider/datasets/api/try',
      headers: people.member,
      payload: { ...body(), id: dataset.id, values: { code: '40111' } },
    })
    expect(tried.statusCode).toBe(200)
    const result = tried.json().data
    expect(result.status_code).toBe(200)
    const echoed = JSON.parse(result.response_sample)
    expect(echoed).toEqual({ path: '/postal/40111', authorization: 'Bearer s3cr3t-token', token: 'fixed' })
    const detail = await test.app.inject({
      url: `/api/data/provider/datasets/api/detail/${dataset.id}`,
      headers: people.member,
    })
    expect(detail.json().data.response_sample).toBe(result.response_sample)
    // The credential itself is never part of the dataset's answer.
    const { response_sample: _sample, ...rest } = detail.json().data
    expect(JSON.stringify(rest)).not.toContain('s3cr3t-token')

    const missing = await test.app.inject({
      method: 'POST',
      url: '/api/data/provider/datasets/api/try',
      headers: people.member,
      payload: { ...body(), values: {} },
    })
    expect(missing.json().errors['values.code']).toBe('code can not be empty')
  })

  it('refuses a delete while a published product uses the dataset', async () => {
    const dataset = (await add(body({ name: 'In use' }))).json().data
    await insertProduct(test.database.db, { tenantId, name: 'Uses it', datasetId: dataset.id })
    const refused = await test.app.inject({
      method: 'DELETE',
      url: `/api/data/provider/datasets/api/delete/${dataset.id}`,
      headers: people.member,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'This dataset is used by a published product and cannot be deleted; archive the product first',
    )
    await test.database.db
      .update(products)
      .set({ status: 'ARCHIVED' })
      .where(eq(products.datasetId, dataset.id))
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/data/provider/datasets/api/delete/${dataset.id}`,
      headers: people.member,
    })
    expect(deleted.statusCode).toBe(200)
  })

  it('keeps every tenant to its own datasets', async () => {
    const dataset = (await add(body({ name: 'Private to provider' }))).json().data
    const calls = [
      { method: 'GET' as const, url: `/api/data/provider/datasets/api/detail/${dataset.id}` },
      {
        method: 'PUT' as const,
        url: '/api/data/provider/datasets/api/update',
        payload: { ...body({ api_setting_id: null }), id: dataset.id },
      },
      { method: 'DELETE' as const, url: `/api/data/provider/datasets/api/delete/${dataset.id}` },
      {
        method: 'POST' as const,
        url: '/api/data/provider/datasets/api/try',
        payload: { ...body({ api_setting_id: null }), id: dataset.id, values: { code: '1' } },
      },
      { method: 'GET' as const, url: `/api/data/provider/datasets/file/detail/${dataset.id}` },
    ]
    for (const call of calls) {
      const response = await test.app.inject({ ...call, headers: people.other })
      expect(response.statusCode, call.url).toBe(404)
      expect(response.body).not.toContain('Private to provider')
      expect(response.body).not.toContain(upstreamUrl)
    }
    const list = await test.app.inject({ url: '/api/data/provider/datasets/list', headers: people.other })
    expect(list.json().data.data.map((item: { id: string }) => item.id)).not.toContain(dataset.id)
    const unverified = await test.app.inject({ url: '/api/data/provider/datasets/list', headers: {} })
    expect(unverified.statusCode).toBe(401)
  })
})
