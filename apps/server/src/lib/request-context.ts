import { effectiveUserType, limits, type ApiAccess, type UserType } from '@lumbung/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { checkRouteAccess, checkSecondFactorEnrolment, type Actor } from './access'
import type { ActorCache } from './actor-cache'
import { unauthorized } from './errors'
import { routeAccessProblem } from './route-kinds'
import type { AccessClaims, TokenSigner } from './tokens'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in caller. The route gate has already let only a signed-in caller through to any
     * route that is not public, so a handler passes it on as it is; read on a public route without a
     * session, it answers 401.
     */
    readonly actor: Actor
    /** The caller when signed in, for the few public routes that also serve a signed-in caller. */
    optionalActor: Actor | null
    /** The user type the request acts as: the userType cookie, limited to the sides the actor has. */
    userType: UserType
    /** On a share-token route, the consumer company whose live token the gate accepted. */
    shareRecipient: ShareRecipient | null
  }
  interface FastifyContextConfig {
    access?: ApiAccess
  }
}

export type ActorLoader = (claims: AccessClaims) => Promise<Actor | undefined>

/** A consumer company known by one of its Delta Sharing tokens. */
export interface ShareRecipient {
  tenantId: string
  tokenId: string
}
/** Answers the recipient of a live share token, or throws the protocol's 401 (or 429 after many wrong ones). */
export type ShareTokenCheck = (token: string | undefined, address: string) => Promise<ShareRecipient>

export interface RequestContextOptions {
  tokens: TokenSigner
  loadActor: ActorLoader
  /** Reuses a session's actor for a few seconds; without it every request asks the database. */
  actorCache?: ActorCache
  /** Checks share tokens; without it every share-token route answers 401. */
  checkShareToken?: ShareTokenCheck
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

const bearerPattern = /^Bearer\s+(\S+)$/i

/**
 * Reads the bearer token, then the actor of its live session: from the database, or from the actor
 * cache, which forgets a session the moment a logout, a deactivation or another change to it is
 * announced (lib/actor-cache.ts), so these take effect at once rather than when the token expires.
 * The route's access rule from the contract is the gate: it is checked here, once, and services
 * check only tenant and resource scope.
 */
export function registerRequestContext(
  app: FastifyInstance,
  { tokens, loadActor, actorCache, checkShareToken }: RequestContextOptions,
) {
  app.decorateRequest('optionalActor', null)
  app.decorateRequest('actor', {
    getter(this: FastifyRequest) {
      if (!this.optionalActor) throw unauthorized()
      return this.optionalActor
    },
  })
  app.decorateRequest('userType', 'consumer')
  app.decorateRequest('shareRecipient', null)

  app.addHook('onRequest', async (request) => {
    // Gateway calls authenticate with the company's key; an Authorization header there is the
    // consumer's own business, and looking up a session on every metered call would only cost time.
    if (request.url.startsWith('/gateway/')) return
    // A share token is no session: it is checked by the gate below, and only on the routes it opens.
    if (request.routeOptions.config?.access?.kind === 'share-token') return
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1]
    if (!token) return
    const claims = await tokens.verifyAccessToken(token)
    if (!claims) return
    const actor = actorCache ? await actorCache.load(claims, loadActor) : await loadActor(claims)
    if (!actor) return
    request.optionalActor = actor
    request.userType = effectiveUserType(
      { is_consumer: actor.isConsumer, is_provider: actor.isProvider },
      request.cookies?.[limits.userTypeCookie],
    )
  })

  // Any change made through this instance (a profile, a role, a company's sides or verification, a
  // session) may alter an actor: its cached actors are dropped before the answer leaves, so the
  // caller's next request sees the change. Other instances hear the changes that matter to access
  // through notices and the rest within the cache's few seconds. Writes are rare beside reads.
  if (actorCache) {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!readMethods.has(request.method) && reply.statusCode < 400) actorCache.clear()
      done(null, payload)
    })
  }

  // Fail closed: an API route without an access rule in the contract would be open to anyone, so the
  // app refuses to start with one. The API's own documentation pages are public by nature. The
  // contact form's POST /mail/send sits outside /api, as the spec names it, and is held to the same.
  // A route under the sharing prefix is held to the same, and may not open with a session there.
  app.addHook('onRoute', (route) => {
    const problem = routeAccessProblem(route.url, route.config?.access)
    if (problem) throw new Error(`${String(route.method)} ${route.url} ${problem}`)
  })

  // Before validation, so a caller without access learns nothing about the request's shape.
  // The route's kind decides how the caller is known: a share-token route asks for a live token of a
  // consumer company and nothing else, whatever session the request may also carry.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.access?.kind === 'share-token') {
      if (!checkShareToken) throw unauthorized()
      const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1]
      request.shareRecipient = await checkShareToken(token, request.ip)
      return
    }
    checkRouteAccess(request.routeOptions.config?.access, request.optionalActor, request.userType)
    checkSecondFactorEnrolment(
      request.routeOptions.config?.access,
      request.optionalActor,
      request.method,
      request.routeOptions.url,
    )
  })
}
