import * as contract from '@lumbung/contract'
import type { RouteDefinition } from '@lumbung/contract'

/** A route of the contract with the name the suites know it by: its export path, e.g. `productsRoutes.detail`. */
export interface NamedRoute {
  name: string
  route: RouteDefinition
}

function isRouteDefinition(value: unknown): value is RouteDefinition {
  if (!value || typeof value !== 'object') return false
  const candidate = value as Partial<RouteDefinition>
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.url === 'string' &&
    typeof candidate.schema === 'object' &&
    typeof candidate.config === 'object'
  )
}

function collect(value: unknown, path: string, into: NamedRoute[], seen: Set<unknown>) {
  if (!value || typeof value !== 'object' || seen.has(value)) return
  seen.add(value)
  if (isRouteDefinition(value)) {
    into.push({ name: path, route: value })
    return
  }
  // Zod schemas and arrays hold no routes; walking them would only cost time.
  if (Array.isArray(value) || '_zod' in value) return
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
