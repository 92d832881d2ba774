import {
  fieldErrors,
  genericErrorMessage,
  serviceUnavailableMessage,
  storageFullMessage,
} from '@lumbung/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, DrainingError, statusCode, statusMessage } from './errors'
import { isDatabaseUnavailable, isStorageFull } from './infrastructure-errors'
import { multipartRequestError } from './multipart-streams'
import { failure } from './result'

export const validationStatus = 422

/**
 * The one place errors become the result wrapper. Validation failures carry the message per field
 * (docs/product.md#validation-messages); client errors keep their (safe) message; anything else is a 500
 * whose cause only the log sees.
 */
export function handleError(thrown: unknown, request: FastifyRequest, reply: FastifyReply) {
  const error = multipartRequestError(thrown) ?? thrown
  if (error instanceof AppError) {
    if (error.statusCode >= 500 && !(error instanceof DrainingError)) {
      request.log.error({ err: error }, 'request failed')
    }
    const retryAfter = error.details?.retry_after_seconds
    if (error.statusCode === 429 && typeof retryAfter === 'number')
      reply.header('retry-after', String(retryAfter))
    return reply
      .status(error.statusCode)
      .send(failure(error.code, error.message, error.errors, error.details))
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      code: 'custom' as const,
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? 'Invalid value',
      input: undefined,
    }))
    const errors = fieldErrors(new z.ZodError(issues))
    const message = Object.values(errors)[0] ?? 'Invalid request'
    return reply.status(validationStatus).send(failure('VALIDATION_ERROR', message, errors))
  }
  if (error instanceof z.ZodError) {
    const errors = fieldErrors(error)
    const message = Object.values(errors)[0] ?? 'Invalid request'
    return reply.status(validationStatus).send(failure('VALIDATION_ERROR', message, errors))
  }
  const status = (error as Partial<FastifyError>).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (415, 413, malformed JSON, 429, …) describe the request, not the server.
    const message =
      status === 429 ? 'Too many requests, please try again later' : safeClientMessage(error, status)
    return reply.status(status).send(failure(statusCode(status), message))
  }
  if (isDatabaseUnavailable(error)) {
    // The request's transaction never committed; the client may send it again once the database is back.
    request.log.error({ err: error }, 'request failed: the database is unavailable')
    reply.header('retry-after', '5')
    return reply.status(503).send(failure('SERVICE_UNAVAILABLE', serviceUnavailableMessage))
  }
  if (isStorageFull(error)) {
    request.log.error({ err: error }, 'request failed: the file storage is full')
    return reply.status(507).send(failure('INSUFFICIENT_STORAGE', storageFullMessage))
  }
  request.log.error({ err: error }, 'request failed')
  const serverStatus = typeof status === 'number' && status >= 500 && status < 600 ? status : 500
  return reply
    .status(serverStatus)
    .send(
      failure(serverStatus === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR', genericErrorMessage),
    )
}

function safeClientMessage(error: unknown, status: number): string {
  const message = (error as Partial<FastifyError>).message
  return typeof message === 'string' && message.length > 0 && message.length < 300
    ? message
    : statusMessage(status)
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError)
}
