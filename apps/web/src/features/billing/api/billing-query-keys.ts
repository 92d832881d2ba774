import type { UserType } from '@lumbung/contract'

/** Every cached billing answer lives under one root, so a recorded payment refreshes them all. */
export const billingQueryKeys = {
  all: ['billing'] as const,
  firstBilled: (userType: UserType) => ['billing', 'first-billed', userType] as const,
  history: (query: object) => ['billing', 'history', query] as const,
  consumerInvoice: (period: string) => ['billing', 'consumer-invoice', period] as const,
  providerStatement: (period: string) => ['billing', 'provider-statement', period] as const,
  settlementHistory: (query: object) => ['billing', 'settlement-history', query] as const,
  transactions: (userType: UserType, query: object) => ['billing', 'transactions', userType, query] as const,
  dropdown: (userType: UserType, list: 'product' | 'counterparty') =>
    ['billing', 'dropdown', userType, list] as const,
  operatorInvoices: (query: object) => ['billing', 'operator', 'invoices', query] as const,
  operatorSettlements: (query: object) => ['billing', 'operator', 'settlements', query] as const,
  operatorTotals: (period: string) => ['billing', 'operator', 'totals', period] as const,
  spendCaps: ['billing', 'spend-caps'] as const,
  spendStatus: ['billing', 'spend-status'] as const,
}
