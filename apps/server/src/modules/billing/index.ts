import {
  billingMessages,
  billingRoutes,
  operatorBillingRoutes,
  spendCapMessages,
  spendCapRoutes,
} from '@lumbung/contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import type { ModuleContext } from '../context'
import { createBillingChargesRepository } from './billing-charges.repository'
import { createBillingCreditsRepository } from './billing-credits.repository'
import { createBillingRepository } from './billing.repository'
import { createBillingDocuments } from './billing-documents'
import { createBillingPartiesRepository } from './billing-parties.repository'
import { createBillingService } from './billing.service'
import { createCompanyCharges } from './company-charges'
import { createDisputesRepository } from './disputes.repository'
import { disputesRoutes } from './disputes.routes'
import { createDisputesService } from './disputes.service'
import { createMonthClose } from './month-close.service'
import { createOperatorBillingService } from './operator-billing.service'
import { createSpendCapCheck } from './spend-cap-check.service'
import { createSpendCapGuard } from './spend-cap-guard'
import { createSpendCapTracker } from './spend-cap-tracker'
import { createSpendCapsRepository } from './spend-caps.repository'
import { createSpendCapsService } from './spend-caps.service'
import { createTransactionHistoryRepository } from './transaction-history.repository'
import { createTransactionHistoryService } from './transaction-history.service'

export { billingDocumentQueue, monthCloseQueue } from './month-close.service'
export { spendCapCheckQueue, spendCapSweepQueue } from './spend-cap-check.service'
export { createSpendCapTracker, type SpendCapTracker } from './spend-cap-tracker'
export type { SpendCapCheckResult, SpendCapGuard, SpendCapRooms } from './spend-cap-guard'
export { createSpendCapsRepository } from './spend-caps.repository'
export { createBillingChargesRepository } from './billing-charges.repository'
export type { MoneyEntry, MoneyOf } from './company-charges'
export type { ChargeGrain as MoneyGrain } from './billing-charges.repository'

/**
 * Invoices, settlements, the transaction history and month close (docs/decisions/0047-billing.md),
 * and monthly spend caps (docs/decisions/0051-spend-caps.md): `spendCapTracker.capRefusalOf` is the
 * gateway's spend cap check; `spendCapGuard` checks the other billable work before it runs.
 */
export function createBillingServices({
  db,
  config,
  audit,
  jobs,
  mail,
  files,
  usage,
  notices,
  logger,
}: Pick<
  ModuleContext,
  'db' | 'config' | 'audit' | 'jobs' | 'mail' | 'files' | 'usage' | 'notices' | 'logger'
>) {
  const repository = createBillingRepository(db)
  const charges = createBillingChargesRepository(db)
  const credits = createBillingCreditsRepository(db)
  // The one definition of a company's charges in a period: every figure of money reads it.
  const companyCharges = createCompanyCharges({ charges, credits })
  const documents = createBillingDocuments({
    parties: createBillingPartiesRepository(db),
    paymentAccount: config.billing.paymentAccount,
  })
  const spendCapsRepository = createSpendCapsRepository(db)
  const spendCapCheck = createSpendCapCheck({
    db,
    repository: spendCapsRepository,
    billing: repository,
    charges: companyCharges,
    jobs,
    mail,
    usage,
    publicUrl: config.publicUrl,
    logger,
  })
  const monthClose = createMonthClose({
    db,
    repository,
    charges,
    credits,
    config: config.billing,
    jobs,
    mail,
    files,
    documents,
    usage,
    publicUrl: config.publicUrl,
    logger,
  })
  return {
    billing: createBillingService({
      repository,
      charges,
      companyCharges,
      credits,
      config: config.billing,
      documents,
    }),
    /** The dashboards' money: `moneyOf` is handed across by the composition root. */
    companyCharges,
    history: createTransactionHistoryService({ history: createTransactionHistoryRepository(db) }),
    operatorBilling: createOperatorBillingService({ repository, credits, monthClose, audit }),
    monthClose,
    spendCaps: createSpendCapsService({
      repository: spendCapsRepository,
      charges: companyCharges,
      notices,
      checkSoon: spendCapCheck.checkSoon,
    }),
    spendCapCheck,
    spendCapTracker: createSpendCapTracker({
      repository: spendCapsRepository,
      charges: companyCharges,
      notices,
      logger,
    }),
    /** The caps' check before a query, download, delivery or file-to-API run. */
    spendCapGuard: createSpendCapGuard({ repository: spendCapsRepository, charges: companyCharges, usage }),
    disputes: createDisputesService({
      db,
      repository: createDisputesRepository(db),
      owners: repository,
      mail,
      audit,
      publicUrl: config.publicUrl,
    }),
  }
}
export type BillingServices = ReturnType<typeof createBillingServices>

