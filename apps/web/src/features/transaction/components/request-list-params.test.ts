import { describe, expect, it } from 'vitest'
import {
  isFilteredList,
  readRequestListFilters,
  requestListQueryOf,
  withFilterChange,
  writeRequestListFilters,
} from './request-list-params'

const productId = '5d0c6f43-3f7e-4b59-9a6b-2f0f2d1f6a11'

describe('request list filters in the address', () => {
  it('reads a shared link back into the same filters', () => {
    const filters = readRequestListFilters(
      new URLSearchParams(
        `status=APPROVED&date_from=2026-11-01&date_to=2026-11-30&product_id=${productId}&page=3`,
      ),
    )
    expect(filters).toEqual({
      page: 3,
      search: '',
      status: 'APPROVED',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      productId,
      tenantId: null,
    })
    expect(readRequestListFilters(writeRequestListFilters(filters))).toEqual(filters)
  })

  it('drops values the server would refuse instead of showing an error', () => {
    const filters = readRequestListFilters(
      new URLSearchParams('status=PAID&date_from=2026-02-30&date_to=yesterday&product_id=42&page=-2'),
    )
    expect(filters.status).toBeNull()
    expect(filters.dateFrom).toBeNull()
    expect(filters.dateTo).toBeNull()
    expect(filters.productId).toBeNull()
    expect(filters.page).toBe(1)
  })

  it('reads a backwards date range the right way round', () => {
    const filters = readRequestListFilters(new URLSearchParams('date_from=2026-11-30&date_to=2026-11-01'))
    expect([filters.dateFrom, filters.dateTo]).toEqual(['2026-11-01', '2026-11-30'])
  })

  it('returns to the first page when a filter changes', () => {
    const filters = readRequestListFilters(new URLSearchParams('page=4'))
    const changed = withFilterChange(filters, { status: 'REJECTED' })
    expect(changed.page).toBe(1)
    expect(writeRequestListFilters(changed).toString()).toBe('status=REJECTED')
  })

  it('keeps the address short: no page 1 and no empty filters', () => {
    const filters = readRequestListFilters(new URLSearchParams('page=1&search=&status='))
    expect(writeRequestListFilters(filters).toString()).toBe('')
    expect(isFilteredList(filters)).toBe(false)
  })

  it('asks the server only for the filters that are set', () => {
    const filters = readRequestListFilters(new URLSearchParams('search=%20weather%20&date_to=2026-11-30'))
    expect(isFilteredList(filters)).toBe(true)
    expect(requestListQueryOf(filters, 10)).toEqual({
      page: 1,
      limit: 10,
      search: 'weather',
      status: undefined,
      date_from: undefined,
      date_to: '2026-11-30',
      product_id: undefined,
      tenant_id: undefined,
    })
  })
})
