import { healthRoute } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { ModuleContext } from '../context'
import { createHealthService } from './health.service'

export function createHealthServices({ db, config }: Pick<ModuleContext, 'db' | 'config'>) {
  // Probes poll this route; at info level their lines would drown the log.
  const logLevel = ['info', 'debug', 'trace'].includes(config.logLevel) ? 'warn' : config.logLevel
  return { health: createHealthService({ db }), logLevel }
}
export type HealthServices = ReturnType<typeof createHealthServices>

export const healthModule: FastifyPluginAsyncZod<HealthServices> = async (app, { health, logLevel }) => {
  app.route({
    ...healthRoute,
    logLevel,
    handler: async (request) => ok(await health.check(request.log)),
  })
}
