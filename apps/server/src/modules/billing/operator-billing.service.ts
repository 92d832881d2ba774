import {
  billingErrorCodes,
  billingErrorMessages,
  type BillingPaymentBody,
  type BillingTotals,
  type InvoiceStatus,
  type SettlementStatus,
} from '@lumbung/contract'
import type { Audit } from '../../lib/audit'
import type { Actor } from '../../lib/access'
import { AppError } from '../../lib/errors'
import { notFoundInvoice, notFoundSettlement, paymentOf, type PageQuery } from './billing.service'
import type { BillingCreditsRepository } from './billing-credits.repository'
import type { BillingRepository } from './billing.repository'
import { invoiceDetailOf, invoiceSummaryOf, settlementDetailOf, settlementSummaryOf } from './billing-view'
import type { MonthClose } from './month-close.service'

const alreadyPaid = () => new AppError(billingErrorCodes.alreadyPaid, 409, billingErrorMessages.alreadyPaid)

/**
 * The operator console's billing: every tenant's invoices and settlements, payments recorded by hand,
 * a month's totals, and month close on demand. Only issued documents are listed: OPEN months are
 * estimates that belong to their tenant's screens.
 */
export function createOperatorBillingService({
  repository,
  credits,
  monthClose,
  audit,
  now = () => new Date(),
}: {
  repository: BillingRepository
  credits: Pick<BillingCreditsRepository, 'ofInvoice' | 'ofSettlement'>
  monthClose: Pick<MonthClose, 'closeMonth'>
  audit: Audit
  now?: () => Date
}) {
  return {
    async invoices(query: PageQuery & { period?: string | undefined; status?: InvoiceStatus | undefined }) {
      const at = now()
      // OPEN invoices are never stored: that filter finds none.
      if (query.status === 'OPEN') return { data: [], total_data: 0 }
      const filter = { period: query.period, status: query.status, now: at }
      const [rows, total] = await Promise.all([
        repository.listInvoices(filter, query.limit, (query.page - 1) * query.limit),
        repository.countInvoices(filter),
      ])
      return { data: rows.map((row) => invoiceSummaryOf(row, at)), total_data: total }
    },

    async invoiceDetail(actor: Actor, id: string) {
      const row = await repository.findInvoice({ id })
      if (!row) throw notFoundInvoice()
      // The company's trail shows that an operator read its invoice (docs/decisions/0061-audit-trail.md).
      await audit.count({
        action: 'operator.invoice.read',
        tenantId: row.consumerTenantId,
        actorUserId: actor.userId,
        targetType: 'invoice',
        targetId: row.id,
        detail: { period: row.period },
      })
      return invoiceDetailOf(row, await repository.invoiceLinesOf(id), now(), await credits.ofInvoice(id))
    },

    async payInvoice(actor: Actor, id: string, body: BillingPaymentBody) {
      const at = now()
      const row = await repository.findInvoice({ id })
      if (!row) throw notFoundInvoice()
      if (row.status === 'PAID') throw alreadyPaid()
      const paid = await repository.payInvoice(id, paymentOf(body, actor, row.issuedAt, at))
      if (!paid) throw alreadyPaid()
      await audit.record({
        action: 'billing.invoice.paid',
        tenantId: row.consumerTenantId,
        actorUserId: actor.userId,
        targetType: 'invoice',
        targetId: id,
        detail: { invoice_no: row.invoiceNo, reference: body.reference, paid_date: body.paid_date },
      })
      return invoiceSummaryOf({ ...paid, consumerLegalName: row.consumerLegalName }, at)
    },

    async settlements(
      query: PageQuery & { period?: string | undefined; status?: SettlementStatus | undefined },
    ) {
      if (query.status === 'OPEN') return { data: [], total_data: 0 }
      const filter = { period: query.period, status: query.status }
      const [rows, total] = await Promise.all([
        repository.listSettlements(filter, query.limit, (query.page - 1) * query.limit),
        repository.countSettlements(filter),
      ])
      return { data: rows.map(settlementSummaryOf), total_data: total }
    },

    async settlementDetail(actor: Actor, id: string) {
      const row = await repository.findSettlement({ id })
      if (!row) throw notFoundSettlement()
      await audit.count({
        action: 'operator.settlement.read',
        tenantId: row.providerTenantId,
        actorUserId: actor.userId,
        targetType: 'settlement',
        targetId: row.id,
        detail: { period: row.period },
      })
      return settlementDetailOf(row, await repository.settlementLinesOf(id), await credits.ofSettlement(id))
    },

    async paySettlement(actor: Actor, id: string, body: BillingPaymentBody) {
      const row = await repository.findSettlement({ id })
      if (!row) throw notFoundSettlement()
      if (row.status === 'PAID') throw alreadyPaid()
      const paid = await repository.paySettlement(id, paymentOf(body, actor, row.createdAt, now()))
      if (!paid) throw alreadyPaid()
      await audit.record({
        action: 'billing.settlement.paid',
        tenantId: row.providerTenantId,
        actorUserId: actor.userId,
        targetType: 'settlement',
        targetId: id,
        detail: { period: row.period, reference: body.reference, paid_date: body.paid_date },
      })
      return settlementSummaryOf({ ...paid, providerLegalName: row.providerLegalName })
    },

    /** The month in one view; the platform's revenue is the fees it kept from the settlements. */
    async totals(period: string): Promise<BillingTotals> {
      const { invoiced, settled } = await repository.totals(period)
      const invoicedTotal = invoiced.total ?? 0
      const invoicesPaid = invoiced.paid ?? 0
      return {
        period,
        invoice_count: invoiced.count,
        invoiced_subtotal: invoiced.subtotal ?? 0,
        invoiced_vat: invoiced.vat ?? 0,
        invoiced_total: invoicedTotal,
        invoices_paid_total: invoicesPaid,
        invoices_outstanding_total: invoicedTotal - invoicesPaid,
        settlement_count: settled.count,
        settlements_gross: settled.gross ?? 0,
        settlements_net: settled.net ?? 0,
        settlements_paid_net: settled.paidNet ?? 0,
        sla_credits: settled.credits ?? 0,
        platform_revenue: settled.fees ?? 0,
      }
    },

    async closeMonth(actor: Actor, period: string) {
      const result = await monthClose.closeMonth(period)
      await audit.record({
        action: 'billing.month.closed',
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        targetType: 'billing-month',
        targetId: null,
        detail: { ...result },
      })
      return result
    },
  }
}

export type OperatorBillingService = ReturnType<typeof createOperatorBillingService>
