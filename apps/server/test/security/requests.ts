import type { RouteDefinition } from '@lumbung/contract'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { RequestInput } from './access-expectations'

/** Any id will do where only the route gate is asked: it answers before the parameters are read. */
const placeholderId = '00000000-0000-4000-8000-000000000000'
const placeholders: Record<string, string> = { userType: 'provider' }

/** The route's URL with its `:name` segments filled from `params` (else a placeholder), encoded. */
export function urlOf(route: RouteDefinition, params: Record<string, string> = {}): string {
  return route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? placeholders[name] ?? placeholderId),
  )
}

export function injectionOf(
  route: RouteDefinition,
  input: RequestInput,
  headers: Record<string, string>,
): InjectOptions {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  return {
    method: route.method,
    url: urlOf(route, input.params),
    headers,
    ...(input.query ? { query: input.query } : {}),
    ...(hasBody ? { payload: (input.body ?? {}) as object } : {}),
  }
}

/** The answer's JSON body, or an empty one when the route answered with a file (a CSV export, a PDF). */
export function jsonOf(response: LightMyRequestResponse): { code?: string; data?: unknown } {
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return {}
  return response.json()
}
