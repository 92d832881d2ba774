import {
  billingErrorCodes,
  billingErrorMessages,
  transactionHistoryAccess,
  type BillingPaymentBody,
  type InvoiceDetail,
  type InvoiceSummary,
  type SettlementDetail,
  type SettlementSummary,
  type UserType,
} from '@lumbung/contract'
import type { BillingConfig } from '../../config'
import { accessDenial, type Actor } from '../../lib/access'
import { AppError } from '../../lib/errors'
import type { BillingChargesRepository } from './billing-charges.repository'
import type { CompanyChargesReader } from './company-charges'
import type { BillingDocuments } from './billing-documents'
import { invoiceFigures, settlementFigures } from './billing-math'
import { addMonths, periodEnd, periodOf, periodStart, startOfDay } from './billing-period'
import type { BillingCreditsRepository } from './billing-credits.repository'
import type { BillingRepository } from './billing.repository'
import {
  invoiceDetailOf,
  invoiceSummaryOf,
  openInvoiceOf,
  openSettlementOf,
  settlementDetailOf,
  settlementSummaryOf,
} from './billing-view'

export interface BillingServiceDependencies {
  repository: BillingRepository
  charges: Pick<BillingChargesRepository, 'firstCharged'>
  companyCharges: Pick<CompanyChargesReader, 'of'>
  credits: Pick<BillingCreditsRepository, 'ofInvoice' | 'ofSettlement'>
  config: BillingConfig
  documents: BillingDocuments
  now?: () => Date
}

export interface PageQuery {
  page: number
  limit: number
}

export interface PdfFile {
  filename: string
  body: Buffer
}

/**
 * A page of a list whose first entries are computed (the running month) and the rest stored: the
 * computed ones lead page 1, and the stored ones shift by their count.
 */
export async function pageWithLeading<T>(
  leading: T[],
  { page, limit }: PageQuery,
  stored: (limit: number, offset: number) => Promise<T[]>,
  storedCount: () => Promise<number>,
): Promise<{ data: T[]; total_data: number }> {
  const start = (page - 1) * limit
  const shownLeading = leading.slice(start, start + limit)
  const rest = limit - shownLeading.length
  const rows = rest > 0 ? await stored(rest, Math.max(0, start - leading.length)) : []
  return { data: [...shownLeading, ...rows], total_data: leading.length + (await storedCount()) }
}

export function notFoundInvoice() {
  return new AppError(billingErrorCodes.invoiceNotFound, 404, billingErrorMessages.invoiceNotFound)
}

export function notFoundSettlement() {
  return new AppError(billingErrorCodes.settlementNotFound, 404, billingErrorMessages.settlementNotFound)
}

/** The side a two-sided call acts for, checked against that side's screen (the route gate cannot know it). */
export function sideOf(actor: Actor, requested: UserType | undefined, fallback: UserType): UserType {
  const side = requested ?? fallback
  const denial = accessDenial(transactionHistoryAccess[side], actor, side)
  if (denial) throw denial
  return side
}

