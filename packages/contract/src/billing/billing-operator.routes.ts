import { listOf, okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import {
  billingIdParams,
  billingPaymentBody,
  billingTotals,
  billingTotalsQuery,
  invoiceDetail,
  invoiceSummary,
  monthCloseBody,
  monthCloseResult,
  operatorInvoiceListQuery,
  operatorSettlementListQuery,
  settlementDetail,
  settlementSummary,
} from './billing.schemas'

const tags = ['operator']
const operatorOnly = { access: { kind: 'operator' } } as const
const base = '/api/operator/billing'

/** The operator console's billing: every tenant's invoices and settlements, payments and month close. */
export const operatorBillingRoutes = {
  invoices: defineRoute({
    method: 'GET',
    url: `${base}/invoices`,
    schema: {
      tags,
      summary: "Every tenant's issued invoices (filters: period, status), newest month first",
      querystring: operatorInvoiceListQuery,
      response: { 200: okResult(listOf(invoiceSummary)) },
    },
    config: operatorOnly,
  }),
  invoiceDetail: defineRoute({
    method: 'GET',
    url: `${base}/invoices/:id`,
    schema: {
      tags,
      summary: 'One issued invoice with its lines',
      params: billingIdParams,
      response: { 200: okResult(invoiceDetail) },
    },
    config: operatorOnly,
  }),
  payInvoice: defineRoute({
    method: 'PUT',
    url: `${base}/invoices/:id/payment`,
    schema: {
      tags,
      summary: "Record a consumer's payment of an invoice (reference and date)",
      params: billingIdParams,
      body: billingPaymentBody,
      response: { 200: okResult(invoiceSummary) },
    },
    config: operatorOnly,
  }),
  settlements: defineRoute({
    method: 'GET',
    url: `${base}/settlements`,
    schema: {
      tags,
      summary: "Every provider's settlements (filters: period, status), newest month first",
      querystring: operatorSettlementListQuery,
      response: { 200: okResult(listOf(settlementSummary)) },
    },
    config: operatorOnly,
  }),
  settlementDetail: defineRoute({
    method: 'GET',
    url: `${base}/settlements/:id`,
    schema: {
      tags,
      summary: 'One settlement with its lines',
      params: billingIdParams,
      response: { 200: okResult(settlementDetail) },
    },
    config: operatorOnly,
  }),
  paySettlement: defineRoute({
    method: 'PUT',
    url: `${base}/settlements/:id/payment`,
    schema: {
      tags,
      summary: "Record the payout of a provider's settlement (reference and date)",
      params: billingIdParams,
      body: billingPaymentBody,
      response: { 200: okResult(settlementSummary) },
    },
    config: operatorOnly,
  }),
  totals: defineRoute({
    method: 'GET',
    url: `${base}/totals`,
    schema: {
      tags,
      summary: "A closed month's totals: invoiced, paid, paid out, and the platform's revenue (fees)",
      querystring: billingTotalsQuery,
      response: { 200: okResult(billingTotals) },
    },
    config: operatorOnly,
  }),
  closeMonth: defineRoute({
    method: 'POST',
    url: `${base}/month-close`,
    schema: {
      tags,
      summary:
        'Close an ended month now: issue its invoices and create its settlements (idempotent; also runs by itself after each month)',
      body: monthCloseBody,
      response: { 200: okResult(monthCloseResult) },
    },
    config: operatorOnly,
  }),
} as const
