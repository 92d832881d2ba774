/**
 * The usage ledger's words (docs/decisions/0030-usage-ledger.md). Every delivery of data is one usage
 * record: a gateway call (refused ones included), a download, a secret-share query or a delivery to a
 * bucket. Billing and the dashboards read the ledger and its hourly and daily rollups.
 */
export const usageKinds = ['API_CALL', 'DOWNLOAD', 'QUERY', 'DELIVERY'] as const
export type UsageKind = (typeof usageKinds)[number]

/**
 * How a call ended. Only SUCCESS is billable, and only when the upstream answered 2xx (or the download,
 * query or delivery completed).
 */
export const usageOutcomes = ['SUCCESS', 'CLIENT_ERROR', 'UPSTREAM_ERROR', 'TIMEOUT', 'REJECTED'] as const
export type UsageOutcome = (typeof usageOutcomes)[number]

export const usageOutcomeLabels: Record<UsageOutcome, string> = {
  SUCCESS: 'Success',
  CLIENT_ERROR: 'Client error',
  UPSTREAM_ERROR: 'Upstream error',
  TIMEOUT: 'Time-out',
  REJECTED: 'Refused',
}

export const usageKindLabels: Record<UsageKind, string> = {
  API_CALL: 'API call',
  DOWNLOAD: 'Download',
  QUERY: 'Query',
  DELIVERY: 'Delivery',
}
