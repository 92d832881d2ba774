import { agreementRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import type { ModuleContext } from '../../context'
import { createAgreementsService } from './agreements.service'

export function createAgreementsServices({ files }: Pick<ModuleContext, 'files'>) {
  return { agreements: createAgreementsService({ files }) }
}
export type AgreementsServices = ReturnType<typeof createAgreementsServices>

/** The standard data access agreement, readable by anyone (docs/decisions/0059). */
export const agreementsModule: FastifyPluginAsyncZod<AgreementsServices> = async (app, { agreements }) => {
  app.route({ ...agreementRoutes.current, handler: async () => ok(agreements.detail()) })
  app.route({
    ...agreementRoutes.version,
    handler: async (request) => ok(agreements.detail(request.params.version)),
  })
  app.route({
    ...agreementRoutes.pdf,
    handler: async (request, reply) => {
      const file = await agreements.pdf(request.params.version)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(file.body)
    },
  })
  app.route({
    ...agreementRoutes.text,
    handler: async (request, reply) => {
      const file = agreements.text(request.params.version)
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(file.body)
    },
  })
}

export { acceptedAgreementView, ownAgreementKey, type AgreementsService } from './agreements.service'
