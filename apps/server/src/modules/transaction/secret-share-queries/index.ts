import { secretShareQueryMessages as said, secretShareQueryRoutes as routes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createRateLimitBuckets } from '../../../lib/rate-limit-store'
import { ok } from '../../../lib/result'
import { createSecrets } from '../../../lib/secrets'
import type { ModuleContext } from '../../context'
import type { ConsumerAssets } from '../../data/data-assets'
import type { ShareStores } from '../../data/share-stores'
import { createFitTestService, type FindVisibleProduct } from './fit-test.service'
import { createPrivacyBudgetRepository } from './privacy-budget.repository'
import { createPrivacyBudgetService } from './privacy-budget.service'
import { createQueryInputs } from './query-inputs'
import { createSecretShareQueriesRepository } from './secret-share-queries.repository'
import { createSecretShareQueryService } from './secret-share-queries.service'

/** The noise every released figure passes through, for the accuracy benchmark. */
export { noisyRelease } from './noisy-release'

export interface SecretShareQueryOptions {
  now?: () => Date
}

/**
 * Secret-share queries from purchased data and the marketplace's fit test (docs/decisions/0035), with
 * their noise and privacy budget (docs/decisions/0064), and the provider's view of that budget. The
 * share stores come from the composition root, which also hands over the marketplace's rule for which
 * products a viewer may see.
 */
export function createSecretShareQueryServices(
  {
    db,
    files,
    usage,
    audit,
    config,
    shareStores,
    findVisibleProduct,
    consumerAssets,
    assertSpendRoom,
  }: Pick<ModuleContext, 'db' | 'files' | 'usage' | 'audit' | 'config'> & {
    shareStores: ShareStores
    findVisibleProduct: FindVisibleProduct
    /** The data-assets area's reader of the consumer's own assets. */
    consumerAssets: ConsumerAssets
    /** Billing's spend caps, asked before a priced query runs. */
    assertSpendRoom?: (tenantId: string, productId: string, cost?: number) => Promise<void>
  },
  options: SecretShareQueryOptions = {},
) {
  const repository = createSecretShareQueriesRepository(db)
  const budget = createPrivacyBudgetService({ repository: createPrivacyBudgetRepository(db), ...options })
  const inputs = createQueryInputs({
    consumerAssets,
    files,
    secrets: createSecrets(config.masterKey, config.previousMasterKeys),
  })
  return {
    queries: createSecretShareQueryService({
      repository,
      inputs,
      shareStores,
      usage,
      budget,
      assertSpendRoom,
      ...options,
    }),
    fitTests: createFitTestService({
      repository,
      inputs,
      storeA: shareStores.storeA,
      findVisibleProduct,
      tries: createRateLimitBuckets(db),
      audit,
      budget,
      ...options,
    }),
    budget,
  }
}
export type SecretShareQueryServices = ReturnType<typeof createSecretShareQueryServices>

export const secretShareQueriesModule: FastifyPluginAsyncZod<SecretShareQueryServices> = async (
  app,
  { queries, fitTests, budget },
) => {
  app.route({
    ...routes.options,
    handler: async (request) => ok(await queries.options(request.actor, request.query.transaction_no)),
  })
  app.route({
    ...routes.run,
    handler: async (request) => ok(await queries.run(request.actor, request.body), said.ran),
  })
  app.route({
    ...routes.history,
    handler: async (request) => ok(await queries.history(request.actor, request.query)),
  })
  app.route({
    ...routes.fitTestOptions,
    handler: async (request) => ok(await fitTests.options(request.actor, request.params.id)),
  })
  app.route({
    ...routes.fitTest,
    handler: async (request) =>
      ok(await fitTests.run(request.actor, request.params.id, request.body), said.fitTested),
  })
  app.route({
    ...routes.providerBudget,
    handler: async (request) => ok(await budget.providerView(request.actor, request.params.id)),
  })
  app.route({
    ...routes.setProviderBudget,
    handler: async (request) =>
      ok(
        await budget.setProviderBudget(
          request.actor,
          request.params.id,
          request.body.monthly_total_micro_rho,
        ),
        said.budgetSet,
      ),
  })
}
