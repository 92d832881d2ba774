import { STATUS_CODES } from 'node:http'
import { tooManyAttemptsMessage, type ErrorDetails } from '@lumbung/contract'

/** The one error type services throw; the error handler turns it into the result wrapper. */
export class AppError extends Error {
  override name = 'AppError'

  constructor(
    readonly code: string,
    readonly statusCode: number,
    message?: string,
    readonly errors?: Record<string, string>,
    /** Facts the client acts on, sent as `details` rather than woven into the message. */
    readonly details?: ErrorDetails,
  ) {
    super(message ?? statusMessage(statusCode))
  }
}

/** 'Not Found' → 'NOT_FOUND': the code a failure carries when nothing more specific applies. */
export function statusCode(status: number): string {
  return (STATUS_CODES[status] ?? 'Error')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
}

export function statusMessage(status: number): string {
  return STATUS_CODES[status] ?? 'Error'
}

/**
 * A 503 the instance answers on purpose while it shuts down: the load balancer's cue, not a failure,
 * so the log does not report it as one.
 */
export class DrainingError extends AppError {
  constructor() {
    super('SERVICE_UNAVAILABLE', 503, 'This instance is shutting down')
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'Unauthorized')
export const forbidden = () => new AppError('FORBIDDEN', 403, 'Forbidden')
export const notFound = (message = 'Not Found') => new AppError('NOT_FOUND', 404, message)

/** A limit holds: the wait in words in the message, in seconds in `details` and Retry-After. */
export const tooManyAttempts = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new AppError('TOO_MANY_REQUESTS', 429, tooManyAttemptsMessage(seconds), undefined, {
    retry_after_seconds: seconds,
  })
}
