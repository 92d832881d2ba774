/**
 * The gateway's answers when it refuses or fails a call (docs/product.md#gateway), in the order it checks.
 * The purchased-data documentation lists them, and the gateway answers with exactly these codes, so what a
 * consumer reads is what its code will see. Each comes in the result wrapper `{status: 'ERROR', code,
 * message, data: null}` with the HTTP status given; the message is the description below.
 */
export const gatewayErrors = {
  apiKeyInQuery: {
    http_status: 400,
    code: 'API_KEY_IN_QUERY',
    description:
      'A key was put in the address. Addresses end up in logs and browser histories, so the key is only read from the X-API-Key header; replace a key that was sent this way.',
  },
  apiKeyMissing: {
    http_status: 401,
    code: 'API_KEY_MISSING',
    description: 'The X-API-Key header is missing. The key is never read from the query string.',
  },
  apiKeyInvalid: {
    http_status: 401,
    code: 'API_KEY_INVALID',
    description:
      'The key is unknown, was replaced by a newer one or revoked, or the member who created it was deactivated.',
  },
  tenantInactive: {
    http_status: 403,
    code: 'TENANT_INACTIVE',
    description: 'Your company is not verified or not active, so its keys cannot call products.',
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
  purchaseSuspended: {
    http_status: 403,
    code: 'PURCHASE_SUSPENDED',
    description: 'The provider has suspended your access to this product; calls resume when it is resumed.',
  },
  purchaseRevoked: {
    http_status: 403,
    code: 'PURCHASE_REVOKED',
    description: 'The provider has revoked your access to this product.',
  },
  quotaExceeded: {
    http_status: 429,
    code: 'QUOTA_EXCEEDED',
    description: "This month's call quota is used up; calls resume on the first day of next month.",
  },
  spendCapReached: {
    http_status: 402,
    code: 'SPEND_CAP_REACHED',
    description:
      "A monthly spend cap your company's owner set to refuse is reached: the company's cap or this product's. The message names which, with its amount; calls resume next month or when the cap is raised.",
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
  methodNotAllowed: {
    http_status: 405,
    code: 'METHOD_NOT_ALLOWED',
    description: 'The product is called with another HTTP method; the Allow header names it.',
  },
  requestTooLarge: {
    http_status: 413,
    code: 'REQUEST_TOO_LARGE',
    description: 'The request body is larger than the gateway accepts.',
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
export type GatewayErrorCode = (typeof gatewayErrors)[GatewayErrorName]['code']

/** The header that carries the company's gateway key. */
export const gatewayKeyHeader = 'X-API-Key'

/**
 * Query parameters read as a key put in the address (`api_key`, `apiKey`, `x-api-key`…: compared without
 * case, `-` and `_`), besides any value that starts with the key prefix.
 */
export const gatewayKeyQueryNames = ['apikey', 'xapikey'] as const

/** The gateway's path for a product, below the server's public address. */
export const gatewayProductPath = (productId: string) => `/gateway/v1/products/${productId}`
