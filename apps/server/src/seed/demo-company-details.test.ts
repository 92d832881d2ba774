import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { tenantUpdateBody, type TenantDetail } from '@lumbung/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../db/database'
import { tenants, users } from '../db/schema'
import { bearer, createTestApp, headersFor, signInThroughForm, type TestApp } from '../../test/test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp?.close())

const detailOf = async (headers: Record<string, string>): Promise<TenantDetail> => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/detail', headers })
  expect(response.statusCode).toBe(200)
  return response.json().data
}

/** The company form's values, as the web form starts them from the stored company. */
const formValuesOf = (detail: TenantDetail) => ({
  legal_name: detail.legal_name,
  brand_name: detail.brand_name ?? '',
  industry: detail.industry ?? '',
  company_size: detail.company_size ?? '',
  address: detail.address ?? '',
  province_code: detail.province_code ?? '',
  district_code: detail.district_code ?? '',
  subdistrict_code: detail.subdistrict_code ?? '',
  phone_number: detail.phone_number ?? '',
  website: detail.website ?? '',
  short_description: detail.short_description ?? '',
  description: detail.description ?? '',
})

describe('the demo companies', () => {
  it.each(['operator@lumbung.test', 'owner@provider.test', 'owner@consumer.test'])(
    'a verified company (%s) has every required company field, and saves unchanged',
    async (owner) => {
      const headers = await headersFor(testApp.app, owner)
      const detail = await detailOf(headers)
      expect(detail.verification_status).toBe('VERIFIED')
      const values = formValuesOf(detail)
      expect(tenantUpdateBody.safeParse(values).success).toBe(true)
      expect([detail.province_name, detail.district_name, detail.subdistrict_name]).not.toContain(null)
      // The server checks that the areas exist and nest; the seeded ones must pass as they are.
      const saved = await testApp.app.inject({
        method: 'PUT',
        url: '/api/auth/tenant/update',
        headers,
        payload: values,
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const after = await detailOf(headers)
      expect(after.subdistrict_name).toBe(detail.subdistrict_name)
    },
  )

  it('the unverified demo company still has its details to finish', async () => {
    const detail = await detailOf(await headersFor(testApp.app, 'owner@unverified.test'))
    expect(detail.verification_status).toBe('UNVERIFIED')
    expect(detail.phone_number).not.toBeNull()
    expect(detail.province_code).toBeNull()
  })
})

describe('a company just signed up', () => {
  it('starts its company profile with what signup asked for', async () => {
    const signup = {
      full_name: 'Wulan Sari',
      email: 'wulan@pt-awal.co.id',
      phone_number: '81234500123',
      password: 'Awal1234!',
      password_confirmation: 'Awal1234!',
      legal_name: 'PT Awal Data',
      industry: 'INFORMATION_TECHNOLOGY',
      company_size: 'SIZE_11_50',
      employee_position: 'Founder',
    }
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/user/register',
      payload: signup,
    })
    expect(registered.statusCode).toBe(200)
    const { accessToken } = await signInThroughForm(testApp.app, signup.email, signup.password)
    const detail = await detailOf(bearer(accessToken))
    expect(detail).toMatchObject({
      legal_name: 'PT Awal Data',
      industry: 'INFORMATION_TECHNOLOGY',
      company_size: 'SIZE_11_50',
      phone_number: '81234500123',
      verification_status: 'UNVERIFIED',
    })
  })
})

describe('companies that signed up before their phone was kept', () => {
  it('get their owner’s phone number from the migration, and keep a phone they already gave', async () => {
    const { db } = testApp.database
    const [bare] = await db
      .insert(tenants)
      .values({ legalName: 'PT Lama Sekali', verificationStatus: 'UNVERIFIED' })
      .returning({ id: tenants.id })
    await db.insert(users).values({
      tenantId: bare!.id,
      email: 'owner@pt-lama.co.id',
      fullName: 'Hadi Gunawan',
      phoneNumber: '81377788899',
      employeePosition: 'Founder',
      applicationRole: 'superadmin',
      status: 'ACTIVE',
    })
    // Found by its name rather than its number, which changes as migrations are merged.
    const file = (await readdir(migrationsFolder())).find((name) => name.endsWith('_onboarding.sql'))
    const backfill = await readFile(join(migrationsFolder(), file!), 'utf8')
    await db.execute(sql.raw(backfill))
    const phoneOf = async (legalName: string) =>
      (
        await db.select({ phone: tenants.phoneNumber }).from(tenants).where(eq(tenants.legalName, legalName))
      )[0]?.phone
    expect(await phoneOf('PT Lama Sekali')).toBe('81377788899')
    expect(await phoneOf('PT Data Nusantara')).toBe('2152960038')
  })
})
