import type { BillingEventKind, UsageOutcome, UserType } from '@lumbung/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { instant, nullableText, purchaseEvents, rowsOf, whole } from './billing-charges.repository'

export interface HistoryFilter {
  side: UserType
  tenantId: string
  from: Date
  to: Date
  productId?: string | undefined
  counterpartyId?: string | undefined
  outcome?: UsageOutcome | undefined
  event?: BillingEventKind | undefined
}

export interface HistoryRow {
  id: string
  occurredAt: Date
  event: BillingEventKind
  productId: string | null
  productName: string
  counterpartyTenantId: string | null
  counterpartyName: string
  transactionNo: string | null
  outcome: UsageOutcome
  httpStatus: number | null
  isBillable: boolean
  amount: number
}

const purchaseKinds: readonly BillingEventKind[] = ['SUBSCRIPTION', 'ONE_TIME']

/**
 * The history as one union: the ledger's records of the side (filtered by time first, since the ledger
 * is indexed only by time, docs/decisions/0047-billing.md) and the purchase events.
 */
function historyUnion(filter: HistoryFilter): SQL {
  const own = filter.side === 'consumer' ? 'consumer_tenant_id' : 'provider_tenant_id'
  const other = filter.side === 'consumer' ? 'provider_tenant_id' : 'consumer_tenant_id'
  const from = sql`${filter.from.toISOString()}::timestamptz`
  const to = sql`${filter.to.toISOString()}::timestamptz`
  const isPurchaseEvent = filter.event !== undefined && purchaseKinds.includes(filter.event)
  const wantsRecords = !isPurchaseEvent
  const wantsPurchases =
    (filter.event === undefined || isPurchaseEvent) &&
    (filter.outcome === undefined || filter.outcome === 'SUCCESS')

  const recordConditions: SQL[] = [
    sql`u.occurred_at >= ${from}`,
    sql`u.occurred_at < ${to}`,
    sql`${sql.raw(`u.${own}`)} = ${filter.tenantId}`,
  ]
  if (filter.productId) recordConditions.push(sql`u.product_id = ${filter.productId}`)
  if (filter.counterpartyId) recordConditions.push(sql`${sql.raw(`u.${other}`)} = ${filter.counterpartyId}`)
  if (filter.outcome) recordConditions.push(sql`u.outcome = ${filter.outcome}`)
  if (filter.event && !isPurchaseEvent) recordConditions.push(sql`u.kind = ${filter.event}`)

  const eventConditions: SQL[] = [sql`e.occurred_at >= ${from}`, sql`e.occurred_at < ${to}`]
  if (filter.productId) eventConditions.push(sql`e.product_id = ${filter.productId}`)
  if (filter.counterpartyId) eventConditions.push(sql`${sql.raw(`e.${other}`)} = ${filter.counterpartyId}`)
  if (filter.event && isPurchaseEvent) eventConditions.push(sql`e.pricing_model = ${filter.event}`)

  const parts: SQL[] = []
  if (wantsRecords) {
    parts.push(sql`select u.id::text as id, u.occurred_at, u.kind as event, u.product_id,
        coalesce(pr.name, '') as product_name, ${sql.raw(`u.${other}`)} as counterparty_tenant_id,
        coalesce(t.legal_name, '') as counterparty_name, tr.transaction_no, u.outcome, u.http_status,
        u.is_billable, case when u.is_billable then coalesce(u.unit_price, 0) else 0 end as amount
      from usage_records u
      left join products pr on pr.id = u.product_id
      left join tenants t on t.id = ${sql.raw(`u.${other}`)}
      left join transaction_requests tr on tr.id = u.transaction_request_id
      where ${sql.join(recordConditions, sql` and `)}`)
  }
  if (wantsPurchases) {
    parts.push(sql`select e.request_id::text || ':' || e.period_index::text as id, e.occurred_at,
        e.pricing_model as event, e.product_id, e.product_name,
        ${sql.raw(`e.${other}`)} as counterparty_tenant_id, coalesce(t.legal_name, '') as counterparty_name,
        e.transaction_no, 'SUCCESS' as outcome, null::integer as http_status, true as is_billable,
        e.price as amount
      from ${purchaseEvents({ side: filter.side, tenantId: filter.tenantId })} e
      left join tenants t on t.id = ${sql.raw(`e.${other}`)}
      where ${sql.join(eventConditions, sql` and `)}`)
  }
  if (parts.length === 0) return sql`(select null::text as id, null::timestamptz as occurred_at where false)`
  return sql`(${sql.join(parts, sql` union all `)})`
}

