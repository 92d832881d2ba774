import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import {
  apiParamsList,
  apiParamsQuery,
  purchasedDetail,
  purchasedList,
  purchasedListQuery,
  purchasedTransactionNoParams,
} from './purchased.schemas'

const tags = ['transaction']
const base = '/api/transaction'
/** Purchased data is open to the consumer company's admins and members (docs/product.md#role-table). */
const purchasedData = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-purchased-data',
  userType: 'consumer',
} as const

export const purchasedRoutes = {
  list: defineRoute({
    method: 'GET',
    url: `${base}/consumer/purchased/list`,
    schema: {
      tags,
      summary: "The consumer company's approved and expired purchases, newest approval first",
      querystring: purchasedListQuery,
      response: { 200: okResult(purchasedList) },
    },
    config: { access: purchasedData },
  }),
  detail: defineRoute({
    method: 'GET',
    url: `${base}/consumer/purchased/detail/:transaction_no`,
    schema: {
      tags,
      summary: 'One purchase: its terms, how to reach the data, and for API products the documentation',
      params: purchasedTransactionNoParams,
      response: { 200: okResult(purchasedDetail) },
    },
    config: { access: purchasedData },
  }),
  apiParams: defineRoute({
    method: 'GET',
    url: `${base}/dropdown/api-params`,
    schema: {
      tags,
      summary: 'The input fields of each API product the company can call now (optionally one product)',
      querystring: apiParamsQuery,
      response: { 200: okResult(apiParamsList) },
    },
    config: { access: purchasedData },
  }),
} as const
