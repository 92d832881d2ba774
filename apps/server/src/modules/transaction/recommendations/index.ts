import { recommendationMessages, recommendationsRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import type { ModuleContext } from '../../context'
import { indonesianAreas } from '../../dropdown/indonesian-areas'
import { createRecommendationAnswersService } from './recommendation-answers.service'
import { createRecommendationsRepository } from './recommendations.repository'
import { createRecommendationsService } from './recommendations.service'

/** Data-need requests: the consumer's form and list, the operators' triage and the providers' board. */
export const recommendationsModule: FastifyPluginAsyncZod<ModuleContext> = async (app, context) => {
  const dependencies = {
    db: context.db,
    recommendations: createRecommendationsRepository(context.db),
    audit: context.audit,
    mail: context.mail,
    publicUrl: context.config.publicUrl,
  }
  const service = createRecommendationsService({ ...dependencies, areas: indonesianAreas })
  const answers = createRecommendationAnswersService(dependencies)

  app.route({
    ...recommendationsRoutes.add,
    handler: async (request) =>
      ok(await service.add(request.actor, request.body), recommendationMessages.added),
  })
  app.route({
    ...recommendationsRoutes.consumerList,
    handler: async (request) => ok(await service.consumerList(request.actor, request.query)),
  })
  app.route({
    ...recommendationsRoutes.consumerDetail,
    handler: async (request) => ok(await service.consumerDetail(request.actor, request.params.id)),
  })
  app.route({
    ...recommendationsRoutes.operatorList,
    handler: async (request) => ok(await service.operatorList(request.actor, request.query)),
  })
  app.route({
    ...recommendationsRoutes.operatorDetail,
    handler: async (request) => ok(await service.operatorDetail(request.actor, request.params.id)),
  })
  app.route({
    ...recommendationsRoutes.operatorStatus,
    handler: async (request) =>
      ok(
        await service.changeStatus(request.actor, request.params.id, request.body),
        recommendationMessages.statusChanged,
      ),
  })
  app.route({
    ...recommendationsRoutes.providerList,
    handler: async (request) => ok(await answers.list(request.actor, request.query)),
  })
  app.route({
    ...recommendationsRoutes.providerDetail,
    handler: async (request) => ok(await answers.detail(request.actor, request.params.id)),
  })
  app.route({
    ...recommendationsRoutes.respond,
    handler: async (request) =>
      ok(
        await answers.respond(request.actor, request.params.id, request.body),
        recommendationMessages.answered,
      ),
  })
}
