import { recommendationMessages, recommendationsRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import type { ModuleContext } from '../../context'
import type { IndonesianAreas } from '../../dropdown'
import { createRecommendationAnswersService } from './recommendation-answers.service'
import { createRecommendationsRepository } from './recommendations.repository'
import { createRecommendationsService } from './recommendations.service'

/** Data-need requests: the consumer's form and list, the operators' triage and the providers' board. */
export function createRecommendationsServices({
  db,
  audit,
  mail,
  config,
  areas,
}: Pick<ModuleContext, 'db' | 'audit' | 'mail' | 'config'> & { areas: IndonesianAreas }) {
  const dependencies = {
    db,
    recommendations: createRecommendationsRepository(db),
    audit,
    mail,
    publicUrl: config.publicUrl,
  }
  return {
    service: createRecommendationsService({
      ...dependencies,
      areas,
      dailyLimit: config.dataNeedRequestsPerDay,
    }),
    answers: createRecommendationAnswersService(dependencies),
  }
}
export type RecommendationsServices = ReturnType<typeof createRecommendationsServices>

export const recommendationsModule: FastifyPluginAsyncZod<RecommendationsServices> = async (
  app,
  { service, answers },
) => {
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
