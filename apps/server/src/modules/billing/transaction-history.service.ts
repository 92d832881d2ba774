import { Readable } from 'node:stream'
import {
  billingErrorCodes,
  billingErrorMessages,
  csvLine,
  formatDateTime,
  labelOf,
  type TransactionListItem,
  type UserType,
} from '@lumbung/contract'
import type { z } from 'zod'
import type { transactionListFilters } from '@lumbung/contract'
import type { Actor } from '../../lib/access'
import { AppError } from '../../lib/errors'
import { sideOf } from './billing.service'
import { periodEnd, periodOf, periodStart, startOfDay } from './billing-period'
import type {
  HistoryFilter,
  HistoryRow,
  TransactionHistoryRepository,
} from './transaction-history.repository'

type Filters = z.infer<typeof transactionListFilters>

const dayMs = 24 * 60 * 60 * 1000
const maxRangeDays = 366
const jakartaDay = (at: Date) => new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)

const itemOf = (row: HistoryRow): TransactionListItem => ({
  id: row.id,
  occurred_date: row.occurredAt.toISOString(),
  event: row.event,
  product_id: row.productId,
  product_name: row.productName,
  counterparty_tenant_id: row.counterpartyTenantId,
  counterparty_name: row.counterpartyName,
  transaction_no: row.transactionNo,
  outcome: row.outcome,
  http_status: row.httpStatus,
  is_billable: row.isBillable,
  amount: row.amount,
})

const csvHeader = [
  'Date (WIB)',
  'Event',
  'Product',
  'Counterparty',
  'Transaction number',
  'Outcome',
  'HTTP status',
  'Billable',
  'Amount (IDR)',
]

function csvRowOf(row: HistoryRow): string {
  return csvLine([
    formatDateTime(row.occurredAt),
    labelOf('billingEventKind', row.event),
    row.productName,
    row.counterpartyName,
    row.transactionNo ?? '',
    labelOf('usageOutcome', row.outcome),
    row.httpStatus === null ? '' : String(row.httpStatus),
    row.isBillable ? 'Yes' : 'No',
    String(row.amount),
  ])
}

/**
 * The transaction history of either side (docs/decisions/0047-billing.md): a range (`period`, or
 * `from`/`to` days, default the running month), then the filters; the list pages it, the export
 * streams all of it as CSV with every cell escaped against spreadsheet formulas.
 */
export function createTransactionHistoryService({
  history,
  now = () => new Date(),
}: {
  history: TransactionHistoryRepository
  now?: () => Date
}) {
  function filterOf(actor: Actor, filters: Filters, fallbackSide: UserType): HistoryFilter {
    const side = sideOf(actor, filters.user_type, fallbackSide)
    let from: Date
    let to: Date
    if (filters.from || filters.to) {
      // A start alone runs to today; an end alone starts on the first day of its month.
      const lastDay = filters.to ?? jakartaDay(now())
      const firstDay = filters.from ?? `${lastDay.slice(0, 7)}-01`
      if (firstDay > lastDay) {
        throw new AppError(billingErrorCodes.rangeInvalid, 400, billingErrorMessages.rangeInvalid, {
          from: billingErrorMessages.rangeInvalid,
        })
      }
      from = startOfDay(firstDay)
      to = startOfDay(lastDay, 1)
      // The ledger is read by time: a bounded range keeps one request's reading bounded too.
      if (to.getTime() - from.getTime() > maxRangeDays * dayMs) {
        throw new AppError(billingErrorCodes.rangeTooLong, 400, billingErrorMessages.rangeTooLong, {
          from: billingErrorMessages.rangeTooLong,
        })
      }
    } else {
      const period = filters.period ?? periodOf(now())
      from = periodStart(period)
      to = periodEnd(period)
    }
    return {
      side,
      tenantId: actor.tenantId,
      from,
      to,
      productId: filters.product,
      counterpartyId: filters.counterparty,
      outcome: filters.outcome,
      event: filters.event,
    }
  }

  return {
    async list(actor: Actor, query: Filters & { page: number; limit: number }, fallbackSide: UserType) {
      const filter = filterOf(actor, query, fallbackSide)
      const [rows, total] = await Promise.all([
        history.page(filter, query.limit, (query.page - 1) * query.limit),
        history.count(filter),
      ])
      return { data: rows.map(itemOf), total_data: total }
    },

    /** The CSV as a stream; the filters are checked before the first byte, so a mistake is a clean 4xx. */
    export(actor: Actor, filters: Filters, fallbackSide: UserType) {
      const filter = filterOf(actor, filters, fallbackSide)
      async function* lines() {
        yield csvLine(csvHeader)
        for await (const rows of history.all(filter)) {
          yield rows.map(csvRowOf).join('')
        }
      }
      const day = periodOf(filter.from)
      return {
        filename: `transactions-${filter.side}-${day}.csv`,
        stream: Readable.from(lines()),
      }
    },

    async dropdown(
      actor: Actor,
      requested: UserType | undefined,
      fallbackSide: UserType,
      what: 'product' | 'counterparty',
    ) {
      const side = sideOf(actor, requested, fallbackSide)
      const data = await history.dropdown(side, actor.tenantId, what)
      return { data, total_data: data.length }
    },
  }
}

export type TransactionHistoryService = ReturnType<typeof createTransactionHistoryService>
