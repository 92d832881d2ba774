import type { AuditLogEntry } from '@lumbung/contract'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { tenantIdOf as tenantIdOfIn, userIdOf as userIdOfIn } from '../../../test/builders'
import { bearer, createTestApp, login, type TestApp } from '../../../test/test-app'

export const consumerOwner = 'owner@consumer.test'
export const providerOwner = 'owner@provider.test'
export const operator = 'operator@lumbung.test'
export const tenantTrail = '/api/auth/tenant/audit-log'
export const operatorTrail = '/api/operator/audit-log'

/** A seeded app and the calls the audit trail's tests make against it. Register it at the top of a file. */
export function setupAuditTests() {
  let subject: TestApp
  const tokens = new Map<string, string>()

  beforeAll(async () => {
    subject = await createTestApp()
  })
  afterAll(() => subject.close())

  async function tokenOf(email: string): Promise<string> {
    const cached = tokens.get(email)
    if (cached) return cached
    const { accessToken } = await login(subject.app, email)
    tokens.set(email, accessToken)
    return accessToken
  }

  async function call(as: string | null, options: InjectOptions) {
    const headers = { ...(options.headers ?? {}), ...(as ? bearer(await tokenOf(as)) : {}) }
    return subject.app.inject({ ...options, headers })
  }

  /** The trail as its reader gets it: every row of the filter (up to 100). */
  async function trail(as: string, query: Record<string, string> = {}, url = tenantTrail) {
    const response = await call(as, { method: 'GET', url, query: { limit: '100', ...query } })
    if (response.statusCode !== 200) throw new Error(`trail failed: ${response.body}`)
    return response.json().data as { data: AuditLogEntry[]; total_data: number }
  }

  return {
    get subject() {
      return subject
    },
    call,
    trail,
    tenantIdOf: (legalName: string) => tenantIdOfIn(subject.database.db, legalName),
    userIdOf: (email: string) => userIdOfIn(subject.database.db, email),
  }
}