/** The consumer's invoices and the provider's statements and settlements (docs/decisions/0047-billing.md). */
export function createBillingService({
  repository,
  charges,
  companyCharges,
  credits,
  config,
  documents,
  now = () => new Date(),
}: BillingServiceDependencies) {
  function checkedPeriod(period: string | undefined, at: Date): string {
    const current = periodOf(at)
    const chosen = period ?? current
    if (chosen > current) {
      throw new AppError(billingErrorCodes.periodInFuture, 400, billingErrorMessages.periodInFuture)
    }
    return chosen
  }

  /** A month's window, cut at now while it runs: the estimate bills only what has happened. */
  function windowOf(period: string, at: Date) {
    const end = periodEnd(period)
    return { from: periodStart(period), to: end.getTime() > at.getTime() ? at : end }
  }

  async function tenantOf(tenantId: string) {
    const tenant = await repository.tenantOf(tenantId)
    if (!tenant) throw new AppError('NOT_FOUND', 404)
    return tenant
  }

  async function liveInvoice(tenantId: string, period: string, at: Date): Promise<InvoiceDetail> {
    // The credits made so far (disputes resolved this month) come off the estimate as off the invoice.
    const found = await companyCharges.of('consumer', tenantId, windowOf(period, at))
    const figures = invoiceFigures(found.charges, config.vatBasisPoints, found.credits)
    return openInvoiceOf(await tenantOf(tenantId), period, figures, config.vatBasisPoints)
  }

  async function liveSettlement(tenantId: string, period: string, at: Date): Promise<SettlementDetail> {
    const found = await companyCharges.of('provider', tenantId, windowOf(period, at))
    const figures = settlementFigures(found.charges, config.platformFeeBasisPoints, found.credits)
    return openSettlementOf(await tenantOf(tenantId), period, figures, config.platformFeeBasisPoints)
  }

  /** The running month, and the month before while it waits for its close and has charges. */
  async function openInvoices(tenantId: string, at: Date): Promise<InvoiceSummary[]> {
    const current = periodOf(at)
    const previous = addMonths(current, -1)
    const open: InvoiceSummary[] = []
    const { lines: _lines, ...running } = await liveInvoice(tenantId, current, at)
    open.push(running)
    if (!(await repository.findInvoice({ consumerTenantId: tenantId, period: previous }))) {
      const { lines: _previousLines, ...waiting } = await liveInvoice(tenantId, previous, at)
      if (waiting.subtotal > 0) open.push(waiting)
    }
    return open
  }

  async function openSettlements(tenantId: string, at: Date): Promise<SettlementSummary[]> {
    const current = periodOf(at)
    const previous = addMonths(current, -1)
    const open: SettlementSummary[] = []
    const { lines: _lines, ...running } = await liveSettlement(tenantId, current, at)
    open.push(running)
    if (!(await repository.findSettlement({ providerTenantId: tenantId, period: previous }))) {
      const { lines: _previousLines, ...waiting } = await liveSettlement(tenantId, previous, at)
      if (waiting.gross > 0) open.push(waiting)
    }
    return open
  }

  async function ownInvoice(actor: Actor, id: string): Promise<InvoiceDetail> {
    const row = await repository.findInvoice({ id })
    // Another company's invoice answers as a missing one: its existence is not the caller's business.
    if (!row || row.consumerTenantId !== actor.tenantId) throw notFoundInvoice()
    return invoiceDetailOf(
      row,
      await repository.invoiceLinesOf(row.id),
      now(),
      await credits.ofInvoice(row.id),
    )
  }

  async function ownSettlement(actor: Actor, id: string): Promise<SettlementDetail> {
    const row = await repository.findSettlement({ id })
    if (!row || row.providerTenantId !== actor.tenantId) throw notFoundSettlement()
    return settlementDetailOf(
      row,
      await repository.settlementLinesOf(row.id),
      await credits.ofSettlement(row.id),
    )
  }

  return {
    async firstBilled(actor: Actor, requested: UserType | undefined, fallback: UserType) {
      const side = sideOf(actor, requested, fallback)
      const first = await charges.firstCharged(side, actor.tenantId, now())
      return { period: first ? periodOf(first) : null, first_billed_date: first?.toISOString() ?? null }
    },

    async history(actor: Actor, query: PageQuery & { status?: InvoiceSummary['status'] | undefined }) {
      const at = now()
      const status = query.status
      const leading = status === undefined || status === 'OPEN' ? await openInvoices(actor.tenantId, at) : []
      if (status === 'OPEN') return { data: leading, total_data: leading.length }
      const filter = { consumerTenantId: actor.tenantId, status, now: at }
      return pageWithLeading(
        leading,
        query,
        async (limit, offset) =>
          (await repository.listInvoices(filter, limit, offset)).map((row) => invoiceSummaryOf(row, at)),
        () => repository.countInvoices(filter),
      )
    },

    async consumerInvoice(actor: Actor, period: string | undefined): Promise<InvoiceDetail> {
      const at = now()
      const chosen = checkedPeriod(period, at)
      const stored = await repository.findInvoice({ consumerTenantId: actor.tenantId, period: chosen })
      if (stored)
        return invoiceDetailOf(
          stored,
          await repository.invoiceLinesOf(stored.id),
          at,
          await credits.ofInvoice(stored.id),
        )
      return liveInvoice(actor.tenantId, chosen, at)
    },

    async consumerInvoicePdf(actor: Actor, id: string): Promise<PdfFile> {
      const invoice = await ownInvoice(actor, id)
      return { filename: `${invoice.invoice_no}.pdf`, body: await documents.invoice(invoice) }
    },

    async providerStatement(actor: Actor, period: string | undefined): Promise<SettlementDetail> {
      const at = now()
      const chosen = checkedPeriod(period, at)
      const stored = await repository.findSettlement({ providerTenantId: actor.tenantId, period: chosen })
      if (stored)
        return settlementDetailOf(
          stored,
          await repository.settlementLinesOf(stored.id),
          await credits.ofSettlement(stored.id),
        )
      return liveSettlement(actor.tenantId, chosen, at)
    },

    async settlementHistory(
      actor: Actor,
      query: PageQuery & { status?: SettlementSummary['status'] | undefined },
    ) {
      const at = now()
      const status = query.status
      const leading =
        status === undefined || status === 'OPEN' ? await openSettlements(actor.tenantId, at) : []
      if (status === 'OPEN') return { data: leading, total_data: leading.length }
      const filter = { providerTenantId: actor.tenantId, status }
      return pageWithLeading(
        leading,
        query,
        async (limit, offset) =>
          (await repository.listSettlements(filter, limit, offset)).map(settlementSummaryOf),
        () => repository.countSettlements(filter),
      )
    },

    settlementDetail: ownSettlement,

    async settlementPdf(actor: Actor, id: string): Promise<PdfFile> {
      const settlement = await ownSettlement(actor, id)
      return { filename: `settlement-${settlement.period}.pdf`, body: await documents.settlement(settlement) }
    },
  }
}

export type BillingService = ReturnType<typeof createBillingService>

/** A recorded payment's date: a Jakarta calendar day, not in the future and not before `notBefore`. */
export function paymentOf(body: BillingPaymentBody, actor: Actor, notBefore: Date, at: Date) {
  const paidAt = startOfDay(body.paid_date)
  if (paidAt.getTime() > at.getTime()) {
    throw new AppError(billingErrorCodes.paidDateInFuture, 400, billingErrorMessages.paidDateInFuture, {
      paid_date: billingErrorMessages.paidDateInFuture,
    })
  }
  if (startOfDay(body.paid_date, 1).getTime() <= notBefore.getTime()) {
    throw new AppError(billingErrorCodes.paidDateBeforeIssue, 400, billingErrorMessages.paidDateBeforeIssue, {
      paid_date: billingErrorMessages.paidDateBeforeIssue,
    })
  }
  return { paidAt, reference: body.reference, recordedBy: actor.userId }
}
