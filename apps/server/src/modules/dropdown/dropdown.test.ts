import { companySizes, industries } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers })
type Items = { data: { data: { value: string; description: string }[]; total_data: number } }

describe('reference dropdowns', () => {
  it('lists industries and company sizes without signing in, as {data, total_data}', async () => {
    const industry = await get('/api/dropdown/marketplace/industry')
    expect(industry.statusCode).toBe(200)
    const body = industry.json() as Items & { status: string }
    expect(body.status).toBe('OK')
    expect(body.data.total_data).toBe(industries.length)
    expect(body.data.data).toContainEqual({
      value: 'INFORMATION_TECHNOLOGY',
      description: 'Information Technology',
    })

    const size = (await get('/api/dropdown/marketplace/size')).json() as Items
    expect(size.data.data.map((item) => item.value)).toEqual(companySizes.map((entry) => entry.value))
  })

  it('lists the 38 provinces, then the districts of one, then the sub-districts of a district', async () => {
    const provinces = (await get('/api/dropdown/marketplace/province')).json() as Items
    expect(provinces.data.total_data).toBe(38)
    expect(provinces.data.data).toContainEqual({ value: '31', description: 'Daerah Khusus Ibukota Jakarta' })

    const districts = (await get('/api/dropdown/marketplace/district?province=31')).json() as Items
    expect(districts.data.data).toContainEqual({
      value: '31.74',
      description: 'Kota Administrasi Jakarta Selatan',
    })
    expect(districts.data.data.every((item) => item.value.startsWith('31.'))).toBe(true)

    const subdistricts = (await get('/api/dropdown/marketplace/subdistrict?district=31.74')).json() as Items
    expect(subdistricts.data.data).toContainEqual({ value: '31.74.07', description: 'Kebayoran Baru' })
    expect(subdistricts.data.data.every((item) => item.value.startsWith('31.74.'))).toBe(true)
  })

  it('answers an empty list for a well-formed code that names nothing', async () => {
    const districts = (await get('/api/dropdown/marketplace/district?province=99')).json() as Items
    expect(districts.data).toEqual({ data: [], total_data: 0 })
  })

  it('refuses a missing or malformed parent code with the field message', async () => {
    const missing = await get('/api/dropdown/marketplace/district')
    expect(missing.statusCode).toBe(422)
    expect(missing.json()).toMatchObject({ errors: { province: 'Province can not be empty' } })
    const malformed = await get('/api/dropdown/marketplace/subdistrict?district=31')
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json()).toMatchObject({ errors: { district: 'District is not valid' } })
  })
})

describe('account dropdowns', () => {
  it('need a signed-in user', async () => {
    expect((await get('/api/auth/dropdown/application-role')).statusCode).toBe(401)
    expect((await get('/api/auth/dropdown/provider')).statusCode).toBe(401)
  })

  it('list the application roles, and only the assignable ones on request', async () => {
    const headers = await headersFor(testApp.app, 'admin@consumer.test')
    const all = (await get('/api/auth/dropdown/application-role', headers)).json() as Items
    expect(all.data.data.map((item) => item.value)).toEqual(['superadmin', 'admin', 'member'])
    const assignable = (
      await get('/api/auth/dropdown/application-role?assignable=true', headers)
    ).json() as Items
    expect(assignable.data.data).toEqual([
      { value: 'admin', description: 'Admin' },
      { value: 'member', description: 'Member' },
    ])
  })

  it('lists verified providers only', async () => {
    const headers = await headersFor(testApp.app, 'member@consumer.test')
    const providers = (await get('/api/auth/dropdown/provider', headers)).json() as Items
    expect(providers.data.data.map((item) => item.description)).toEqual(['Data Nusantara'])
  })
})
