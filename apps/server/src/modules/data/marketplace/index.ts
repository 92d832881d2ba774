import { marketplaceRoutes, userTypes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createStorageUrls } from '../../../lib/storage-urls'
import type { ModuleContext } from '../../context'
import { createMarketplaceRepository } from './marketplace.repository'
import { cachedQualityRepository, createMarketplaceQualityRepository } from './marketplace-quality.repository'
import { answerCacheTtlMs, createAnswerCache } from './marketplace-answer-cache'
import { createMarketplaceService } from './marketplace.service'

export { createMarketplaceQualityRepository } from './marketplace-quality.repository'

/** Masking of sensitive fields, shared with the gateway so a masked product reads the same everywhere. */
export { maskJsonValue } from './marketplace-sample'
/** Reading and masking a sample, for the products area's check of a sample against its dataset. */
export { isSensitiveColumn, maskValue, parseSample, readHead } from './marketplace-sample'

export function createMarketplaceServices({
  db,
  files,
  config,
  answers,
}: Pick<ModuleContext, 'db' | 'files' | 'config'> & {
  answers?: { ttlMs?: number; countCap?: number } | undefined
}) {
  const marketplace = createMarketplaceRepository(db)
  return {
    service: createMarketplaceService({
      marketplace,
      files,
      storageUrls: createStorageUrls(config.masterKey),
      answerCache: createAnswerCache(answers?.ttlMs === undefined ? {} : { ttlMs: answers.ttlMs }),
      ...(answers?.countCap === undefined ? {} : { countCap: answers.countCap }),
      quality: cachedQualityRepository(
        createMarketplaceQualityRepository(db),
        answers?.ttlMs ?? answerCacheTtlMs,
      ),
      gateway: {
        publicUrl: config.publicUrl,
        rateLimit: { perSecond: config.gateway.ratePerSecond, burst: config.gateway.rateBurst },
      },
    }),
    /** For the fit test: a product the viewer may see in the marketplace, or undefined. */
    findVisible: (viewerTenantId: string, id: string) => marketplace.findVisible(viewerTenantId, id),
  }
}

export type MarketplaceServices = ReturnType<typeof createMarketplaceServices>

export const marketplaceModule: FastifyPluginAsyncZod<MarketplaceServices> = async (app, { service }) => {
  for (const userType of userTypes) {
    const routes = marketplaceRoutes[userType]
    app.route({
      ...routes.list,
      handler: async (request) => ok(await service.list(request.actor, userType, request.query)),
    })
    app.route({
      ...routes.detail,
      handler: async (request) => ok(await service.detail(request.actor, userType, request.params.id)),
    })
    app.route({
      ...routes.openapi,
      handler: async (request, reply) => {
        const document = await service.openapi(request.actor, request.params.id)
        return reply.type('application/json; charset=utf-8').send(document)
      },
    })
    app.route({
      ...routes.providerDetail,
      handler: async (request) =>
        ok(await service.providerDetail(request.actor, userType, request.params.id)),
    })
    app.route({
      ...routes.providers,
      handler: async (request) => ok(await service.providers(request.actor, userType, request.query)),
    })
  }
}

// The search benchmark drives the service on its own database.
export { createMarketplaceRepository, readSearchLexicon } from './marketplace.repository'
export { createFacetCache } from './marketplace-facet-cache'
export { searchStatementsOf } from './marketplace-search-statements'
export { createAnswerCache } from './marketplace-answer-cache'
export { createMarketplaceService } from './marketplace.service'
