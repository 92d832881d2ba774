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
import type { MoneyEntry, MoneyGrain, MoneyOf } from '../billing'
import { jakartaDayOf, periodOf, type DashboardPeriod } from './dashboard-period'
import type { DashboardRepository, DashboardScope } from './dashboard.repository'

export interface DashboardServiceOptions {
  repository: DashboardRepository
  /** Billing's one definition of a company's charges in a period (handed across by the composition root). */
  moneyOf: MoneyOf
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
export function createDashboardService({
  repository,
  moneyOf,
  now = () => new Date(),
}: DashboardServiceOptions) {
  /**
   * The money of the period, as billing counts it: spent or earned is never summed from calls alone,
   * so a sale of a file product or a subscription period shows beside the calls.
   */
  async function moneyIn(scope: DashboardScope, grain: MoneyGrain): Promise<MoneyEntry[]> {
    // Only what has happened, as the running month's estimate bills: a period may reach past today.
    const end = new Date(Math.min(scope.end.getTime(), now().getTime()))
    // Added up in the database to what the chart shows; by product too when one product is asked for.
    const byProduct = grain.byProduct || Boolean(scope.productId)
    const entries =
      end.getTime() > scope.start.getTime()
        ? await moneyOf(
            scope.userType,
            scope.tenantId,
            { from: scope.start, to: end },
            { ...grain, byProduct },
          )
        : []
    return scope.productId ? entries.filter((entry) => entry.productId === scope.productId) : entries
  }

  const sumOf = (entries: readonly MoneyEntry[]) => entries.reduce((sum, entry) => sum + entry.amount, 0)

  function sumsBy(entries: readonly MoneyEntry[], key: (entry: MoneyEntry) => string): Map<string, number> {
    const sums = new Map<string, number>()
    for (const entry of entries) sums.set(key(entry), (sums.get(key(entry)) ?? 0) + entry.amount)
    return sums
  }

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
      const [rows, money] = await Promise.all([
        repository.totals(scope),
        moneyIn(scope, { byDay: false, byProduct: false, byCounterparty: false }),
      ])
      let calls = 0
      let successfulCalls = 0
      let billableCalls = 0
      let latencyTotalMs = 0
      const activeProducts = new Set<string>()
      for (const row of rows) {
        calls += row.calls
        if (row.outcome === 'SUCCESS') successfulCalls += row.calls
        billableCalls += row.billableCalls
        latencyTotalMs += row.latencyTotalMs
        if (row.calls > 0) activeProducts.add(row.productId)
      }
      return {
        from: period.from,
        to: period.to,
        calls,
        successful_calls: successfulCalls,
        failed_calls: calls - successfulCalls,
        amount: sumOf(money),
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
      const [daily, money] = await Promise.all([
        repository.daily(scope),
        moneyIn(scope, { byDay: true, byProduct: false, byCounterparty: false }),
      ])
      const byDay = new Map(daily.map((row) => [jakartaDayOf(row.bucket), row]))
      const amountOf = sumsBy(money, (entry) => entry.day ?? '')
      const quiet: Counts = { calls: 0, successfulCalls: 0, failedCalls: 0, amount: 0 }
      return {
        from: period.from,
        to: period.to,
        days: period.days.map((date) => ({
          date,
          ...countsOf({ ...(byDay.get(date) ?? quiet), amount: amountOf.get(date) ?? 0 }),
        })),
      }
    },

    async productTotals(actor: Actor, query: DashboardChartQuery): Promise<DashboardProductTotals> {
      const { scope, period } = await scopeOf(actor, query)
      const [sums, money] = await Promise.all([
        repository.perProduct(scope),
        moneyIn(scope, { byDay: false, byProduct: true, byCounterparty: false }),
      ])
      const amountOf = sumsBy(money, (entry) => entry.productId ?? '')
      const named = await repository.productsInReach(actor.tenantId, query.user_type, [
        ...new Set([...sums.map((row) => row.productId), ...[...amountOf.keys()].filter(Boolean)]),
      ])
      const sumsOf = new Map(sums.map((row) => [row.productId, row]))
      const quiet: Counts = { calls: 0, successfulCalls: 0, failedCalls: 0, amount: 0 }
      const productsShown = named
        .filter((product) => !query.product_id || product.id === query.product_id)
        .map((product) => ({
          product_id: product.id,
          product_name: product.name,
          ...countsOf({ ...(sumsOf.get(product.id) ?? quiet), amount: amountOf.get(product.id) ?? 0 }),
        }))
        .sort(
          (a, b) => b.calls - a.calls || b.amount - a.amount || a.product_name.localeCompare(b.product_name),
        )
      return { from: period.from, to: period.to, products: productsShown }
    },

    async table(actor: Actor, query: DashboardTableQuery): Promise<DashboardTable> {
      const { scope } = await scopeOf(actor, query)
      const byDay = query.group_by === 'product_day'
      const [{ rows, total }, money] = await Promise.all([
        repository.table(scope, byDay, { limit: query.limit, offset: (query.page - 1) * query.limit }),
        moneyIn(scope, { byDay, byProduct: true, byCounterparty: true }),
      ])
      const keyOf = (day: string | null, productId: string | null, counterpartyId: string | null) =>
        `${byDay ? day : ''}|${productId ?? ''}|${counterpartyId ?? ''}`
      const amountOf = sumsBy(money, (entry) => keyOf(entry.day, entry.productId, entry.counterpartyId))
      return {
        data: rows.map((row) => {
          const date = row.bucket ? jakartaDayOf(row.bucket) : null
          const amount = amountOf.get(keyOf(date, row.productId, row.counterpartyId)) ?? 0
          return {
            id: `${date ?? 'period'}:${row.productId}:${row.counterpartyId}`,
            date,
            product_id: row.productId,
            product_name: row.productName,
            counterparty_id: row.counterpartyId,
            counterparty_name: row.counterpartyName,
            ...countsOf({ ...row, amount }),
            average_latency_ms: averageOf(row.latencyTotalMs, row.calls),
          }
        }),
        total_data: total,
      }
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
