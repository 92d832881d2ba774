import { freshLoginRequiredCode } from '@lumbung/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Audit } from '../../lib/audit'
import { requestClientOf } from '../../lib/request-scope'
import { AppError } from '../../lib/errors'

/**
 * Refusals the services record themselves (a wrong password, in the sign-in and fresh-login steps), and
 * the fresh-login prompt, which asks for the password rather than refusing.
 */
const recordedElsewhere = new Set(['INVALID_CREDENTIALS', freshLoginRequiredCode])

function statusOf(error: unknown): number | undefined {
  if (error instanceof AppError) return error.statusCode
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' ? status : undefined
}

function codeOf(error: unknown, status: number): string {
  if (error instanceof AppError) return error.code
  return status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : 'NOT_FOUND'
}

/**
 * Whether an error answer is a refused access worth the trail: a 401 from a route behind the gate, any
 * 403, and a 404 for an id (a missing one and another company's look alike on purpose, so a probe of
 * ids shows up here) asked by someone signed in. Not-found routes never reach this hook.
 */
function isRefusal(request: FastifyRequest, status: number): boolean {
  const access = request.routeOptions.config?.access
  if (status === 401) return access !== undefined && access.kind !== 'public'
  if (status === 403) return true
  if (status === 404) return request.optionalActor !== null && /[:*]/.test(request.routeOptions.url ?? '')
  return false
}

/**
 * The audit trail's part of every request (docs/decisions/0061-audit-trail.md): entries recorded while a
 * request is served keep its address and browser, and refused calls are counted per account, address,
 * status and code into one row per ten minutes, so thousands of probes make a handful of rows.
 */
export function registerAuditTrail(app: FastifyInstance, audit: Pick<Audit, 'count'>) {
  // Runs before the error handler answers, so the row is written by the time the caller reads the answer.
  app.addHook('onError', async (request, _reply, error) => {
    const status = statusOf(error)
    if (status === undefined || !isRefusal(request, status)) return
    const code = codeOf(error, status)
    if (recordedElsewhere.has(code)) return
    const actor = request.optionalActor
    try {
      await audit.count(
        {
          action: 'access.refused',
          outcome: 'REFUSED',
          tenantId: actor?.tenantId ?? null,
          actorUserId: actor?.userId ?? null,
          detail: { status, code, routes: [`${request.method} ${request.routeOptions.url ?? ''}`] },
          client: requestClientOf(request),
        },
        { by: [status, code], sampleKey: 'routes' },
      )
    } catch (failure) {
      // The refusal still stands; only its trail is missing, and the log says so.
      request.log.warn({ err: failure }, 'a refused call could not be written to the audit trail')
    }
  })
}
