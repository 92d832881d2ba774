import { z } from 'zod'
import { listOf, okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import { dropdownList } from '../dropdown/dropdown.schemas'
import {
  billingHistoryQuery,
  billingIdParams,
  billingUserTypeQuery,
  firstBilled,
  invoiceDetail,
  invoicePeriodQuery,
  invoiceSummary,
  settlementDetail,
  settlementHistoryQuery,
  settlementSummary,
  transactionListFilters,
  transactionListItem,
  transactionListQuery,
} from './billing.schemas'

const tags = ['billing']
const base = '/api/billing'

/** The consumer's billing screens are the company owner's alone (docs/product.md#role-table). */
export const consumerBillingAccess = {
  kind: 'screen',
  routeName: 'consumer-billings-billings-history',
  userType: 'consumer',
} as const
/** The provider's billing screens: the owner of a provider company alone. */
export const providerBillingAccess = {
  kind: 'screen',
  routeName: 'provider-billings-settlement-history',
  userType: 'provider',
} as const
/**
 * The transaction history of each side. The two-sided calls take `user_type` and the service applies
 * that side's rule with these, as the storage-settings dropdowns do.
 */
export const transactionHistoryAccess = {
  consumer: { kind: 'screen', routeName: 'consumer-billings-transaction-history', userType: 'consumer' },
  provider: { kind: 'screen', routeName: 'provider-billings-transaction-history', userType: 'provider' },
} as const

/** Invoices, settlements and the transaction history (docs/decisions/0047-billing.md). */
export const billingRoutes = {
  firstBilled: defineRoute({
    method: 'GET',
    url: `${base}/billing/first_billed`,
    schema: {
      tags,
      summary: "The first month with a charge on one side (user_type, default: the caller's side)",
      querystring: billingUserTypeQuery,
      response: { 200: okResult(firstBilled) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
  history: defineRoute({
    method: 'GET',
    url: `${base}/billing/history`,
    schema: {
      tags,
      summary: "The consumer company's invoices, the running month's estimate first",
      querystring: billingHistoryQuery,
      response: { 200: okResult(listOf(invoiceSummary)) },
    },
    config: { access: consumerBillingAccess },
  }),
  consumerInvoice: defineRoute({
    method: 'GET',
    url: `${base}/invoice/consumer`,
    schema: {
      tags,
      summary: "One month's invoice with its lines and VAT (period YYYY-MM, default: the running month)",
      querystring: invoicePeriodQuery,
      response: { 200: okResult(invoiceDetail) },
    },
    config: { access: consumerBillingAccess },
  }),
  consumerInvoicePdf: defineRoute({
    method: 'GET',
    url: `${base}/invoice/consumer/:id/pdf`,
    schema: {
      tags,
      summary: 'An issued invoice as a PDF',
      params: billingIdParams,
      response: { 200: z.unknown() },
    },
    config: { access: consumerBillingAccess },
  }),
  providerStatement: defineRoute({
    method: 'GET',
    url: `${base}/invoice/provider`,
    schema: {
      tags,
      summary:
        "What each consumer was billed for the provider's products in a month, with the fee and net (period YYYY-MM)",
      querystring: invoicePeriodQuery,
      response: { 200: okResult(settlementDetail) },
    },
    config: { access: providerBillingAccess },
  }),
  settlementHistory: defineRoute({
    method: 'GET',
    url: `${base}/settlement/history`,
    schema: {
      tags,
      summary: "The provider company's settlements, the running month's statement first",
      querystring: settlementHistoryQuery,
      response: { 200: okResult(listOf(settlementSummary)) },
    },
    config: { access: providerBillingAccess },
  }),
  settlementDetail: defineRoute({
    method: 'GET',
    url: `${base}/settlement/detail/:id`,
    schema: {
      tags,
      summary: 'One settlement with its lines',
      params: billingIdParams,
      response: { 200: okResult(settlementDetail) },
    },
    config: { access: providerBillingAccess },
  }),
  settlementPdf: defineRoute({
    method: 'GET',
    url: `${base}/settlement/detail/:id/pdf`,
    schema: {
      tags,
      summary: 'A settlement statement as a PDF',
      params: billingIdParams,
      response: { 200: z.unknown() },
    },
    config: { access: providerBillingAccess },
  }),
  transactionList: defineRoute({
    method: 'GET',
    url: `${base}/transaction/transaction-list`,
    schema: {
      tags,
      summary:
        'Every billable event of one side (user_type): calls, queries, downloads, deliveries, subscription periods and one-time purchases, newest first',
      querystring: transactionListQuery,
      response: { 200: okResult(listOf(transactionListItem)) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
  transactionExport: defineRoute({
    method: 'GET',
    url: `${base}/transaction/transaction-list/export`,
    schema: {
      tags,
      summary: 'The transaction history with the same filters as CSV, streamed',
      querystring: transactionListFilters,
      response: { 200: z.unknown() },
    },
    config: { access: { kind: 'signed-in' } },
  }),
  productDropdown: defineRoute({
    method: 'GET',
    url: `${base}/dropdown/product-list`,
    schema: {
      tags,
      summary: "Products one side (user_type) has bought or sold, for the transaction history's filter",
      querystring: billingUserTypeQuery,
      response: { 200: okResult(dropdownList) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
  counterpartyDropdown: defineRoute({
    method: 'GET',
    url: `${base}/dropdown/counterparty-list`,
    schema: {
      tags,
      summary: 'The providers (consumer side) or consumers (provider side) the company has dealt with',
      querystring: billingUserTypeQuery,
      response: { 200: okResult(dropdownList) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
} as const
