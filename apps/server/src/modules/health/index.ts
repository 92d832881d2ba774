import { healthLiveRoute, healthReadyRoute, healthRoute } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { ModuleContext } from '../context'
import { createHealthService } from './health.service'

export type { HealthService } from './health.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** main.ts marks the instance draining on SIGTERM, before it closes. */
    health: import('./health.service').HealthService
  }
}

export function createHealthServices({ db, config }: Pick<ModuleContext, 'db' | 'config'>) {
  // Probes poll these routes; at info level their lines would drown the log.
  const logLevel = ['info', 'debug', 'trace'].includes(config.logLevel) ? 'warn' : config.logLevel
  return { health: createHealthService({ db }), logLevel }
}
export type HealthServices = ReturnType<typeof createHealthServices>

export const healthModule: FastifyPluginAsyncZod<HealthServices> = async (app, { health, logLevel }) => {
  app.route({ ...healthRoute, logLevel, handler: async (request) => ok(await health.check(request.log)) })
  app.route({ ...healthLiveRoute, logLevel, handler: async () => ok(health.live()) })
  app.route({
    ...healthReadyRoute,
    logLevel,
    handler: async (request) => ok(await health.ready(request.log)),
  })
}
