import type { UserType } from '@lumbung/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import { billedUsage } from '../../lib/purchase-trials'
import type { Charge } from './billing-math'

/** Which side's charges: one tenant as consumer or as provider, or every tenant (month close, operator). */
export type ChargeScope = { side: UserType; tenantId: string } | { side: 'all' }

export interface ChargeWindow {
  from: Date
  to: Date
}

type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows
const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
const whole = (value: unknown) => Number(value ?? 0)
const instant = (value: unknown) => (value instanceof Date ? value : new Date(String(value)))

function scopeOn(alias: string, scope: ChargeScope): SQL {
  if (scope.side === 'all') return sql`true`
  const column = scope.side === 'consumer' ? 'consumer_tenant_id' : 'provider_tenant_id'
  return sql`${sql.raw(`${alias}.${column}`)} = ${scope.tenantId}`
}

/**
 * Every subscription period and one-time purchase as a dated event (docs/decisions/0047-billing.md): a
 * one-time purchase at its approval; a subscription at the start of each of its periods, month or year
 * steps on the Jakarta calendar from its period start (UTC+7, so the arithmetic runs on wall-clock
 * time). Periods that start after a purchase was revoked are not billed. Each period is billed at the
 * price in force at its start: the latest scheduled price change by then, the approved price before the
 * first (docs/product.md#price-changes).
 */
export function purchaseEvents(scope: ChargeScope): SQL {
  const pricingModel = sql.raw(`(tr.transaction_metadata ->> 'pricing_model')`)
  return sql`(select * from (
    select p.*, coalesce((select pc.price from purchase_price_changes pc
        where pc.transaction_request_id = p.request_id and pc.effective_from <= p.occurred_at
        order by pc.effective_from desc, pc.created_at desc limit 1), p.approved_price) as price
    from (
    select tr.id as request_id, k as period_index, tr.transaction_no, tr.consumer_tenant_id,
      tr.provider_tenant_id, tr.product_id, ${pricingModel} as pricing_model,
      coalesce(tr.transaction_metadata ->> 'product_name', '') as product_name,
      coalesce((tr.transaction_metadata ->> 'price')::bigint, 0) as approved_price,
      case when ${pricingModel} = 'SUBSCRIPTION'
        then ((tr.period_start at time zone 'UTC') + interval '7 hours'
          + make_interval(months => (k * (case when tr.transaction_metadata ->> 'unit' = 'YEAR' then 12 else 1 end))::int)
          - interval '7 hours') at time zone 'UTC'
        else coalesce(tr.decided_at, tr.created_at) end as occurred_at,
      tr.access_status, tr.access_changed_at
    from transaction_requests tr
    cross join lateral generate_series(0, case when ${pricingModel} = 'SUBSCRIPTION'
      then greatest(coalesce(tr.period_count, 1), 1) - 1 else 0 end) as k
    where tr.status in ('APPROVED', 'EXPIRED')
      and ${pricingModel} in ('SUBSCRIPTION', 'ONE_TIME')
      and (${pricingModel} <> 'SUBSCRIPTION' or tr.period_start is not null)
      and ${scopeOn('tr', scope)}
    ) p
  ) e where not (e.access_status = 'REVOKED' and e.access_changed_at is not null
    and e.occurred_at >= e.access_changed_at))`
}

/** A charge and the Asia/Jakarta day (`YYYY-MM-DD`) it fell on. */
export type DatedCharge = Charge & { day: string }

