import type { UsageOutcome } from '@lumbung/contract'

/**
 * One call of a purchased API product made by the platform on a consumer's behalf (file-to-API
 * enrichment). It runs the gateway's own checks, proxy and metering, exactly as a call through
 * `/gateway/v1/products/{product_id}` with the consumer's key would.
 */
export interface GatewayCall {
  consumerTenantId: string
  /** The named key the call is made with, or null for the tenant key. */
  apiKeyId: string | null
  productId: string
  method: string
  /** Below the product's path, starting with `/`, or '' for the product's own path. */
  subPath: string
  query: Record<string, string>
  headers?: Record<string, string>
  body?: Buffer
  signal?: AbortSignal
}

export interface GatewayAnswer {
  httpStatus: number
  outcome: UsageOutcome
  /** The gateway's refusal or failure code (contract gatewayErrors), when there is one. */
  errorCode: string | null
  headers: Record<string, string>
  body: Buffer
  /** Set with RATE_LIMITED: when to try again. */
  retryAfterSeconds?: number
}

export interface GatewayCaller {
  call(call: GatewayCall): Promise<GatewayAnswer>
}
