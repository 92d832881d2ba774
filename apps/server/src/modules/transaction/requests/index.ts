import {
  firstCallMessages,
  purchaseAccessMessages,
  transactionRequestMessages as said,
  transactionTermsMessages,
  transactionRequestsRoutes as routes,
} from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createStorageUrls } from '../../../lib/storage-urls'
import type { ModuleContext } from '../../context'
import { createAgreementsServices } from '../agreements'
import { createConsumerRequestsService } from './consumer-requests.service'
import { createProviderRequestsService } from './provider-requests.service'
import { createPurchaseAccessService } from './purchase-access.service'
import { createRequestExpiry } from './request-expiry'
import { createRequestNotices } from './request-notices'
import { createRequestQueriesRepository } from './request-queries.repository'
import { createRequestReader } from './request-reader'
import { createRequestSummaryService } from './request-summary.service'
import { createRequestTransitions } from './request-transitions'
import { createRequestsRepository } from './requests.repository'

export interface TransactionRequestOptions {
  now?: () => Date
  pick?: (max: number) => number
}

/**
 * Builds the request services. Other areas (purchased data) read a request's status with
 * `effectiveStatus`, the one rule for when an approved subscription has expired.
 */
export function createTransactionRequestServices(
  {
    db,
    audit,
    mail,
    jobs,
    config,
    notices: changeNotices,
    logger,
    files,
  }: Pick<ModuleContext, 'db' | 'audit' | 'mail' | 'jobs' | 'config' | 'notices' | 'logger' | 'files'>,
  options: TransactionRequestOptions = {},
) {
  const requests = createRequestsRepository(db)
  const queries = createRequestQueriesRepository(db)
  const notices = createRequestNotices({ requests, audit, mail, publicUrl: config.publicUrl })
  const now = options.now ?? (() => new Date())
  const expiry = createRequestExpiry({ db, requests, notices, jobs, now })
  const reader = createRequestReader({
    db,
    requests,
    queries,
    urls: createStorageUrls(config.masterKey),
    now,
  })
  const approvals = { changes: changeNotices, logger }
  const transitions = createRequestTransitions({ db, requests, notices, approvals, now })
  return {
    expiry,
    consumer: createConsumerRequestsService({
      db,
      requests,
      reader,
      transitions,
      notices,
      approvals,
      agreements: createAgreementsServices({ files }).agreements,
      ...options,
    }),
    provider: createProviderRequestsService({ requests, reader, transitions, ...options }),
    access: createPurchaseAccessService({
      db,
      requests,
      reader,
      audit,
      mail,
      notices: changeNotices,
      logger,
      publicUrl: config.publicUrl,
      now,
    }),
    reports: createRequestSummaryService({ queries, now }),
  }
}

export type TransactionRequestServices = ReturnType<typeof createTransactionRequestServices>

export const transactionRequestsModule: FastifyPluginAsyncZod<TransactionRequestServices> = async (
  app,
  { expiry, consumer, provider, access, reports },
) => {
  expiry.registerSweep()

  app.route({
    ...routes.add,
    handler: async (request) => {
      const added = await consumer.add(request.actor, request.body)
      return ok(added, added.status === 'APPROVED' ? firstCallMessages.autoApproved : said.added)
    },
  })
  app.route({
    ...routes.consumerList,
    handler: async (request) => ok(await consumer.list(request.actor, request.query)),
  })
  app.route({
    ...routes.consumerDetail,
    handler: async (request) => ok(await consumer.detail(request.actor, request.params.transaction_no)),
  })
  app.route({
    ...routes.withdraw,
    handler: async (request) =>
      ok(await consumer.withdraw(request.actor, request.params.transaction_no), said.withdrawn),
  })
  app.route({
    ...routes.accept,
    handler: async (request) =>
      ok(
        await consumer.accept(request.actor, request.params.transaction_no, request.body.revision_no),
        transactionTermsMessages.accepted,
      ),
  })
  app.route({
    ...routes.providerList,
    handler: async (request) => ok(await provider.list(request.actor, request.query)),
  })
  app.route({
    ...routes.providerDetail,
    handler: async (request) => ok(await provider.detail(request.actor, request.params.transaction_no)),
  })
  app.route({
    ...routes.summary,
    handler: async (request) => ok(await reports.summary(request.actor, request.query)),
  })
  app.route({
    ...routes.approve,
    handler: async (request) =>
      ok(await provider.approve(request.actor, request.body.transaction_no), said.approved),
  })
  app.route({
    ...routes.reject,
    handler: async (request) =>
      ok(
        await provider.reject(request.actor, request.body.transaction_no, request.body.reason),
        said.rejected,
      ),
  })
  app.route({
    ...routes.update,
    handler: async (request) => ok(await provider.update(request.actor, request.body), said.updated),
  })
  app.route({
    ...routes.suspend,
    handler: async (request) =>
      ok(
        await access.suspend(request.actor, request.body.transaction_no, request.body.reason),
        purchaseAccessMessages.suspended,
      ),
  })
  app.route({
    ...routes.resume,
    handler: async (request) =>
      ok(
        await access.resume(request.actor, request.body.transaction_no, request.body.reason),
        purchaseAccessMessages.resumed,
      ),
  })
  app.route({
    ...routes.revoke,
    handler: async (request) =>
      ok(
        await access.revoke(request.actor, request.body.transaction_no, request.body.reason),
        purchaseAccessMessages.revoked,
      ),
  })
  app.route({
    ...routes.providerDropdown,
    handler: async (request) => ok(await reports.providerOptions(request.actor)),
  })
  app.route({
    ...routes.consumerProductDropdown,
    handler: async (request) => ok(await reports.consumerProductOptions(request.actor)),
  })
  app.route({
    ...routes.consumerDropdown,
    handler: async (request) => ok(await reports.consumerOptions(request.actor)),
  })
  app.route({
    ...routes.providerProductDropdown,
    handler: async (request) => ok(await reports.providerProductOptions(request.actor)),
  })
}

export { effectiveStatus, isEntitledNow, isPurchaseOf } from './request-status'
export { periodEndOf } from './request-dates'
