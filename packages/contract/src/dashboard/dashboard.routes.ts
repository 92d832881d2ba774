import type { UserType } from '../common/enums'
import { okResult } from '../common/result'
import { defineRoute, type ApiAccess } from '../common/routes'
import {
  dashboardCallStatus,
  dashboardChartQuery,
  dashboardDailyTotals,
  dashboardFailedBreakdown,
  dashboardNumberSummary,
  dashboardProductTotals,
  dashboardTable,
  dashboardTableQuery,
} from './dashboard.schemas'

const tags = ['dashboard']
const base = '/api/dashboard/charts'

/**
 * Each side's dashboard screen rule (admins and members of the company). The charts name the side in
 * the `user_type` query, which the route gate does not read: the routes need a signed-in caller and
 * the service applies the named side's screen rule, as the storage dropdowns do.
 */
export const dashboardScreenAccess: Record<UserType, ApiAccess> = {
  consumer: { kind: 'screen', routeName: 'consumer', userType: 'consumer' },
  provider: { kind: 'screen', routeName: 'provider', userType: 'provider' },
}

const access = { kind: 'signed-in' } as const

const chart = <T extends Parameters<typeof okResult>[0]>(path: string, summary: string, data: T) =>
  defineRoute({
    method: 'GET',
    url: `${base}/${path}`,
    schema: { tags, summary, querystring: dashboardChartQuery, response: { 200: okResult(data) } },
    config: { access },
  })

export const dashboardRoutes = {
  numberSummary: chart(
    'number-summary',
    'Calls, successes, failures, success rate, spend or earnings, active products and average latency',
    dashboardNumberSummary,
  ),
  transactionCallStatus: chart(
    'transaction-call-status',
    'Calls by outcome over the period',
    dashboardCallStatus,
  ),
  failedApiBreakdown: chart(
    'failed-api-breakdown',
    'Failed calls by outcome and by kind',
    dashboardFailedBreakdown,
  ),
  totalDailyTransaction: chart(
    'total-daily-transaction',
    'Calls and amount per Asia/Jakarta day, every day of the period',
    dashboardDailyTotals,
  ),
  totalPerProductTransaction: chart(
    'total-per-product-transaction',
    'Calls and amount per product',
    dashboardProductTotals,
  ),
  tableTransactionData: defineRoute({
    method: 'GET',
    url: `${base}/table-transaction-data`,
    schema: {
      tags,
      summary: 'Calls and amount per product and company, by day or over the period, a page at a time',
      querystring: dashboardTableQuery,
      response: { 200: okResult(dashboardTable) },
    },
    config: { access },
  }),
} as const
