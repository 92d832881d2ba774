import { disputeRoutes, disputesMessages, operatorDisputeRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { DisputesService } from './disputes.service'

/** Invoice-line disputes: the consumer's, the provider's and the operator's routes. */
export const disputesRoutes: FastifyPluginAsyncZod<{ disputes: DisputesService }> = async (
  app,
  { disputes },
) => {
  app.route({
    ...disputeRoutes.open,
    handler: async (request) => ok(await disputes.open(request.actor, request.body), disputesMessages.opened),
  })
  app.route({
    ...disputeRoutes.consumerList,
    handler: async (request) => ok(await disputes.consumerList(request.actor, request.query.invoice_id)),
  })
  app.route({
    ...disputeRoutes.providerList,
    handler: async (request) => ok(await disputes.providerList(request.actor, request.query)),
  })
  app.route({
    ...disputeRoutes.answer,
    handler: async (request) =>
      ok(await disputes.answer(request.actor, request.params.id, request.body), disputesMessages.answered),
  })
  app.route({
    ...operatorDisputeRoutes.list,
    handler: async (request) => ok(await disputes.operatorList(request.query)),
  })
  app.route({
    ...operatorDisputeRoutes.resolve,
    handler: async (request) =>
      ok(await disputes.resolve(request.actor, request.params.id, request.body), disputesMessages.resolved),
  })
}
