import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'

let testApp: TestApp
let owner: Record<string, string>
let admin: Record<string, string>
let member: Record<string, string>
let otherAdmin: Record<string, string>

beforeAll(async () => {
  testApp = await createTestApp()
  owner = await headersFor(testApp.app, 'owner@consumer.test')
  admin = await headersFor(testApp.app, 'admin@consumer.test')
  member = await headersFor(testApp.app, 'member@consumer.test')
  otherAdmin = await headersFor(testApp.app, 'admin@provider.test')
})
afterAll(async () => {
  await testApp?.close()
})

const validBody = {
  legal_name: 'PT Konsumen Maju Sejahtera',
  brand_name: 'Konsumen Maju',
  industry: 'BANKING',
  company_size: 'SIZE_201_500',
  address: 'Jl. Jenderal Sudirman Kav. 21',
  province_code: '31',
  district_code: '31.74',
  subdistrict_code: '31.74.07',
  phone_number: '2157991234',
  website: 'https://konsumenmaju.co.id',
  short_description: 'Credit scoring for Indonesian SMEs',
  description: 'We buy alternative data to score small businesses.',
}

const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'PUT', url: '/api/auth/tenant/update', headers, payload })
const detail = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/detail', headers })

describe('company profile', () => {
  it('needs a signed-in user', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/detail' })).statusCode).toBe(401)
  })

  it('shows the own company to every member, editable only for owner and admins', async () => {
    const asMember = await detail(member)
    expect(asMember.statusCode).toBe(200)
    expect(asMember.json().data).toMatchObject({
      legal_name: 'PT Konsumen Maju',
      verification_status: 'VERIFIED',
      is_verified: true,
      can_edit: false,
      can_submit_verification: false,
      verification: null,
    })
    expect((await detail(admin)).json().data.can_edit).toBe(true)
    expect((await detail(owner)).json().data.can_edit).toBe(true)
  })

  it('saves every field, with the area names read from the codes', async () => {
    const response = await update(admin, validBody)
    expect(response.statusCode).toBe(200)
    const saved = (await detail(member)).json().data
    expect(saved).toMatchObject({
      ...validBody,
      province_name: 'Daerah Khusus Ibukota Jakarta',
      district_name: 'Kota Administrasi Jakarta Selatan',
      subdistrict_name: 'Kebayoran Baru',
    })
  })

  it('clears optional fields sent blank', async () => {
    const response = await update(owner, {
      ...validBody,
      website: '',
      short_description: '',
      description: null,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ website: null, short_description: null, description: null })
  })

  it('keeps the NPWP as digits however it is typed, shows the seeded one, and leaves it when a form omits it', async () => {
    expect((await detail(member)).json().data).toMatchObject({ npwp: '0017654321428000', npwp_address: null })
    const typed = await update(owner, {
      ...validBody,
      npwp: '01.765.432.1-428.000',
      npwp_address: ' Gedung Braga Lt. 3, Bandung ',
    })
    expect(typed.statusCode).toBe(200)
    expect(typed.json().data).toMatchObject({
      npwp: '017654321428000',
      npwp_address: 'Gedung Braga Lt. 3, Bandung',
    })
    // A client that does not know the fields yet must not clear them.
    expect((await update(owner, validBody)).json().data).toMatchObject({ npwp: '017654321428000' })
    for (const npwp of ['1234', '01.765.432.1-428.0001X', '12345678901234567']) {
      const refused = await update(owner, { ...validBody, npwp })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().errors.npwp).toBe('NPWP must have 15 or 16 digits')
    }
    const cleared = await update(owner, { ...validBody, npwp: '', npwp_address: '' })
    expect(cleared.json().data).toMatchObject({ npwp: null, npwp_address: null })
  })

  it('refuses members, and leaves the company as it was', async () => {
    const response = await update(member, { ...validBody, legal_name: 'PT Diambil Alih' })
    expect(response.statusCode).toBe(403)
    expect((await detail(owner)).json().data.legal_name).toBe(validBody.legal_name)
  })

  it.each([
    ['legal_name', '', 'Legal name can not be empty'],
    ['legal_name', 'A', 'Legal name may not be less than 2 characters'],
    ['legal_name', 'x'.repeat(151), 'Legal name may not be greater than 150 characters'],
    ['brand_name', undefined, 'Brand name can not be empty'],
    ['industry', '', 'Industry can not be empty'],
    ['industry', 'FARMING', 'Industry is not valid'],
    ['company_size', '11-50', 'Company size is not valid'],
    ['address', 'Jl.', 'Address may not be less than 5 characters'],
    ['province_code', '', 'Province can not be empty'],
    ['province_code', 'DKI', 'Province is not valid'],
    ['district_code', '3174', 'District is not valid'],
    ['subdistrict_code', '31.74', 'Sub-district is not valid'],
    ['phone_number', '', 'Phone number can not be empty'],
    ['phone_number', '0215799123', 'Phone number is not valid'],
    ['phone_number', '21-5799', 'Phone number must be number'],
    ['website', 'konsumenmaju.co.id', 'URL format is not valid.'],
    ['short_description', 'x'.repeat(161), 'Short description may not be greater than 160 characters'],
    ['description', 'x'.repeat(2001), 'Description may not be greater than 2000 characters'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const response = await update(owner, { ...validBody, [field]: value })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toBe(message)
  })

  it('refuses areas that do not exist or do not nest', async () => {
    const unknownProvince = await update(owner, { ...validBody, province_code: '99' })
    expect(unknownProvince.json().errors).toEqual({ province_code: 'Province is not valid' })
    const foreignDistrict = await update(owner, { ...validBody, district_code: '32.73' })
    expect(foreignDistrict.json().errors).toEqual({ district_code: 'District is not valid' })
    const foreignSubdistrict = await update(owner, { ...validBody, subdistrict_code: '31.71.01' })
    expect(foreignSubdistrict.json().errors).toEqual({ subdistrict_code: 'Sub-district is not valid' })
  })

  it("never shows or changes another company's profile: the tenant is always the caller's", async () => {
    const response = await update(otherAdmin, { ...validBody, legal_name: 'PT Data Nusantara Baru' })
    expect(response.statusCode).toBe(200)
    expect((await detail(otherAdmin)).json().data.legal_name).toBe('PT Data Nusantara Baru')
    expect((await detail(owner)).json().data.legal_name).toBe(validBody.legal_name)
  })
})

describe('provider list', () => {
  it('lists verified providers for any signed-in user', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/list-provider' })).statusCode,
    ).toBe(401)
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/tenant/list-provider',
      headers: member,
    })
    expect(response.statusCode).toBe(200)
    const { data, total_data } = response.json().data
    expect(total_data).toBe(1)
    expect(data[0]).toMatchObject({
      legal_name: 'PT Data Nusantara Baru',
      brand_name: 'Konsumen Maju',
      logo_url: null,
    })
  })
})
