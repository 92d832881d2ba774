import * as contract from '@lumbung/contract'
import type { ApiAccess, HttpMethod, RouteDefinition } from '@lumbung/contract'

/** A route of the contract with the name the suites know it by: its export path, e.g. `productsRoutes.detail`. */
export interface NamedRoute {
  name: string
  route: RouteDefinition
}

const httpMethods: Record<HttpMethod, true> = { GET: true, POST: true, PUT: true, PATCH: true, DELETE: true }
const accessKinds: Record<ApiAccess['kind'], true> = {
  public: true,
  'signed-in': true,
  screen: true,
  operator: true,
  'share-token': true,
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** An access rule: what a route's `config.access` holds, and what the contract exports for screens to share. */
function isAccessRule(value: unknown): value is ApiAccess {
  return isObject(value) && typeof value.kind === 'string' && value.kind in accessKinds
}

/**
 * An access rule, or a table of them (`dashboardScreenAccess`, `transactionHistoryAccess`): a route
 * table never holds a rule itself, only routes that each hold theirs under `config.access`.
 */
function isAccessRules(value: object): boolean {
  return isAccessRule(value) || Object.values(value).some(isAccessRule)
}

/** A route as `defineRoute` takes it: an HTTP method, a URL path, a schema with its responses and an access rule. */
function isRouteDefinition(value: unknown): value is RouteDefinition {
  if (!isObject(value)) return false
  return (
    typeof value.method === 'string' &&
    value.method in httpMethods &&
    typeof value.url === 'string' &&
    value.url.startsWith('/') &&
    isObject(value.schema) &&
    isObject(value.schema.response) &&
    isObject(value.config) &&
    isAccessRule(value.config.access)
  )
}

function collect(value: unknown, path: string, into: NamedRoute[], seen: Set<unknown>) {
  if (!value || typeof value !== 'object' || seen.has(value)) return
  seen.add(value)
  if (isRouteDefinition(value)) {
    into.push({ name: path, route: value })
    return
  }
  // Zod schemas and arrays hold no routes; walking them would only cost time. Access rules hold none
  // either, whatever else they carry: a route copied into one (the billing screens' rules carry the
  // billing dropdowns) is served under its route table's name, not the rule's.
  if (Array.isArray(value) || '_zod' in value || isAccessRules(value)) return
  for (const [key, child] of Object.entries(value)) collect(child, `${path}.${key}`, into, seen)
}

/**
 * Every route the contract exports, found by walking its exports rather than listed by hand, so a route
 * added to any `*.routes.ts` (and exported from the contract's index) is covered by the suites at once.
 */
export function contractRoutes(): NamedRoute[] {
  const found: NamedRoute[] = []
  const seen = new Set<unknown>()
  for (const [exportName, value] of Object.entries(contract)) collect(value, exportName, found, seen)
  return found.sort((left, right) => left.name.localeCompare(right.name))
}

/** `GET /api/x/:id` — how Fastify names a route, to match the server's routes to the contract's. */
export const routeKey = (method: string, url: string) => `${method} ${url}`
