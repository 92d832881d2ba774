import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyRequest } from 'fastify'
import { randomUuid } from './random-uuid'

/**
 * The request id of the work under way (docs/deploy.md#logs-and-metrics): every log line carries it
 * (the logger's mixin reads it), it is returned to the client in `X-Request-Id`, and a job enqueued
 * while serving a request keeps it, so the request's lines and its job's lines share one id.
 */
/** Where a call came from: the connection's address (or the trusted proxy's word) and the browser. */
export interface RequestClient {
  ip: string | null
  userAgent: string | null
}

/** The caller of a request: its address (the trusted proxy's word when TRUST_PROXY says so) and browser. */
export const requestClientOf = (request: FastifyRequest): RequestClient => ({
  ip: request.ip ?? null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
})

/**
 * One store for everything the work under way carries: a second AsyncLocalStorage would add its own
 * cost to every call, the gateway's included.
 */
const scope = new AsyncLocalStorage<{ requestId: string; client: RequestClient | null }>()

export const requestIdHeader = 'x-request-id'

/** A caller's own id is kept when it is a plain token (a proxy's, say); anything else gets a fresh one. */
export function requestIdOf(presented: string | string[] | undefined): string {
  return typeof presented === 'string' && /^[\w.:-]{8,64}$/.test(presented) ? presented : randomUuid()
}

/** Runs the work in a request's scope; `client` is the caller, known while serving a request. */
export function runWithRequestId<T>(
  requestId: string,
  work: () => T,
  client: RequestClient | null = null,
): T {
  return scope.run({ requestId, client }, work)
}

/** The caller of the request being served, for the audit entries it records. */
export function currentRequestClient(): RequestClient | null {
  return scope.getStore()?.client ?? null
}

export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId
}

/** pino's mixin: the request id on every line written while serving a request or running its job. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = scope.getStore()?.requestId
  return requestId === undefined ? {} : { requestId }
}
