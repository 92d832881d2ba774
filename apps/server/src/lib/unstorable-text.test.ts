import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, headersFor, type TestApp } from '../../test/test-app'
import { unstorableTextPath } from './unstorable-text'

let testApp: TestApp
let owner: Record<string, string>

beforeAll(async () => {
  testApp = await createTestApp()
  owner = await headersFor(testApp.app, 'owner@consumer.test')
})
afterAll(async () => {
  await testApp?.close()
})

describe('text no database column can keep', () => {
  it('is found in values and keys, at any depth, and paired surrogates are left alone', () => {
    expect(unstorableTextPath({ name: 'Sari 😀', tags: ['a', 'b'] })).toBeNull()
    expect(unstorableTextPath({ name: 'a\u0000b' })).toBe('name')
    expect(unstorableTextPath({ list: [{ note: 'x\ud800' }] })).toBe('list.0.note')
    expect(unstorableTextPath({ 'bad\udfff': 1 })).toBe('bad\udfff')
    expect(unstorableTextPath('\udc00 leading low half')).toBe('')
  })

  it('answers a search for NUL with 422 naming the field, where it used to reach PostgreSQL as a 500', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/list-member?search=%00',
      headers: owner,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { search: 'The search field contains characters that are not allowed' },
    })
  })

  it('refuses a lone surrogate in a JSON body before the service stores it', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/user/update',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: '{"full_name":"Sari \\ud800","phone_number":"81234567890","employee_position":"Owner"}',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      full_name: 'The full name field contains characters that are not allowed',
    })
  })

  it('still answers 401 first to a caller without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/user/list-member?search=%00' })
    expect(response.statusCode).toBe(401)
  })
})
