import { eq } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { App } from '../../../app'
import type { Database } from '../../../db/database'
import { tenants, users } from '../../../db/schema'
import { insertProduct as insertCatalogueProduct } from '../../../../test/builders'
import { bearer, createTestApp, login, type TestApp } from '../../../../test/test-app'

export const base = '/api/transaction'

export const accounts = {
  consumerAdmin: 'admin@consumer.test',
  consumerMember: 'member@consumer.test',
  consumerOwner: 'owner@consumer.test',
  providerAdmin: 'admin@provider.test',
  providerMember: 'member@provider.test',
  providerOwner: 'owner@provider.test',
  unverifiedOwner: 'owner@unverified.test',
  operator: 'operator@lumbung.test',
} as const

export const companies = {
  consumer: 'PT Konsumen Maju',
  provider: 'PT Data Nusantara',
  unverified: 'PT Baru Berdiri',
} as const

/** Kepulauan Seribu Utara, in DKI Jakarta: codes that nest. */
export const region = { province_code: '31', district_code: '31.01', subdistrict_code: '31.01.01' }

export function validRecommendation(overrides: Record<string, unknown> = {}) {
  return {
    data_needed: 'Monthly foot traffic per shopping mall in Jakarta',
    purpose: 'Choosing where to open our next retail outlets',
    industry: 'WHOLESALE_RETAIL',
    ...region,
    budget: 25_000_000,
    needed_by: '2099-12-31',
    ...overrides,
  }
}

/** A product as the board sees it: only its company, status and privacy matter there. */
export function insertProduct(
  db: Database,
  tenantId: string,
  values: { name: string; status?: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED'; consumerTenantId?: string },
): Promise<string> {
  return insertCatalogueProduct(db, {
    tenantId,
    name: values.name,
    shortDescription: `${values.name}, refreshed monthly`,
    status: values.status ?? 'PUBLISHED',
    isPrivate: values.consumerTenantId !== undefined,
    consumerTenantId: values.consumerTenantId ?? null,
  })
}

/** Flags a company as a provider, so the board's other rules (verification) are what refuses it. */
export async function makeProvider(db: Database, legalName: string) {
  await db.update(tenants).set({ isProvider: true }).where(eq(tenants.legalName, legalName))
}

export async function deactivate(db: Database, email: string) {
  await db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.email, email))
}

export interface Suite {
  testApp: TestApp
  app: App
  db: Database
  as(email: string, options: InjectOptions): Promise<LightMyRequestResponse>
}

/** One seeded app per test file; signed-in headers are cached per account. */
export async function openSuite(): Promise<Suite> {
  const testApp = await createTestApp()
  const tokens = new Map<string, Record<string, string>>()
  return {
    testApp,
    app: testApp.app,
    db: testApp.database.db,
    async as(email, options) {
      let headers = tokens.get(email)
      if (!headers) {
        headers = bearer((await login(testApp.app, email)).accessToken)
        tokens.set(email, headers)
      }
      return testApp.app.inject({ ...options, headers: { ...options.headers, ...headers } })
    },
  }
}

/** Sends a valid data-need request as the consumer admin and answers its id. */
export async function submitRecommendation(
  suite: Suite,
  overrides: Record<string, unknown> = {},
  email: string = accounts.consumerAdmin,
) {
  const response = await suite.as(email, {
    method: 'POST',
    url: `${base}/consumer/recommendation`,
    payload: validRecommendation(overrides),
  })
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.body}`)
  return (response.json() as { data: { id: string } }).data.id
}

export async function moveTo(suite: Suite, id: string, status: string, note?: string) {
  return suite.as(accounts.operator, {
    method: 'PUT',
    url: `${base}/operator/recommendation/status/${id}`,
    payload: note === undefined ? { status } : { status, note },
  })
}
