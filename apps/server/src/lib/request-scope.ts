import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * The request id of the work under way (docs/deploy.md#logs-and-metrics): every log line carries it
 * (the logger's mixin reads it), it is returned to the client in `X-Request-Id`, and a job enqueued
 * while serving a request keeps it, so the request's lines and its job's lines share one id.
 */
const scope = new AsyncLocalStorage<{ requestId: string }>()

export const requestIdHeader = 'x-request-id'

/** A caller's own id is kept when it is a plain token (a proxy's, say); anything else gets a fresh one. */
export function requestIdOf(presented: string | string[] | undefined): string {
  return typeof presented === 'string' && /^[\w.:-]{8,64}$/.test(presented) ? presented : randomUUID()
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work)
}

export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId
}

/** pino's mixin: the request id on every line written while serving a request or running its job. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = scope.getStore()?.requestId
  return requestId === undefined ? {} : { requestId }
}
