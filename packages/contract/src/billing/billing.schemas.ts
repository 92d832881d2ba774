import { z } from 'zod'
import {
  billingEventKinds,
  billingLineKinds,
  invoiceStatuses,
  settlementStatuses,
  userTypes,
} from '../common/enums'
import { paginationQuery } from '../common/result'
import { usageOutcomes } from '../gateway/usage'
import { billingErrorMessages } from './billing.messages'
import { billingCredit } from './disputes.schemas'

/**
 * Billing (docs/decisions/0047-billing.md): money is whole rupiah (docs/product.md#money), a month is a
 * calendar month in Asia/Jakarta written `YYYY-MM`.
 */
export const billingPeriodPattern = /^\d{4}-(0[1-9]|1[0-2])$/
export const billingPeriod = z
  .string()
  .trim()
  .regex(billingPeriodPattern, { error: billingErrorMessages.periodInvalid })
/** A calendar day `YYYY-MM-DD` (Asia/Jakarta) bounding a transaction history. */
const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: billingErrorMessages.dayInvalid })

const money = z.number().int()

export const invoiceLine = z.object({
  /** The stored line (a dispute names it); null while the month is OPEN. */
  id: z.string().nullable(),
  kind: z.enum(billingLineKinds),
  product_id: z.string().nullable(),
  product_name: z.string(),
  provider_tenant_id: z.string().nullable(),
  provider_legal_name: z.string().nullable(),
  /** The purchase a subscription period or one-time line bills; null for usage and VAT lines. */
  transaction_no: z.string().nullable(),
  /** Billable calls or queries, subscription periods, or 1. */
  quantity: z.number().int().nonnegative(),
  /** The price of one unit when one price applied; null for usage lines (each call at the price in force). */
  unit_price: money.nullable(),
  amount: money,
})
export type InvoiceLine = z.infer<typeof invoiceLine>

export const invoiceSummary = z.object({
  /** Null while the month is OPEN: only an issued invoice is stored. */
  id: z.string().nullable(),
  invoice_no: z.string().nullable(),
  period: z.string(),
  status: z.enum(invoiceStatuses),
  consumer_tenant_id: z.string(),
  consumer_legal_name: z.string(),
  subtotal: money,
  /** Percent, e.g. 11. */
  vat_rate: z.number(),
  vat: money,
  total: money,
  issued_date: z.string().nullable(),
  due_date: z.string().nullable(),
  paid_date: z.string().nullable(),
  payment_reference: z.string().nullable(),
})
export type InvoiceSummary = z.infer<typeof invoiceSummary>

export const invoiceDetail = invoiceSummary.extend({
  /** The charges, then the credits (negative), then the VAT line last. */
  lines: z.array(invoiceLine),
  /** The credits behind the credit lines, with the measured availability (docs/decisions/0052). */
  credits: z.array(billingCredit),
})
export type InvoiceDetail = z.infer<typeof invoiceDetail>

export const settlementLine = z.object({
  kind: z.enum(billingLineKinds),
  consumer_tenant_id: z.string(),
  consumer_legal_name: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  transaction_no: z.string().nullable(),
  quantity: z.number().int().nonnegative(),
  amount: money,
})
export type SettlementLine = z.infer<typeof settlementLine>

export const settlementSummary = z.object({
  /** Null while the month is OPEN (a statement): the settlement is made when the month closes. */
  id: z.string().nullable(),
  period: z.string(),
  status: z.enum(settlementStatuses),
  provider_tenant_id: z.string(),
  provider_legal_name: z.string(),
  gross: money,
  /** Percent of the gross the platform keeps, e.g. 10. */
  platform_fee_rate: z.number(),
  platform_fee: money,
  /** Credits owed to consumers (service-level and dispute credits, docs/decisions/0052). */
  sla_credits: money,
  /** gross − platform fee − SLA credits: what is paid out. */
  net: money,
  created_date: z.string().nullable(),
  paid_date: z.string().nullable(),
  payment_reference: z.string().nullable(),
})
export type SettlementSummary = z.infer<typeof settlementSummary>

export const settlementDetail = settlementSummary.extend({
  lines: z.array(settlementLine),
  /** The credits deducted as `sla_credits` (docs/decisions/0052). */
  credits: z.array(billingCredit),
})
export type SettlementDetail = z.infer<typeof settlementDetail>

