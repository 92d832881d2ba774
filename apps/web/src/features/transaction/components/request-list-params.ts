import { enumValueOrNull, transactionRequestStatuses, type TransactionRequestStatus } from '@lumbung/contract'

/** The filters of a request list as the address holds them, so Back and a shared link show the same list. */
export interface RequestListFilters {
  page: number
  search: string
  status: TransactionRequestStatus | null
  /** Inclusive calendar days `YYYY-MM-DD`. */
  dateFrom: string | null
  dateTo: string | null
  productId: string | null
  /** The other company: the consumer on the provider's list. */
  tenantId: string | null
}

const calendarDayPattern = /^\d{4}-\d{2}-\d{2}$/
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !calendarDayPattern.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const idOf = (value: string | null) => (value && uuidPattern.test(value) ? value : null)

/** Reads the filters, dropping anything the server would refuse (a hand-edited or stale link). */
export function readRequestListFilters(params: URLSearchParams): RequestListFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  let dateFrom = params.get('date_from')
  let dateTo = params.get('date_to')
  dateFrom = isCalendarDay(dateFrom) ? dateFrom : null
  dateTo = isCalendarDay(dateTo) ? dateTo : null
  // A range typed backwards still means the days between the two dates.
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom]
  return {
    page: Number.isFinite(page) && page > 1 ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    status: enumValueOrNull(transactionRequestStatuses, params.get('status')),
    dateFrom,
    dateTo,
    productId: idOf(params.get('product_id')),
    tenantId: idOf(params.get('tenant_id')),
  }
}

/** The address for a set of filters; page 1 and empty filters are left out so links stay short. */
export function writeRequestListFilters(filters: RequestListFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.status) params.set('status', filters.status)
  if (filters.dateFrom) params.set('date_from', filters.dateFrom)
  if (filters.dateTo) params.set('date_to', filters.dateTo)
  if (filters.productId) params.set('product_id', filters.productId)
  if (filters.tenantId) params.set('tenant_id', filters.tenantId)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** A change of any filter returns to the first page; only a page change keeps the others. */
export function withFilterChange(
  filters: RequestListFilters,
  change: Partial<Omit<RequestListFilters, 'page'>>,
): RequestListFilters {
  return { ...filters, ...change, page: 1 }
}

export function isFilteredList(filters: RequestListFilters): boolean {
  return Boolean(
    filters.search ||
    filters.status ||
    filters.dateFrom ||
    filters.dateTo ||
    filters.productId ||
    filters.tenantId,
  )
}

/** The list call's query string for one page. */
export function requestListQueryOf(filters: RequestListFilters, limit: number) {
  return {
    page: filters.page,
    limit,
    search: filters.search || undefined,
    status: filters.status ?? undefined,
    date_from: filters.dateFrom ?? undefined,
    date_to: filters.dateTo ?? undefined,
    product_id: filters.productId ?? undefined,
    tenant_id: filters.tenantId ?? undefined,
  }
}