function sendFile(reply: FastifyReply, file: { filename: string; contentType: string; body: unknown }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body)
}

export const billingModule: FastifyPluginAsyncZod<BillingServices> = async (
  app,
  { billing, history, operatorBilling, monthClose, spendCaps, spendCapCheck, spendCapTracker, disputes },
) => {
  monthClose.register()
  spendCapCheck.register()
  await app.register(disputesRoutes, { disputes })
  app.addHook('onClose', async () => spendCapTracker.close())

  app.route({
    ...spendCapRoutes.spendCaps,
    handler: async (request) => ok(await spendCaps.get(request.actor)),
  })
  app.route({
    ...spendCapRoutes.saveSpendCaps,
    handler: async (request) => ok(await spendCaps.save(request.actor, request.body), spendCapMessages.saved),
  })
  app.route({
    ...spendCapRoutes.spendStatus,
    handler: async (request) => ok(await spendCaps.status(request.actor)),
  })

  app.route({
    ...billingRoutes.firstBilled,
    handler: async (request) =>
      ok(await billing.firstBilled(request.actor, request.query.user_type, request.userType)),
  })
  app.route({
    ...billingRoutes.history,
    handler: async (request) => ok(await billing.history(request.actor, request.query)),
  })
  app.route({
    ...billingRoutes.consumerInvoice,
    handler: async (request) => ok(await billing.consumerInvoice(request.actor, request.query.period)),
  })
  app.route({
    ...billingRoutes.consumerInvoicePdf,
    handler: async (request, reply) => {
      const file = await billing.consumerInvoicePdf(request.actor, request.params.id)
      return sendFile(reply, { ...file, contentType: 'application/pdf' })
    },
  })
  app.route({
    ...billingRoutes.providerStatement,
    handler: async (request) => ok(await billing.providerStatement(request.actor, request.query.period)),
  })
  app.route({
    ...billingRoutes.settlementHistory,
    handler: async (request) => ok(await billing.settlementHistory(request.actor, request.query)),
  })
  app.route({
    ...billingRoutes.settlementDetail,
    handler: async (request) => ok(await billing.settlementDetail(request.actor, request.params.id)),
  })
  app.route({
    ...billingRoutes.settlementPdf,
    handler: async (request, reply) => {
      const file = await billing.settlementPdf(request.actor, request.params.id)
      return sendFile(reply, { ...file, contentType: 'application/pdf' })
    },
  })
  app.route({
    ...billingRoutes.transactionList,
    handler: async (request) => ok(await history.list(request.actor, request.query, request.userType)),
  })
  app.route({
    ...billingRoutes.transactionExport,
    handler: async (request, reply) => {
      const file = history.export(request.actor, request.query, request.userType)
      return sendFile(reply, {
        filename: file.filename,
        body: file.stream,
        contentType: 'text/csv; charset=utf-8',
      })
    },
  })
  app.route({
    ...billingRoutes.productDropdown,
    handler: async (request) =>
      ok(await history.dropdown(request.actor, request.query.user_type, request.userType, 'product')),
  })
  app.route({
    ...billingRoutes.counterpartyDropdown,
    handler: async (request) =>
      ok(await history.dropdown(request.actor, request.query.user_type, request.userType, 'counterparty')),
  })

  app.route({
    ...operatorBillingRoutes.invoices,
    handler: async (request) => ok(await operatorBilling.invoices(request.query)),
  })
  app.route({
    ...operatorBillingRoutes.invoiceDetail,
    handler: async (request) => ok(await operatorBilling.invoiceDetail(request.actor, request.params.id)),
  })
  app.route({
    ...operatorBillingRoutes.payInvoice,
    handler: async (request) =>
      ok(
        await operatorBilling.payInvoice(request.actor, request.params.id, request.body),
        billingMessages.invoicePaid,
      ),
  })
  app.route({
    ...operatorBillingRoutes.settlements,
    handler: async (request) => ok(await operatorBilling.settlements(request.query)),
  })
  app.route({
    ...operatorBillingRoutes.settlementDetail,
    handler: async (request) => ok(await operatorBilling.settlementDetail(request.actor, request.params.id)),
  })
  app.route({
    ...operatorBillingRoutes.paySettlement,
    handler: async (request) =>
      ok(
        await operatorBilling.paySettlement(request.actor, request.params.id, request.body),
        billingMessages.settlementPaid,
      ),
  })
  app.route({
    ...operatorBillingRoutes.totals,
    handler: async (request) => ok(await operatorBilling.totals(request.query.period)),
  })
  app.route({
    ...operatorBillingRoutes.closeMonth,
    handler: async (request) =>
      ok(await operatorBilling.closeMonth(request.actor, request.body.period), billingMessages.monthClosed),
  })
}
