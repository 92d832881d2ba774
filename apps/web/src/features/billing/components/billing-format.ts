import {
  addMonths,
  billingEventKinds,
  billingPeriodPattern,
  enumValueOrNull,
  periodLabel,
  periodOf,
  usageOutcomes,
  type BillingEventKind,
  type UsageOutcome,
} from '@lumbung/contract'

/** The running month on the Jakarta calendar, `YYYY-MM`. */
export function currentPeriod(now: Date = new Date()): string {
  return periodOf(now)
}

export { periodLabel }

/** Every month from the first billed one up to the running month, newest first (at most 10 years). */
export function periodOptions(
  firstPeriod: string | null,
  now: Date = new Date(),
): { value: string; label: string }[] {
  const last = currentPeriod(now)
  const first = firstPeriod && firstPeriod < last ? firstPeriod : last
  const options: { value: string; label: string }[] = []
  for (let value = last; options.length < 120; value = addMonths(value, -1)) {
    options.push({ value, label: periodLabel(value) })
    if (value <= first) break
  }
  return options
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The transaction history's filters as the address holds them (docs/decisions/0047-billing.md):
 * `period`, `from`, `to`, `product`, `counterparty`, `outcome`, `event`, `page`. Anything unreadable is
 * left out rather than sent.
 */
export interface TransactionFilters {
  page: number
  period: string | null
  from: string | null
  to: string | null
  product: string | null
  counterparty: string | null
  outcome: UsageOutcome | null
  event: BillingEventKind | null
}

export function readTransactionFilters(params: URLSearchParams): TransactionFilters {
  const page = Number(params.get('page'))
  const period = params.get('period')
  const day = (name: string) => {
    const value = params.get(name)
    return value && dayPattern.test(value) ? value : null
  }
  const id = (name: string) => {
    const value = params.get(name)
    return value && uuidPattern.test(value) ? value : null
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    period: period && billingPeriodPattern.test(period) ? period : null,
    from: day('from'),
    to: day('to'),
    product: id('product'),
    counterparty: id('counterparty'),
    outcome: enumValueOrNull(usageOutcomes, params.get('outcome')),
    event: enumValueOrNull(billingEventKinds, params.get('event')),
  }
}

/** Whether any filter beyond the month narrows the list (the empty state then says so). */
export function isTransactionFiltered(filters: TransactionFilters): boolean {
  return Boolean(
    filters.from || filters.to || filters.product || filters.counterparty || filters.outcome || filters.event,
  )
}

/** The API's query for the filters; days win over the month, as the API reads them. */
export function transactionQueryOf(filters: TransactionFilters) {
  const hasDays = Boolean(filters.from || filters.to)
  return {
    ...(hasDays ? {} : filters.period ? { period: filters.period } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.product ? { product: filters.product } : {}),
    ...(filters.counterparty ? { counterparty: filters.counterparty } : {}),
    ...(filters.outcome ? { outcome: filters.outcome } : {}),
    ...(filters.event ? { event: filters.event } : {}),
  }
}

/** A changed filter starts again on page 1; an emptied one leaves the address. */
export function withParam(
  params: URLSearchParams,
  name: string,
  value: string | number | null,
): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(name)
  else next.set(name, String(value))
  if (name !== 'page') next.delete('page')
  // A month and a day range are two ways to say the same thing: choosing one clears the other.
  if (name === 'period' && value) {
    next.delete('from')
    next.delete('to')
  }
  if ((name === 'from' || name === 'to') && value) next.delete('period')
  return next
}
