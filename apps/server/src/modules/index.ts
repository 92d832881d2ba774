import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authModule } from './auth'
import type { ModuleContext } from './context'
import { filesModule } from './files'
import { healthModule } from './health'
import { dropdownModule } from './dropdown'
import { mailModule } from './mail'
import { membersModule } from './members'
import { operatorModule } from './operator'
import { tenantModule } from './tenant'

/** Every API module; each wires its own routes, services and repositories. */
export const modules: ReadonlyArray<FastifyPluginAsyncZod<ModuleContext>> = [
  healthModule,
  authModule,
  filesModule,
  membersModule,
  mailModule,
  tenantModule,
  dropdownModule,
  operatorModule,
]