export const billingUserTypeQuery = z.object({ user_type: z.enum(userTypes).optional() })

export const firstBilled = z.object({
  /** The first month with a charge on that side, or null when there is none yet. */
  period: z.string().nullable(),
  first_billed_date: z.string().nullable(),
})
export type FirstBilled = z.infer<typeof firstBilled>

export const billingHistoryQuery = paginationQuery.extend({
  status: z.enum(invoiceStatuses).optional(),
})
export type BillingHistoryQuery = z.input<typeof billingHistoryQuery>

export const invoicePeriodQuery = z.object({ period: billingPeriod.optional() })

export const settlementHistoryQuery = paginationQuery.extend({
  status: z.enum(settlementStatuses).optional(),
})

export const billingIdParams = z.object({ id: z.uuid({ error: billingErrorMessages.notFound }) })

/**
 * The transaction history's filters, as the screen keeps them in its address
 * (docs/decisions/0047-billing.md): `period` (YYYY-MM) or `from`/`to` (days, both included), `product`,
 * `counterparty` (the other side's tenant), `outcome`, `event`.
 */
export const transactionListFilters = z.object({
  user_type: z.enum(userTypes).optional(),
  period: billingPeriod.optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  product: z.uuid({ error: billingErrorMessages.productInvalid }).optional(),
  counterparty: z.uuid({ error: billingErrorMessages.counterpartyInvalid }).optional(),
  outcome: z.enum(usageOutcomes).optional(),
  event: z.enum(billingEventKinds).optional(),
})
export type TransactionListFilters = z.input<typeof transactionListFilters>

export const transactionListQuery = paginationQuery.extend(transactionListFilters.shape)
export type TransactionListQuery = z.input<typeof transactionListQuery>

export const transactionListItem = z.object({
  id: z.string(),
  occurred_date: z.string(),
  event: z.enum(billingEventKinds),
  product_id: z.string().nullable(),
  product_name: z.string(),
  counterparty_tenant_id: z.string().nullable(),
  counterparty_name: z.string(),
  transaction_no: z.string().nullable(),
  outcome: z.enum(usageOutcomes),
  http_status: z.number().int().nullable(),
  is_billable: z.boolean(),
  /** What the event costs: the unit price in force for a billable record, 0 otherwise. */
  amount: money,
})
export type TransactionListItem = z.infer<typeof transactionListItem>

export const billingPaymentBody = z.object({
  reference: z
    .string({ error: billingErrorMessages.referenceRequired })
    .trim()
    .min(1, billingErrorMessages.referenceRequired)
    .max(200, billingErrorMessages.referenceTooLong),
  paid_date: calendarDay,
})
export type BillingPaymentBody = z.infer<typeof billingPaymentBody>

export const operatorInvoiceListQuery = paginationQuery.extend({
  period: billingPeriod.optional(),
  status: z.enum(invoiceStatuses).optional(),
})
export type OperatorInvoiceListQuery = z.input<typeof operatorInvoiceListQuery>

export const operatorSettlementListQuery = paginationQuery.extend({
  period: billingPeriod.optional(),
  status: z.enum(settlementStatuses).optional(),
})
export type OperatorSettlementListQuery = z.input<typeof operatorSettlementListQuery>

export const billingTotalsQuery = z.object({ period: billingPeriod })

/**
 * One closed month across every tenant. Revenue is the platform fees kept: invoiced subtotal =
 * settlements' gross = net paid out + fees + SLA credits.
 */
export const billingTotals = z.object({
  period: z.string(),
  invoice_count: z.number().int().nonnegative(),
  invoiced_subtotal: money,
  invoiced_vat: money,
  invoiced_total: money,
  invoices_paid_total: money,
  invoices_outstanding_total: money,
  settlement_count: z.number().int().nonnegative(),
  settlements_gross: money,
  settlements_net: money,
  settlements_paid_net: money,
  sla_credits: money,
  platform_revenue: money,
})
export type BillingTotals = z.infer<typeof billingTotals>

export const monthCloseBody = z.object({ period: billingPeriod })
export const monthCloseResult = z.object({
  period: z.string(),
  invoices_issued: z.number().int().nonnegative(),
  settlements_created: z.number().int().nonnegative(),
})
export type MonthCloseResult = z.infer<typeof monthCloseResult>
