import { messages } from '@lumbung/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from './errors'
import { validationStatus } from './error-handler'

/**
 * NUL and UTF-16 surrogates without their pair. PostgreSQL keeps neither in text or jsonb and answers
 * the query with an error, so a search for "%00" or a name with a lone surrogate would end as a 500
 * wherever it reached a query. JSON and URLs can carry both, so they are refused here, once, for every
 * route: a 422 naming the field, before any service sees the request.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/
const isUnstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text)

/** Enough for any form the API takes; deeper input is the validators' to refuse. */
const maxNodes = 100_000

/** The path of the first string (value or key) that can not be stored, or null. */
export function unstorableTextPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']]
  for (let visited = 0; pending.length > 0 && visited < maxNodes; visited += 1) {
    const [current, path] = pending.pop()!
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key
        if (isUnstorable(key)) return childPath
        pending.push([child, childPath])
      }
    }
  }
  return null
}

function refuseUnstorableText(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const path = unstorableTextPath(part)
    if (path === null) continue
    // A field is named only by a plain key; any other key (itself hostile, or huge) is "request".
    const topKey = path.split('.')[0] ?? ''
    const field = /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(topKey) ? topKey : 'request'
    const message = messages.unstorableText(field.replace(/_/g, ' '))
    throw new AppError('VALIDATION_ERROR', validationStatus, message, { [field]: message })
  }
}

/** Registered after the route gate, so a caller without access learns nothing about the input's rules. */
export function registerUnstorableTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => refuseUnstorableText(request))
}
