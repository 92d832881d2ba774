import type { UsageKind, UsageOutcome, UserType } from '@lumbung/contract'
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database'
import { products, tenants, transactionRequests, usageDaily } from '../../db/schema'

/** Whose usage a dashboard reads: the company, on one side, over a period, perhaps one product. */
export interface DashboardScope {
  tenantId: string
  userType: UserType
  start: Date
  end: Date
  productId?: string | undefined
}

const total = (column: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)
const successful = total(sql`case when ${usageDaily.outcome} = 'SUCCESS' then ${usageDaily.calls} else 0 end`)
const failed = total(sql`case when ${usageDaily.outcome} <> 'SUCCESS' then ${usageDaily.calls} else 0 end`)

/** The company's own column of the rollup on this side, and the other side's. */
const ownColumn = (userType: UserType) =>
  userType === 'consumer' ? usageDaily.consumerTenantId : usageDaily.providerTenantId
const counterpartyColumn = (userType: UserType) =>
  userType === 'consumer' ? usageDaily.providerTenantId : usageDaily.consumerTenantId

/**
 * Reads the daily rollup (usage_daily), never the ledger: every query is bounded by the company's own
 * column on its side (consumer or provider tenant), so one company never reads another's usage.
 */
export function createDashboardRepository(db: Executor) {
  function where(scope: DashboardScope): SQL {
    const conditions: SQL[] = [
      eq(ownColumn(scope.userType), scope.tenantId),
      gte(usageDaily.bucket, scope.start),
      lt(usageDaily.bucket, scope.end),
    ]
    if (scope.productId) conditions.push(eq(usageDaily.productId, scope.productId))
    return and(...conditions)!
  }

  return {
    /** Sums per product × kind × outcome: enough for the number cards, the donut and the failures. */
    async totals(scope: DashboardScope) {
      return db
        .select({
          productId: usageDaily.productId,
          kind: usageDaily.kind,
          outcome: usageDaily.outcome,
          calls: total(usageDaily.calls),
          billableCalls: total(usageDaily.billableCalls),
          amount: total(usageDaily.amount),
          latencyTotalMs: total(usageDaily.latencyTotalMs),
        })
        .from(usageDaily)
        .where(where(scope))
        .groupBy(usageDaily.productId, usageDaily.kind, usageDaily.outcome) as Promise<
        {
          productId: string
          kind: UsageKind
          outcome: UsageOutcome
          calls: number
          billableCalls: number
          amount: number
          latencyTotalMs: number
        }[]
      >
    },

    /** Sums per daily bucket (the start of each Asia/Jakarta day with calls). */
    async daily(scope: DashboardScope) {
      return db
        .select({
          bucket: usageDaily.bucket,
          calls: total(usageDaily.calls),
          successfulCalls: successful,
          failedCalls: failed,
          amount: total(usageDaily.amount),
        })
        .from(usageDaily)
        .where(where(scope))
        .groupBy(usageDaily.bucket)
        .orderBy(asc(usageDaily.bucket))
    },

    /** Sums per product. */
    async perProduct(scope: DashboardScope) {
      return db
        .select({
          productId: usageDaily.productId,
          calls: total(usageDaily.calls),
          successfulCalls: successful,
          failedCalls: failed,
          amount: total(usageDaily.amount),
        })
        .from(usageDaily)
        .where(where(scope))
        .groupBy(usageDaily.productId)
    },

    /**
     * The products a company's dashboard may name: a provider's own products, or those a consumer has
     * requested (whatever became of the request), plus any of `alsoIds` (products with calls).
     */
    async productsInReach(tenantId: string, userType: UserType, alsoIds: string[] = []) {
      const inReach =
        userType === 'provider'
          ? eq(products.tenantId, tenantId)
          : inArray(
              products.id,
              db
                .select({ id: transactionRequests.productId })
                .from(transactionRequests)
                .where(eq(transactionRequests.consumerTenantId, tenantId)),
            )
      return db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(alsoIds.length > 0 ? or(inReach, inArray(products.id, alsoIds)) : inReach)
    },

    /** Whether a product is within the company's reach on this side. */
    async isInReach(tenantId: string, userType: UserType, productId: string): Promise<boolean> {
      const inReach =
        userType === 'provider'
          ? db
              .select({ id: products.id })
              .from(products)
              .where(and(eq(products.id, productId), eq(products.tenantId, tenantId)))
          : db
              .select({ id: transactionRequests.productId })
              .from(transactionRequests)
              .where(
                and(
                  eq(transactionRequests.productId, productId),
                  eq(transactionRequests.consumerTenantId, tenantId),
                ),
              )
      const rows = await inReach.limit(1)
      return rows.length > 0
    },

    /**
     * One page of sums per product × other company (× day unless `byDay` is false), newest day first,
     * then by product and company name, with the number of rows in all.
     */
    async table(scope: DashboardScope, byDay: boolean, page: { limit: number; offset: number }) {
      const counterparty = counterpartyColumn(scope.userType)
      const keys = byDay
        ? [usageDaily.bucket, usageDaily.productId, counterparty]
        : [usageDaily.productId, counterparty]
      const grouped = db
        .select({
          bucket: (byDay ? sql<Date | null>`${usageDaily.bucket}` : sql<Date | null>`null::timestamptz`).as(
            'bucket',
          ),
          productId: usageDaily.productId,
          counterpartyId: sql<string>`${counterparty}`.as('counterparty_id'),
          calls: total(usageDaily.calls).as('calls'),
          successfulCalls: successful.as('successful_calls'),
          failedCalls: failed.as('failed_calls'),
          amount: total(usageDaily.amount).as('amount'),
          latencyTotalMs: total(usageDaily.latencyTotalMs).as('latency_total_ms'),
        })
        .from(usageDaily)
        .where(where(scope))
        .groupBy(...keys)
        .as('grouped')
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            bucket: sql<Date | null>`${grouped.bucket}`.mapWith(usageDaily.bucket),
            productId: grouped.productId,
            productName: sql<string>`coalesce(${products.name}, '')`,
            counterpartyId: grouped.counterpartyId,
            counterpartyName: sql<string>`coalesce(${tenants.legalName}, '')`,
            calls: sql<number>`${grouped.calls}`.mapWith(Number),
            successfulCalls: sql<number>`${grouped.successfulCalls}`.mapWith(Number),
            failedCalls: sql<number>`${grouped.failedCalls}`.mapWith(Number),
            amount: sql<number>`${grouped.amount}`.mapWith(Number),
            latencyTotalMs: sql<number>`${grouped.latencyTotalMs}`.mapWith(Number),
          })
          .from(grouped)
          .leftJoin(products, eq(products.id, grouped.productId))
          .leftJoin(tenants, eq(tenants.id, grouped.counterpartyId))
          .orderBy(
            desc(grouped.bucket),
            asc(products.name),
            asc(tenants.legalName),
            asc(grouped.productId),
            asc(grouped.counterpartyId),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(grouped),
      ])
      return { rows, total: counted?.total ?? 0 }
    },
  }
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>
