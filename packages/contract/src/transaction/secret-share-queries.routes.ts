import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import {
  fitTestBody,
  fitTestIdParams,
  fitTestOptions,
  fitTestResult,
  providerBudgetBody,
  providerBudgetParams,
  providerBudgetView,
  secretShareHistoryQuery,
  secretShareQueryBody,
  secretShareQueryList,
  secretShareQueryOptions,
  secretShareQueryResult,
  secretShareTransactionQuery,
} from './secret-share-queries.schemas'

const tags = ['secret-share queries']
const purchasedBase = '/api/transaction/consumer/purchased'
/** Queries run from purchased data: the consumer company's owner, admins and members. */
const purchasedData = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-purchased-data',
  userType: 'consumer',
} as const
/**
 * The fit test sits on the marketplace page but is open only to those who may request the product: the
 * owner and admins of a verified consumer company (the request call's own rule).
 */
const mayRequest = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-my-request',
  userType: 'consumer',
} as const

/** A product's privacy budget is read on the provider's product screens (admins and members) ... */
const myProducts = { kind: 'screen', routeName: 'provider-my-products', userType: 'provider' } as const
/** ... and set, like the product's other marketplace terms, by the owner and admins. */
const productAdmins = { ...myProducts, roles: ['admin'] } as const
const providerBudgetUrl = '/api/data/provider/products/privacy-budget/:id'

export const secretShareQueryRoutes = {
  options: defineRoute({
    method: 'GET',
    url: `${purchasedBase}/secret-share-query-options`,
    schema: {
      tags,
      summary: "A secret-share purchase's columns by role, and the company's data assets to query with",
      querystring: secretShareTransactionQuery,
      response: { 200: okResult(secretShareQueryOptions) },
    },
    config: { access: purchasedData },
  }),
  run: defineRoute({
    method: 'POST',
    url: `${purchasedBase}/secret-share-query`,
    schema: {
      tags,
      summary:
        'Run one query of a data asset of identifiers against a secret-share purchase: noisy match count and COUNT, SUM or AVG of a measure, optionally by a dimension, with error bars at 95 %; groups too small to show are left out. Charged to the privacy budget and billed per query.',
      body: secretShareQueryBody,
      response: { 200: okResult(secretShareQueryResult) },
    },
    config: { access: purchasedData },
  }),
  history: defineRoute({
    method: 'GET',
    url: `${purchasedBase}/secret-share-queries`,
    schema: {
      tags,
      summary: "A secret-share purchase's past queries with their results, newest first",
      querystring: secretShareHistoryQuery,
      response: { 200: okResult(secretShareQueryList) },
    },
    config: { access: purchasedData },
  }),
  fitTestOptions: defineRoute({
    method: 'GET',
    url: '/api/data/consumer/marketplace/fit-test/:id',
    schema: {
      tags,
      summary:
        "A secret-share product's identifier columns, the company's data assets and today's tries left",
      params: fitTestIdParams,
      response: { 200: okResult(fitTestOptions) },
    },
    config: { access: mayRequest },
  }),
  fitTest: defineRoute({
    method: 'POST',
    url: '/api/data/consumer/marketplace/fit-test/:id',
    schema: {
      tags,
      summary:
        'Before buying: the share of a data asset of identifiers that a secret-share product holds, from a noisy count, rounded to 5 %; 3 tries per product a day within a small monthly privacy budget',
      params: fitTestIdParams,
      body: fitTestBody,
      response: { 200: okResult(fitTestResult) },
    },
    config: { access: mayRequest },
  }),
  providerBudget: defineRoute({
    method: 'GET',
    url: providerBudgetUrl,
    schema: {
      tags,
      summary:
        "A product's monthly privacy budget per buyer company and each buyer's use this month (docs/decisions/0064)",
      params: providerBudgetParams,
      response: { 200: okResult(providerBudgetView) },
    },
    config: { access: myProducts },
  }),
  setProviderBudget: defineRoute({
    method: 'PUT',
    url: providerBudgetUrl,
    schema: {
      tags,
      summary: "Sets a secret-share product's monthly privacy budget per buyer company, from this month on",
      params: providerBudgetParams,
      body: providerBudgetBody,
      response: { 200: okResult(providerBudgetView) },
    },
    config: { access: productAdmins },
  }),
} as const