/** The Jakarta calendar day of an instant (UTC+7, no daylight saving), as SQL text. */
const jakartaDay = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`)

/**
 * Which usage is billed in a window (alias `d`): the daily rollups' priced calls and queries (the
 * rollup's `amount` already sums each billable call at the price in force then), less what a free trial
 * leaves unbilled (lib/purchase-trials.ts). Shared by every reading of charges.
 */
const usageCharged = (scope: ChargeScope, window: ChargeWindow) =>
  billedUsage(scopeOn('d', scope), scopeOn('tr', scope), window)

/** All usage ever rolled up: the first charge is looked for over all of it. */
const wholeHistory: ChargeWindow = { from: new Date(0), to: new Date('9999-12-31T00:00:00Z') }

/** Which purchase events (alias `e`) fall in a window. */
const eventCharged = (window: ChargeWindow) =>
  sql`e.occurred_at >= ${window.from.toISOString()}::timestamptz and e.occurred_at < ${window.to.toISOString()}::timestamptz`

/** How finely `chargeSums` adds charges up; a part not asked for is null in every row. */
export interface ChargeGrain {
  byDay: boolean
  byProduct: boolean
  byCounterparty: boolean
}

/** Charges added up to a grain: the Jakarta day, the product and the company on the other side. */
export interface ChargeSum {
  day: string | null
  productId: string | null
  counterpartyId: string | null
  amount: number
}

export function createBillingChargesRepository(db: Database) {
  /**
   * What was billed in a window: usage from the daily rollups (whose `amount` already sums each
   * billable call at the price in force then; refused and failed calls are never billable) and the
   * purchase events. Only priced usage is billed: a subscription's calls carry no unit price. By day,
   * each charge is also split per Jakarta day, so a dashboard's days add up to the invoice's month.
   */
  async function chargeRows(
    scope: ChargeScope,
    window: ChargeWindow,
    executor: Executor,
    isByDay: boolean,
  ): Promise<DatedCharge[]> {
    const usageDay = isByDay ? sql`${jakartaDay('d.bucket')} as day` : sql`null as day`
    const usageDayGroup = isByDay ? sql`, d.bucket` : sql``
    const eventDay = isByDay ? sql`${jakartaDay('e.occurred_at')} as day` : sql`null as day`
    const eventDayGroup = isByDay ? sql`, ${jakartaDay('e.occurred_at')}` : sql``
    const usage = rowsOf(
      await executor.execute(sql`select d.consumer_tenant_id, d.provider_tenant_id, d.product_id, d.kind,
          sum(d.billable_calls)::bigint as quantity, sum(d.amount)::bigint as amount,
          c.legal_name as consumer_name, p.legal_name as provider_name, coalesce(pr.name, '') as product_name,
          ${usageDay}
        from ${usageCharged(scope, window)} d
        join tenants c on c.id = d.consumer_tenant_id
        join tenants p on p.id = d.provider_tenant_id
        left join products pr on pr.id = d.product_id
        group by d.consumer_tenant_id, d.provider_tenant_id, d.product_id, d.kind, c.legal_name, p.legal_name, pr.name${usageDayGroup}
        having sum(d.amount) > 0`),
    )
    const purchases = rowsOf(
      await executor.execute(sql`select e.request_id, e.transaction_no, e.consumer_tenant_id, e.provider_tenant_id,
          e.product_id, e.pricing_model, e.product_name, e.price, count(*)::bigint as quantity,
          c.legal_name as consumer_name, p.legal_name as provider_name, ${eventDay}
        from ${purchaseEvents(scope)} e
        join tenants c on c.id = e.consumer_tenant_id
        join tenants p on p.id = e.provider_tenant_id
        where ${eventCharged(window)}
        group by e.request_id, e.transaction_no, e.consumer_tenant_id, e.provider_tenant_id, e.product_id,
          e.pricing_model, e.product_name, e.price, c.legal_name, p.legal_name${eventDayGroup}`),
    )
    return [
      ...usage.map((row): DatedCharge => ({
        day: String(row.day),
        kind: row.kind === 'QUERY' ? 'PAY_PER_QUERY' : 'PAY_PER_CALL',
        consumerTenantId: String(row.consumer_tenant_id),
        consumerLegalName: String(row.consumer_name),
        providerTenantId: String(row.provider_tenant_id),
        providerLegalName: String(row.provider_name),
        productId: text(row.product_id),
        productName: String(row.product_name),
        transactionNo: null,
        quantity: whole(row.quantity),
        unitPrice: null,
        amount: whole(row.amount),
      })),
      ...purchases.map((row): DatedCharge => ({
        day: String(row.day),
        kind: row.pricing_model === 'ONE_TIME' ? 'ONE_TIME' : 'SUBSCRIPTION',
        consumerTenantId: String(row.consumer_tenant_id),
        consumerLegalName: String(row.consumer_name),
        providerTenantId: String(row.provider_tenant_id),
        providerLegalName: String(row.provider_name),
        productId: text(row.product_id),
        productName: String(row.product_name),
        transactionNo: text(row.transaction_no),
        quantity: whole(row.quantity),
        unitPrice: whole(row.price),
        amount: whole(row.price) * whole(row.quantity),
      })),
    ]
  }

  /**
   * The same charges as `chargeRows`, added up in the database to the grain a screen shows: a dashboard
   * chart of a month's total reads one row, not one per company, product and day.
   */
  async function chargeSums(
    scope: { side: UserType; tenantId: string },
    window: ChargeWindow,
    grain: ChargeGrain,
  ): Promise<ChargeSum[]> {
    const other = scope.side === 'consumer' ? 'provider_tenant_id' : 'consumer_tenant_id'
    const day = grain.byDay ? jakartaDay('m.at') : sql`null`
    const product = grain.byProduct ? sql`m.product_id` : sql`null`
    const counterparty = grain.byCounterparty ? sql`m.counterparty_id` : sql`null`
    const rows = rowsOf(
      await db.execute(sql`select ${day} as day, ${product} as product_id, ${counterparty} as counterparty_id,
          sum(m.amount)::bigint as amount
        from (
          select d.bucket as at, d.product_id, ${sql.raw(`d.${other}`)} as counterparty_id, d.amount
            from ${usageCharged(scope, window)} d
          union all
          select e.occurred_at, e.product_id, ${sql.raw(`e.${other}`)}, e.price
            from ${purchaseEvents(scope)} e where ${eventCharged(window)}
        ) m
        group by 1, 2, 3
        having sum(m.amount) <> 0`),
    )
    return rows.map((row) => ({
      day: text(row.day),
      productId: text(row.product_id),
      counterpartyId: text(row.counterparty_id),
      amount: whole(row.amount),
    }))
  }

  /** The first moment a scope was charged: its first priced usage day or purchase event. */
  async function firstChargeOf(scope: ChargeScope, asOf: Date): Promise<Date | null> {
    const rows = rowsOf(
      await db.execute(sql`select min(first) as first from (
            select min(d.bucket) as first from ${usageCharged(scope, wholeHistory)} d
              where d.amount > 0
            union all
            select min(e.occurred_at) as first from ${purchaseEvents(scope)} e
              where e.occurred_at <= ${asOf.toISOString()}::timestamptz
          ) firsts`),
    )
    const first = rows[0]?.first
    return first === null || first === undefined ? null : instant(first)
  }

  return {
    /** What was billed in a window (see `chargeRows`): the one definition every figure of money reads. */
    async charges(scope: ChargeScope, window: ChargeWindow, executor: Executor = db): Promise<Charge[]> {
      return (await chargeRows(scope, window, executor, false)).map(({ day: _day, ...charge }) => charge)
    },

    /** The same charges, each split per Asia/Jakarta day: dashboards draw their days from it. */
    chargesByDay: (scope: ChargeScope, window: ChargeWindow, executor: Executor = db) =>
      chargeRows(scope, window, executor, true),

    chargeSums,

    /** The first moment a tenant was charged on a side: its first priced usage day or purchase event. */
    firstCharged: (side: UserType, tenantId: string, asOf: Date) => firstChargeOf({ side, tenantId }, asOf),

    /** The first moment anyone was charged (month close starts looking there). */
    firstChargeOfAll: (asOf: Date) => firstChargeOf({ side: 'all' }, asOf),
  }
}

export type BillingChargesRepository = ReturnType<typeof createBillingChargesRepository>
export { instant, rowsOf, scopeOn, text as nullableText, whole }
