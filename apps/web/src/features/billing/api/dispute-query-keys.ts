/** Disputes live under the billing root, so a resolution also refreshes invoices and settlements. */
export const disputeQueryKeys = {
  all: ['billing', 'disputes'] as const,
  ofInvoice: (invoiceId: string) => ['billing', 'disputes', 'invoice', invoiceId] as const,
  provider: (query: object) => ['billing', 'disputes', 'provider', query] as const,
  operator: (query: object) => ['billing', 'disputes', 'operator', query] as const,
}
