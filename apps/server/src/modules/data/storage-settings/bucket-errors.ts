import { storageBucketErrorMessages } from '@lumbung/contract'

const maxMessageLength = 500

/** The provider's message without stack or internals, short enough to show and store. */
export function providerMessage(error: unknown): string {
  const { name, message, Code } = (error ?? {}) as { name?: string; message?: string; Code?: string }
  const code = Code ?? (name && name !== 'Error' && !/Error$/.test(name) ? name : undefined)
  const text = (message ?? '').replace(/\s+/g, ' ').trim() || storageBucketErrorMessages.providerRefused
  const withCode = code && !text.includes(code) ? `${code}: ${text}` : text
  return withCode.slice(0, maxMessageLength)
}

/** Why a bucket refused, when it can be told: what the user fixes differs for each. */
export type BucketFailure =
  | 'BUCKET_NOT_FOUND'
  | 'ACCESS_DENIED'
  | 'INVALID_CREDENTIALS'
  | 'UNREACHABLE'
  | 'NOT_WRITABLE'
  | 'SETTING_REMOVED'
  | 'REFUSED'

/** A refusal from the storage provider, in the provider's own words, with its reason when known. */
export class BucketError extends Error {
  override name = 'BucketError'
  constructor(
    message: string,
    readonly reason: BucketFailure = 'REFUSED',
  ) {
    super(message)
  }
}

/** Tells a provider's refusal apart by its codes (S3 error names, GCS and HTTP statuses, socket errors). */
export function failureOf(error: unknown): BucketFailure {
  if (error instanceof BucketError) return error.reason
  const failure = (error ?? {}) as {
    name?: string
    code?: string | number
    Code?: string
    $metadata?: { httpStatusCode?: number }
  }
  const name = failure.Code ?? failure.name ?? ''
  const status =
    failure.$metadata?.httpStatusCode ?? (typeof failure.code === 'number' ? failure.code : undefined)
  if (name === 'NoSuchBucket' || (status === 404 && !/Key/.test(name))) return 'BUCKET_NOT_FOUND'
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken'].includes(name)) {
    return 'INVALID_CREDENTIALS'
  }
  if (status === 401) return 'INVALID_CREDENTIALS'
  if (name === 'AccessDenied' || name === 'AllAccessDisabled' || status === 403) return 'ACCESS_DENIED'
  const code = typeof failure.code === 'string' ? failure.code : ''
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOSPC') return 'NOT_WRITABLE'
  if (
    ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'EPIPE'].includes(code) ||
    name === 'TimeoutError' ||
    (status !== undefined && status >= 500)
  ) {
    return 'UNREACHABLE'
  }
  return 'REFUSED'
}

/** The same refusal as a BucketError carrying its reason and the provider's words. */
export function bucketErrorOf(error: unknown): BucketError {
  return error instanceof BucketError ? error : new BucketError(providerMessage(error), failureOf(error))
}
