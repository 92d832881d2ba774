import {
  dashboardErrorMessages,
  dashboardScreenAccess,
  failedUsageOutcomes,
  usageKinds,
  usageOutcomes,
  type DashboardCallStatus,
  type DashboardChartQuery,
  type DashboardDailyTotals,
  type DashboardFailedBreakdown,
  type DashboardNumberSummary,
  type DashboardProductTotals,
  type DashboardTable,
  type DashboardTableQuery,
} from '@lumbung/contract'
import { accessDenial, type Actor } from '../../lib/access'
import { notFound } from '../../lib/errors'
import { jakartaDayOf, periodOf, type DashboardPeriod } from './dashboard-period'
import type { DashboardRepository, DashboardScope } from './dashboard.repository'

export interface DashboardServiceOptions {
  repository: DashboardRepository
  now?: () => Date
}

/** Numbers that are sums of the same calls: kept together so the cards, donut and bars agree. */
interface Counts {
  calls: number
  successfulCalls: number
  failedCalls: number
  amount: number
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10)
const averageOf = (totalMs: number, calls: number) => (calls === 0 ? null : Math.round(totalMs / calls))

const countsOf = (row: Counts) => ({
  calls: row.calls,
  successful_calls: row.successfulCalls,
  failed_calls: row.failedCalls,
  amount: row.amount,
})

/**
 * The consumer and provider dashboards: what a company called and spent, or what was called on its
 * products and earned, read from the daily rollup over Asia/Jakarta days.
 */
export function createDashboardService({ repository, now = () => new Date() }: DashboardServiceOptions) {
  /**
   * The side named in the query decides which screen's rule applies (the route gate reads only the
   * cookie's side); a product filter must name a product in the company's reach.
   */
  async function scopeOf(
    actor: Actor,
    query: DashboardChartQuery,
  ): Promise<{ scope: DashboardScope; period: DashboardPeriod }> {
    const denial = accessDenial(dashboardScreenAccess[query.user_type], actor, query.user_type)
    if (denial) throw denial
    const period = periodOf(query, now())
    if (
      query.product_id &&
      !(await repository.isInReach(actor.tenantId, query.user_type, query.product_id))
    ) {
      throw notFound(dashboardErrorMessages.productNotFound)
    }
    const scope = {
      tenantId: actor.tenantId,
      userType: query.user_type,
      start: period.start,
      end: period.end,
      productId: query.product_id,
    }
    return { scope, period }
  }

  return {
    async numberSummary(actor: Actor, query: DashboardChartQuery): Promise<DashboardNumberSummary> {
      const { scope, period } = await scopeOf(actor, query)
      const rows = await repository.totals(scope)
      let calls = 0
      let successfulCalls = 0
      let billableCalls = 0
      let amount = 0
      let latencyTotalMs = 0
      const activeProducts = new Set<string>()
      for (const row of rows) {
        calls += row.calls
        if (row.outcome === 'SUCCESS') successfulCalls += row.calls
        billableCalls += row.billableCalls
        amount += row.amount
        latencyTotalMs += row.latencyTotalMs
        if (row.calls > 0) activeProducts.add(row.productId)
      }
      return {
        from: period.from,
        to: period.to,
        calls,
        successful_calls: successfulCalls,
        failed_calls: calls - successfulCalls,
        amount,
        billable_calls: billableCalls,
        success_rate: percent(successfulCalls, calls),
        active_products: activeProducts.size,
        average_latency_ms: averageOf(latencyTotalMs, calls),
      }
    },

    async callStatus(actor: Actor, query: DashboardChartQuery): Promise<DashboardCallStatus> {
      const { scope, period } = await scopeOf(actor, query)
      const rows = await repository.totals(scope)
      const byOutcome = usageOutcomes.map((outcome) => ({
        outcome,
        calls: rows.filter((row) => row.outcome === outcome).reduce((sum, row) => sum + row.calls, 0),
      }))
      return {
        from: period.from,
        to: period.to,
        total: byOutcome.reduce((sum, entry) => sum + entry.calls, 0),
        by_outcome: byOutcome,
      }
    },

    async failedBreakdown(actor: Actor, query: DashboardChartQuery): Promise<DashboardFailedBreakdown> {
      const { scope, period } = await scopeOf(actor, query)
      const rows = (await repository.totals(scope)).filter((row) => row.outcome !== 'SUCCESS')
      const sumOf = (matches: (row: (typeof rows)[number]) => boolean) =>
        rows.filter(matches).reduce((sum, row) => sum + row.calls, 0)
      const byOutcome = failedUsageOutcomes.map((outcome) => ({
        outcome,
        calls: sumOf((row) => row.outcome === outcome),
      }))
      const byKind = usageKinds.flatMap((kind) =>
        failedUsageOutcomes
          .map((outcome) => ({
            kind,
            outcome,
            calls: sumOf((row) => row.kind === kind && row.outcome === outcome),
          }))
          .filter((entry) => entry.calls > 0),
      )
      return {
        from: period.from,
        to: period.to,
        total_failed: byOutcome.reduce((sum, entry) => sum + entry.calls, 0),
        by_outcome: byOutcome,
        by_kind: byKind,
      }
    },

    async dailyTotals(actor: Actor, query: DashboardChartQuery): Promise<DashboardDailyTotals> {
      const { scope, period } = await scopeOf(actor, query)
      const byDay = new Map((await repository.daily(scope)).map((row) => [jakartaDayOf(row.bucket), row]))
      const quiet: Counts = { calls: 0, successfulCalls: 0, failedCalls: 0, amount: 0 }
      return {
        from: period.from,
        to: period.to,
        days: period.days.map((date) => ({ date, ...countsOf(byDay.get(date) ?? quiet) })),
      }
    },

    async productTotals(actor: Actor, query: DashboardChartQuery): Promise<DashboardProductTotals> {
      const { scope, period } = await scopeOf(actor, query)
      const sums = await repository.perProduct(scope)
      const named = await repository.productsInReach(
        actor.tenantId,
        query.user_type,
        sums.map((row) => row.productId),
      )
      const sumsOf = new Map(sums.map((row) => [row.productId, row]))
      const quiet: Counts = { calls: 0, successfulCalls: 0, failedCalls: 0, amount: 0 }
      const productsShown = named
        .filter((product) => !query.product_id || product.id === query.product_id)
        .map((product) => ({
          product_id: product.id,
          product_name: product.name,
          ...countsOf(sumsOf.get(product.id) ?? quiet),
        }))
        .sort(
          (a, b) => b.calls - a.calls || b.amount - a.amount || a.product_name.localeCompare(b.product_name),
        )
      return { from: period.from, to: period.to, products: productsShown }
    },

    async table(actor: Actor, query: DashboardTableQuery): Promise<DashboardTable> {
      const { scope } = await scopeOf(actor, query)
      const byDay = query.group_by === 'product_day'
      const { rows, total } = await repository.table(scope, byDay, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return {
        data: rows.map((row) => {
          const date = row.bucket ? jakartaDayOf(row.bucket) : null
          return {
            id: `${date ?? 'period'}:${row.productId}:${row.counterpartyId}`,
            date,
            product_id: row.productId,
            product_name: row.productName,
            counterparty_id: row.counterpartyId,
            counterparty_name: row.counterpartyName,
            ...countsOf(row),
            average_latency_ms: averageOf(row.latencyTotalMs, row.calls),
          }
        }),
        total_data: total,
      }
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
