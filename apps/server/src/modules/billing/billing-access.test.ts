import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'

/**
 * Money is the company owner's (docs/product.md#role-table): every billing call answers admins and members
 * with the gate's 403, as the sidebar shows Billings to the owner alone; the owner is let through.
 */
let test: TestApp
const headers: Record<string, Record<string, string>> = {}

beforeAll(async () => {
  test = await createTestApp()
  for (const email of [
    'owner@consumer.test',
    'admin@consumer.test',
    'member@consumer.test',
    'owner@provider.test',
    'admin@provider.test',
    'member@provider.test',
  ]) {
    headers[email] = await headersFor(test.app, email)
  }
})
afterAll(async () => test.close())

const anyId = randomUUID()
const calls: Record<'consumer' | 'provider', { method: 'GET' | 'POST' | 'PUT'; url: string }[]> = {
  consumer: [
    { method: 'GET', url: '/api/billing/billing/first_billed?user_type=consumer' },
    { method: 'GET', url: '/api/billing/billing/history' },
    { method: 'GET', url: '/api/billing/invoice/consumer' },
    { method: 'GET', url: `/api/billing/invoice/consumer/${anyId}/pdf` },
    { method: 'GET', url: '/api/billing/transaction/transaction-list?user_type=consumer' },
    { method: 'GET', url: '/api/billing/transaction/transaction-list/export?user_type=consumer' },
    { method: 'GET', url: '/api/billing/dropdown/product-list?user_type=consumer' },
    { method: 'GET', url: '/api/billing/dropdown/counterparty-list?user_type=consumer' },
    { method: 'GET', url: `/api/billing/disputes/consumer?invoice_id=${anyId}` },
    { method: 'POST', url: '/api/billing/disputes' },
    { method: 'GET', url: '/api/billing/spend-caps' },
    { method: 'PUT', url: '/api/billing/spend-caps' },
  ],
  provider: [
    { method: 'GET', url: '/api/billing/billing/first_billed?user_type=provider' },
    { method: 'GET', url: '/api/billing/invoice/provider' },
    { method: 'GET', url: '/api/billing/settlement/history' },
    { method: 'GET', url: `/api/billing/settlement/detail/${anyId}` },
    { method: 'GET', url: `/api/billing/settlement/detail/${anyId}/pdf` },
    { method: 'GET', url: '/api/billing/transaction/transaction-list?user_type=provider' },
    { method: 'GET', url: '/api/billing/transaction/transaction-list/export?user_type=provider' },
    { method: 'GET', url: '/api/billing/dropdown/product-list?user_type=provider' },
    { method: 'GET', url: '/api/billing/dropdown/counterparty-list?user_type=provider' },
    { method: 'GET', url: '/api/billing/disputes/provider' },
    { method: 'PUT', url: `/api/billing/disputes/${anyId}/answer` },
  ],
}

describe('billing calls', () => {
  it.each(['consumer', 'provider'] as const)(
    "refuse the %s company's admin and member with ROLE_NOT_ALLOWED",
    async (side) => {
      const answers: string[] = []
      for (const role of ['admin', 'member']) {
        for (const call of calls[side]) {
          const response = await test.app.inject({
            ...call,
            headers: headers[`${role}@${side}.test`]!,
            ...(call.method === 'GET' ? {} : { payload: {} }),
          })
          answers.push(`${role} ${call.method} ${call.url}: ${response.statusCode} ${response.json().code}`)
        }
      }
      expect(answers).toEqual(
        ['admin', 'member'].flatMap((role) =>
          calls[side].map((call) => `${role} ${call.method} ${call.url}: 403 ROLE_NOT_ALLOWED`),
        ),
      )
    },
  )

  it.each(['consumer', 'provider'] as const)("let the %s company's owner read its money", async (side) => {
    const owner = headers[`owner@${side}.test`]!
    const reads = calls[side].filter((call) => call.method === 'GET' && !call.url.includes(anyId))
    for (const call of reads) {
      const response = await test.app.inject({ ...call, headers: owner })
      expect(response.statusCode, `${call.url}: ${response.body.slice(0, 200)}`).toBe(200)
    }
  })
})
