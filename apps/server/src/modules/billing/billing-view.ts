import type {
  BillingCredit,
  InvoiceDetail,
  InvoiceLine,
  InvoiceStatus,
  InvoiceSummary,
  SettlementDetail,
  SettlementLine,
  SettlementSummary,
} from '@lumbung/contract'
import type { InvoiceLineRow, SettlementLineRow } from '../../db/schema'
import type { InvoiceWithTenant, SettlementWithTenant } from './billing.repository'
import {
  percentOf,
  type Charge,
  type InvoiceFigures,
  type Line,
  type SettlementFigures,
} from './billing-math'

/** An issued invoice unpaid past its due date reads OVERDUE; nothing stores that. */
export function invoiceStatusOf(row: Pick<InvoiceWithTenant, 'status' | 'dueAt'>, now: Date): InvoiceStatus {
  if (row.status === 'PAID') return 'PAID'
  return row.dueAt.getTime() <= now.getTime() ? 'OVERDUE' : 'ISSUED'
}

export function invoiceSummaryOf(row: InvoiceWithTenant, now: Date): InvoiceSummary {
  return {
    id: row.id,
    invoice_no: row.invoiceNo,
    period: row.period,
    status: invoiceStatusOf(row, now),
    consumer_tenant_id: row.consumerTenantId,
    consumer_legal_name: row.consumerLegalName,
    subtotal: row.subtotal,
    vat_rate: percentOf(row.vatBasisPoints),
    vat: row.vat,
    total: row.total,
    issued_date: row.issuedAt.toISOString(),
    due_date: row.dueAt.toISOString(),
    paid_date: row.paidAt?.toISOString() ?? null,
    payment_reference: row.paymentReference,
  }
}

const lineOfRow = (row: InvoiceLineRow): InvoiceLine => ({
  id: row.id,
  kind: row.kind,
  product_id: row.productId,
  product_name: row.productName,
  provider_tenant_id: row.providerTenantId,
  provider_legal_name: row.providerLegalName,
  transaction_no: row.transactionNo,
  quantity: row.quantity,
  unit_price: row.unitPrice,
  amount: row.amount,
})

export function invoiceDetailOf(
  row: InvoiceWithTenant,
  lines: InvoiceLineRow[],
  now: Date,
  credits: BillingCredit[] = [],
): InvoiceDetail {
  return { ...invoiceSummaryOf(row, now), lines: lines.map(lineOfRow), credits }
}

const lineOfFigures = (line: Line): InvoiceLine => ({
  id: null,
  kind: line.kind,
  product_id: line.productId,
  product_name: line.productName,
  provider_tenant_id: line.providerTenantId,
  provider_legal_name: line.providerLegalName,
  transaction_no: line.transactionNo,
  quantity: line.quantity,
  unit_price: line.unitPrice,
  amount: line.amount,
})

/** The running month's estimate: OPEN, unnumbered, computed from the ledger each time it is read. */
export function openInvoiceOf(
  tenant: { id: string; legalName: string },
  period: string,
  figures: InvoiceFigures,
  vatBasisPoints: number,
): InvoiceDetail {
  return {
    id: null,
    invoice_no: null,
    period,
    status: 'OPEN',
    consumer_tenant_id: tenant.id,
    consumer_legal_name: tenant.legalName,
    subtotal: figures.subtotal,
    vat_rate: percentOf(vatBasisPoints),
    vat: figures.vat,
    total: figures.total,
    issued_date: null,
    due_date: null,
    paid_date: null,
    payment_reference: null,
    lines: figures.lines.map(lineOfFigures),
    credits: [],
  }
}

export function settlementSummaryOf(row: SettlementWithTenant): SettlementSummary {
  return {
    id: row.id,
    period: row.period,
    status: row.status,
    provider_tenant_id: row.providerTenantId,
    provider_legal_name: row.providerLegalName,
    gross: row.gross,
    platform_fee_rate: percentOf(row.feeBasisPoints),
    platform_fee: row.platformFee,
    sla_credits: row.slaCredits,
    net: row.net,
    created_date: row.createdAt.toISOString(),
    paid_date: row.paidAt?.toISOString() ?? null,
    payment_reference: row.paymentReference,
  }
}

const settlementLineOfRow = (row: SettlementLineRow): SettlementLine => ({
  kind: row.kind,
  consumer_tenant_id: row.consumerTenantId,
  consumer_legal_name: row.consumerLegalName,
  product_id: row.productId,
  product_name: row.productName,
  transaction_no: row.transactionNo,
  quantity: row.quantity,
  amount: row.amount,
})

export function settlementDetailOf(
  row: SettlementWithTenant,
  lines: SettlementLineRow[],
  credits: BillingCredit[] = [],
): SettlementDetail {
  return { ...settlementSummaryOf(row), lines: lines.map(settlementLineOfRow), credits }
}

const settlementLineOfCharge = (charge: Charge): SettlementLine => ({
  kind: charge.kind,
  consumer_tenant_id: charge.consumerTenantId,
  consumer_legal_name: charge.consumerLegalName,
  product_id: charge.productId,
  product_name: charge.productName,
  transaction_no: charge.transactionNo,
  quantity: charge.quantity,
  amount: charge.amount,
})

/** A month without a settlement yet: the provider's statement, OPEN. */
export function openSettlementOf(
  tenant: { id: string; legalName: string },
  period: string,
  figures: SettlementFigures,
  feeBasisPoints: number,
): SettlementDetail {
  return {
    id: null,
    period,
    status: 'OPEN',
    provider_tenant_id: tenant.id,
    provider_legal_name: tenant.legalName,
    gross: figures.gross,
    platform_fee_rate: percentOf(feeBasisPoints),
    platform_fee: figures.platformFee,
    sla_credits: figures.slaCredits,
    net: figures.net,
    created_date: null,
    paid_date: null,
    payment_reference: null,
    lines: figures.lines.map(settlementLineOfCharge),
    credits: [],
  }
}
