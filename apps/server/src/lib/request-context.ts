import { effectiveUserType, limits, type ApiAccess, type UserType } from '@lumbung/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { checkRouteAccess, type Actor } from './access'
import type { AccessClaims, TokenSigner } from './tokens'

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null
    /** The user type the request acts as: the userType cookie, limited to the sides the actor has. */
    userType: UserType
  }
  interface FastifyContextConfig {
    access?: ApiAccess
  }
}

export type ActorLoader = (claims: AccessClaims) => Promise<Actor | undefined>

export interface RequestContextOptions {
  tokens: TokenSigner
  loadActor: ActorLoader
}

const bearerPattern = /^Bearer\s+(\S+)$/i

/**
 * Reads the bearer token, then loads the actor from its live session on every request, so a logout
 * or a deactivation takes effect at once rather than when the token expires.
 */
export function registerRequestContext(app: FastifyInstance, { tokens, loadActor }: RequestContextOptions) {
  app.decorateRequest('actor', null)
  app.decorateRequest('userType', 'consumer')

  app.addHook('onRequest', async (request) => {
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1]
    if (!token) return
    const claims = await tokens.verifyAccessToken(token)
    if (!claims) return
    const actor = await loadActor(claims)
    if (!actor) return
    request.actor = actor
    request.userType = effectiveUserType(
      { is_consumer: actor.isConsumer, is_provider: actor.isProvider },
      request.cookies?.[limits.userTypeCookie],
    )
  })

  // Before validation, so a caller without access learns nothing about the request's shape.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    checkRouteAccess(request.routeOptions.config?.access, request.actor, request.userType)
  })
}
