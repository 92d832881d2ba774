/**
 * The gateway's answers when it refuses or fails a call (docs/product.md#gateway), in the order it checks.
 * The purchased-data documentation lists them, and the gateway answers with exactly these codes, so what a
 * consumer reads is what its code will see. Each comes in the result wrapper `{status: 'ERROR', code,
 * message}` with the HTTP status given.
 */
export const gatewayErrors = {
  apiKeyMissing: {
    http_status: 401,
    code: 'API_KEY_MISSING',
    description: 'The X-API-Key header is missing. The key is never read from the query string.',
  },
  apiKeyInvalid: {
    http_status: 401,
    code: 'API_KEY_INVALID',
    description: 'The key is unknown or was replaced by a newer one.',
  },
  productNotFound: {
    http_status: 404,
    code: 'PRODUCT_NOT_FOUND',
    description: 'No API product has this id.',
  },
  noActivePurchase: {
    http_status: 403,
    code: 'NO_ACTIVE_PURCHASE',
    description: 'Your company has no approved, unexpired purchase of this product.',
  },
  quotaExceeded: {
    http_status: 429,
    code: 'QUOTA_EXCEEDED',
    description: "This month's call quota is used up; calls resume on the first day of next month.",
  },
  outsideOperationalHours: {
    http_status: 503,
    code: 'OUTSIDE_OPERATIONAL_HOURS',
    description: 'The call came outside the operational hours of the product (Asia/Jakarta).',
  },
  rateLimited: {
    http_status: 429,
    code: 'RATE_LIMITED',
    description: 'Too many calls with this key in a short time; wait for the Retry-After seconds.',
  },
  invalidParameters: {
    http_status: 400,
    code: 'INVALID_PARAMETERS',
    description: 'A required parameter is missing or a value does not match its type.',
  },
  upstreamError: {
    http_status: 502,
    code: 'UPSTREAM_ERROR',
    description: "The provider's service failed or could not be reached. Not billed.",
  },
  upstreamTimeout: {
    http_status: 504,
    code: 'UPSTREAM_TIMEOUT',
    description: "The provider's service did not answer in time. Not billed.",
  },
  responseTooLarge: {
    http_status: 502,
    code: 'RESPONSE_TOO_LARGE',
    description: "The provider's answer was larger than the gateway passes on. Not billed.",
  },
} as const

export type GatewayErrorName = keyof typeof gatewayErrors

/** The header that carries the company's gateway key. */
export const gatewayKeyHeader = 'X-API-Key'

/** The gateway's path for a product, below the server's public address. */
export const gatewayProductPath = (productId: string) => `/gateway/v1/products/${productId}`
