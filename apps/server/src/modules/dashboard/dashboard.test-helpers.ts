import type { UsageEntry } from '../gateway'

/** A usage record as the gateway writes it: a successful, billable API call unless told otherwise. */
export function usageEntry(overrides: Partial<UsageEntry> & Pick<UsageEntry, 'occurredAt'>): UsageEntry {
  const outcome = overrides.outcome ?? 'SUCCESS'
  return {
    kind: 'API_CALL',
    consumerTenantId: null,
    providerTenantId: null,
    productId: null,
    transactionRequestId: null,
    apiKeyId: null,
    method: 'GET',
    subPath: '/match',
    httpStatus: outcome === 'SUCCESS' ? 200 : 502,
    outcome,
    errorCode: outcome === 'SUCCESS' ? null : 'UPSTREAM_FAILED',
    latencyMs: outcome === 'SUCCESS' ? 100 : 40,
    bytesIn: 20,
    bytesOut: 300,
    isBillable: outcome === 'SUCCESS',
    unitPrice: 1500,
    ...overrides,
  }
}
