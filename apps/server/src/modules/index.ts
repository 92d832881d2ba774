import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authModule } from './auth'
import type { ModuleContext } from './context'
import { healthModule } from './health'

/** Every API module; each wires its own routes, services and repositories. */
export const modules: ReadonlyArray<FastifyPluginAsyncZod<ModuleContext>> = [healthModule, authModule]
