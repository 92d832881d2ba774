import { describe, expect, it } from 'vitest'
import type { AccessSubject } from '@lumbung/contract'
import { canOpenTransactionHistory } from './transaction-history-access'

const subject = (overrides: Partial<AccessSubject>): AccessSubject => ({
  application_role: 'superadmin',
  is_consumer: true,
  is_provider: true,
  user_is_verified: true,
  company_is_verified: true,
  ...overrides,
})

describe('chart drill-down to the transaction history', () => {
  it("is open to the company's owner on both sides", () => {
    expect(canOpenTransactionHistory(subject({}), 'consumer')).toBe(true)
    expect(canOpenTransactionHistory(subject({}), 'provider')).toBe(true)
  })

  it('is closed to admins and members, whose menu has no billings', () => {
    for (const role of ['admin', 'member'] as const) {
      expect(canOpenTransactionHistory(subject({ application_role: role }), 'consumer')).toBe(false)
      expect(canOpenTransactionHistory(subject({ application_role: role }), 'provider')).toBe(false)
    }
  })

  it('is closed on the provider side to a company that is not a provider', () => {
    expect(canOpenTransactionHistory(subject({ is_provider: false }), 'provider')).toBe(false)
  })
})
