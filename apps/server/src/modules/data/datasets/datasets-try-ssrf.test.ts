import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/test-app'
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
