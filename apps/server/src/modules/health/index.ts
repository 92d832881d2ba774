import { healthRoute } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { ModuleContext } from '../context'
import { createHealthService } from './health.service'

export const healthModule: FastifyPluginAsyncZod<ModuleContext> = async (app, { db, config }) => {
  const health = createHealthService({ db })
  // Probes poll this route; at info level their lines would drown the log.
  const logLevel = ['info', 'debug', 'trace'].includes(config.logLevel) ? 'warn' : config.logLevel

  app.route({
    ...healthRoute,
    logLevel,
    handler: async (request) => ok(await health.check(request.log)),
  })
}
