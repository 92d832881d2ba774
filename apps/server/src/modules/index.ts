import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authModule } from './auth'
import type { ModuleContext } from './context'
import { filesModule } from './files'
import { healthModule } from './health'
import { apiSettingsModule } from './data/api-settings'
import { demoUpstreamModule } from './demo-upstream'
import { dropdownModule } from './dropdown'
import { mailModule } from './mail'
import { membersModule } from './members'
import { operatorModule } from './operator'
import { tenantModule } from './tenant'
import { productsModule } from './data/products'
import { storageSettingsModule } from './data/storage-settings'
import { dataAssetsModule } from './data/data-assets'
import { datasetsModule } from './data/datasets'
import { transactionRequestsModule } from './transaction/requests'
import { marketplaceModule } from './data/marketplace'
import { recommendationsModule } from './transaction/recommendations'
import { purchasedModule } from './transaction/purchased'

/** Every API module; each wires its own routes, services and repositories. */
export const modules: ReadonlyArray<FastifyPluginAsyncZod<ModuleContext>> = [
  healthModule,
  authModule,
  filesModule,
  membersModule,
  mailModule,
  tenantModule,
  dropdownModule,
  apiSettingsModule,
  demoUpstreamModule,
  operatorModule,
  productsModule,
  storageSettingsModule,
  dataAssetsModule,
  datasetsModule,
  transactionRequestsModule,
  marketplaceModule,
  purchasedModule,
  recommendationsModule,
]
