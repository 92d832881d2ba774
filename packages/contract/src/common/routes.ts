import type { z } from 'zod'
import type { ApplicationRole, UserType } from './enums'

/**
 * Who may call an API route. 'screen' ties a call to the screen it serves, so the server's permission
 * check reads the same access table as the web guards (docs/product.md#access). `roles` narrows an action on a
 * screen further (a member may view the company's details but not change them); the owner always
 * passes. The server checks this once, before validation; services check only tenant and resource
 * scope.
 */
export type ApiAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'screen'; routeName: string; userType?: UserType; roles?: readonly ApplicationRole[] }
  | { kind: 'operator' }
  /**
   * A Delta Sharing call: the bearer token is a consumer company's share token, never a session
   * (docs/decisions/0066-delta-sharing.md). Such routes live under `deltaSharingPrefix` only.
   */
  | { kind: 'share-token' }

/** Whether a role may take an action narrowed by `roles` (the owner always may). */
export function isActionRoleAllowed(access: ApiAccess, role: ApplicationRole): boolean {
  if (access.kind !== 'screen' || !access.roles || role === 'superadmin') return true
  return access.roles.includes(role)
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RouteSchema {
  body?: z.ZodType
  querystring?: z.ZodType
  params?: z.ZodType
  response: Record<number, z.ZodType>
  tags?: string[]
  summary?: string
}

export interface RouteDefinition {
  method: HttpMethod
  url: string
  schema: RouteSchema
  config: { access: ApiAccess }
}

/** Keeps the literal types of a route so server handlers and the web client are typed from it. */
export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined
export type RouteBody<R extends RouteDefinition> = Infer<R['schema']['body']>
export type RouteQuery<R extends RouteDefinition> = Infer<R['schema']['querystring']>
export type RouteParams<R extends RouteDefinition> = Infer<R['schema']['params']>
export type RouteResponse<R extends RouteDefinition> = Infer<R['schema']['response'][200]>
