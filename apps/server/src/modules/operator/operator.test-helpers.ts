import type { MailboxMessage } from '@lumbung/contract'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { auditLog, tenants, users } from '../../db/schema'
import { createOperator } from '../../seed'
import { tenantIdOf as tenantIdOfIn, userIdOf as userIdOfIn } from '../../../test/builders'
import { readMailbox } from '../../../test/mailbox'
import { multipartBody } from '../../../test/multipart'
import { bearer, createTestApp, login, type TestApp } from '../../../test/test-app'

export const operator = 'operator@lumbung.test'
const secondOperator = 'second.operator@lumbung.test'

/**
 * A seeded app with a second operator (operators must never be able to deactivate one another),
 * and the calls both operator test files make against it. Register it at the top of a test file.
 */
export function setupOperatorTests() {
  let subject: TestApp
  const tokens = new Map<string, string>()

  beforeAll(async () => {
    subject = await createTestApp()
    await createOperator(subject.database.db, {
      email: secondOperator,
      fullName: 'Second Operator',
      password: 'Demo123!',
    })
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

  const tenantIdOf = (legalName: string) => tenantIdOfIn(subject.database.db, legalName)
  const userIdOf = (email: string) => userIdOfIn(subject.database.db, email)

  async function tenantStatus(legalName: string) {
    const [row] = await subject.database.db
      .select({ status: tenants.verificationStatus })
      .from(tenants)
      .where(eq(tenants.legalName, legalName))
    return row!.status
  }

  async function userRow(email: string) {
    const [row] = await subject.database.db.select().from(users).where(eq(users.email, email))
    return row!
  }

  /** Mail leaves through the job queue, so it shows up a moment after the call that sent it. */
  async function waitForMail(to: string, matches: (message: MailboxMessage) => boolean) {
    const deadline = Date.now() + 10_000
    for (;;) {
      const found = (await readMailbox(subject.app, to)).find(matches)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no such mail for ${to}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async function auditEntries(action: string, targetId: string) {
    return subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
  }

  return {
    /** The app under test; only valid inside tests, after `beforeAll` has run. */
    get subject() {
      return subject
    },
    call,
    asOperator: (options: InjectOptions) => call(operator, options),
    tenantIdOf,
    userIdOf,
    tenantStatus,
    userRow,
    waitForMail,
    auditEntries,
  }
}

/** A multipart body with one file per field, as the company-documents form sends it. */
export function documentsForm(files: Record<string, { name: string; bytes: Buffer }>) {
  return multipartBody(
    Object.entries(files).map(([field, file]) => ({
      field,
      filename: file.name,
      contentType: 'application/pdf',
      bytes: file.bytes,
    })),
  )
}

export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
