import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/test-app'
import { demoUpstreamBaseUrl } from '../../../lib/outbound-http'
import { signInProviders } from './datasets.test-helpers'

let test: TestApp
let people: Awaited<ReturnType<typeof signInProviders>>

beforeAll(async () => {
  test = await createTestApp()
  people = await signInProviders(test)
})
afterAll(async () => test.close())

describe('"Try it" on internal addresses', () => {
  it.each([
    'http://127.0.0.1:9/',
    'http://[::ffff:7f00:1]/',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/',
  ])('refuses %s without calling it', async (baseUrl) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/data/provider/datasets/api/try',
      headers: people.member,
      payload: { base_url: baseUrl, path: '/', method: 'GET', api_setting_id: null, values: {} },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'UPSTREAM_BLOCKED_ADDRESS',
      errors: { base_url: 'This address points to a private or internal network' },
    })
  })

  it.each(['http://[fe80::1%25eth0]/', 'http://[fe80::1%eth0]/', 'http://exa mple.com/'])(
    'refuses %s, which no URL parser reads, as an invalid address',
    async (baseUrl) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/data/provider/datasets/api/try',
        headers: people.member,
        payload: { base_url: baseUrl, path: '/', method: 'GET', api_setting_id: null, values: {} },
      })
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json().errors).toEqual({ base_url: 'URL format is not valid.' })
    },
  )
})

describe('saving an API dataset refuses what "Try it" refuses', () => {
  const fields = (baseUrl: string, path = '/lookup') => ({
    name: 'Internal look-up',
    base_url: baseUrl,
    path,
    method: 'GET',
    request_params: [],
    headers: [],
    api_setting_id: null,
    response_time: 'UNDER_500_MS',
    operational_hour_from: '08:00',
    operational_hour_to: '17:00',
    tag: [],
    description: 'Reaches inside',
    short_description: 'Reaches inside',
  })
  const save = (action: 'add' | 'update', payload: object, query = '') =>
    test.app.inject({
      method: action === 'add' ? 'POST' : 'PUT',
      url: `/api/data/provider/datasets/api/${action}${query}`,
      headers: people.member,
      payload,
    })
  const tryIt = (baseUrl: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/data/provider/datasets/api/try',
      headers: people.member,
      payload: { base_url: baseUrl, path: '/', method: 'GET', api_setting_id: null, values: {} },
    })

  it.each([
    'http://127.0.0.1:9',
    'http://localhost:8080',
    'http://10.0.0.1',
    'http://169.254.169.254/latest/meta-data',
    'http://[fe80::1]',
    'ftp://files.example.com',
  ])('%s: the same 422, code and words as "Try it", added as a draft or live', async (baseUrl) => {
    const tried = (await tryIt(baseUrl)).json()
    expect(tried.errors.base_url).toBeTruthy()
    for (const query of ['', '?draft=true']) {
      const response = await save('add', fields(baseUrl), query)
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json()).toMatchObject({ code: tried.code, errors: { base_url: tried.errors.base_url } })
    }
    const listed = await test.app.inject({
      method: 'GET',
      url: '/api/data/provider/datasets/list?search=Internal%20look-up',
      headers: people.member,
    })
    expect(listed.json().data.total_data).toBe(0)
  })

  it('refuses an update that points a saved dataset inside, and keeps its address', async () => {
    const added = await save('add', fields('https://api.example.com'), '?draft=true')
    expect(added.statusCode, added.body).toBe(200)
    const id = added.json().data.id as string
    const response = await save('update', { ...fields('http://169.254.169.254'), id }, '?draft=true')
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'UPSTREAM_BLOCKED_ADDRESS',
      errors: { base_url: 'This address points to a private or internal network' },
    })
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/data/provider/datasets/api/detail/${id}`,
      headers: people.member,
    })
    expect(detail.json().data.base_url).toBe('https://api.example.com')
  })

  it("keeps the server's own demo upstream, which the demo datasets call", async () => {
    const response = await save('add', fields(demoUpstreamBaseUrl(test.config.port), '/postal/{code}'))
    expect(response.statusCode, response.body).toBe(200)
  })
})