function historyRowOf(row: Record<string, unknown>): HistoryRow {
  return {
    id: String(row.id),
    occurredAt: instant(row.occurred_at),
    event: row.event as BillingEventKind,
    productId: nullableText(row.product_id),
    productName: String(row.product_name ?? ''),
    counterpartyTenantId: nullableText(row.counterparty_tenant_id),
    counterpartyName: String(row.counterparty_name ?? ''),
    transactionNo: nullableText(row.transaction_no),
    outcome: row.outcome as UsageOutcome,
    httpStatus: row.http_status === null || row.http_status === undefined ? null : whole(row.http_status),
    isBillable: row.is_billable === true || row.is_billable === 't',
    amount: whole(row.amount),
  }
}

export function createTransactionHistoryRepository(db: Database) {
  return {
    async page(filter: HistoryFilter, limit: number, offset: number): Promise<HistoryRow[]> {
      const rows = rowsOf(
        await db.execute(sql`select * from ${historyUnion(filter)} h
          order by h.occurred_at desc, h.id desc limit ${limit} offset ${offset}`),
      )
      return rows.map(historyRowOf)
    },

    async count(filter: HistoryFilter): Promise<number> {
      const rows = rowsOf(
        await db.execute(sql`select count(*)::bigint as total from ${historyUnion(filter)} h`),
      )
      return whole(rows[0]?.total)
    },

    /**
     * The whole history in pages, newest first, each page read by position after the previous one's
     * last row, so an export of any length holds one page in memory.
     */
    async *all(filter: HistoryFilter, pageSize = 1000): AsyncGenerator<HistoryRow[]> {
      let after: { occurredAt: string; id: string } | null = null
      for (;;) {
        const cursor: SQL = after
          ? sql`where (h.occurred_at, h.id) < (${after.occurredAt}::timestamptz, ${after.id})`
          : sql``
        const rows = rowsOf(
          await db.execute(sql`select * from ${historyUnion(filter)} h ${cursor}
            order by h.occurred_at desc, h.id desc limit ${pageSize}`),
        ).map(historyRowOf)
        if (rows.length === 0) return
        yield rows
        if (rows.length < pageSize) return
        const last = rows[rows.length - 1]!
        after = { occurredAt: last.occurredAt.toISOString(), id: last.id }
      }
    },

    /** The products and counterparties a side has purchases with, for the history's filters. */
    async dropdown(side: UserType, tenantId: string, what: 'product' | 'counterparty') {
      const own = side === 'consumer' ? 'consumer_tenant_id' : 'provider_tenant_id'
      const other = side === 'consumer' ? 'provider_tenant_id' : 'consumer_tenant_id'
      const rows = rowsOf(
        await db.execute(
          what === 'product'
            ? sql`select distinct p.id::text as value, p.name as description from transaction_requests tr
                join products p on p.id = tr.product_id
                where ${sql.raw(`tr.${own}`)} = ${tenantId} and tr.status in ('APPROVED', 'EXPIRED')
                order by description, value limit 500`
            : sql`select distinct t.id::text as value, t.legal_name as description from transaction_requests tr
                join tenants t on t.id = ${sql.raw(`tr.${other}`)}
                where ${sql.raw(`tr.${own}`)} = ${tenantId} and tr.status in ('APPROVED', 'EXPIRED')
                order by description, value limit 500`,
        ),
      )
      return rows.map((row) => ({ value: String(row.value), description: String(row.description) }))
    },
  }
}

export type TransactionHistoryRepository = ReturnType<typeof createTransactionHistoryRepository>
