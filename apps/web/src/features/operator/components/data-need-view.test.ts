import { describe, expect, it } from 'vitest'
import { budgetOf, dataNeedListParamsOf, regionOf, triageActionsOf } from './data-need-view'

describe('dataNeedListParamsOf', () => {
  it('reads page, search and a known status; ignores the rest', () => {
    expect(dataNeedListParamsOf(new URLSearchParams('page=2&search=%20rice%20&status=IN_REVIEW'))).toEqual({
      page: 2,
      limit: 10,
      search: 'rice',
      status: 'IN_REVIEW',
    })
    expect(dataNeedListParamsOf(new URLSearchParams('page=zero&status=DONE'))).toEqual({ page: 1, limit: 10 })
  })
})

describe('triageActionsOf', () => {
  it('offers only the moves the server allows', () => {
    expect(triageActionsOf('OPEN').map((action) => action.status)).toEqual(['IN_REVIEW'])
    expect(triageActionsOf('IN_REVIEW').map((action) => action.label)).toEqual(['Mark fulfilled', 'Close'])
    expect(triageActionsOf('FULFILLED')).toEqual([])
    expect(triageActionsOf('CLOSED')).toEqual([])
  })
})

describe('regionOf and budgetOf', () => {
  it('read the way the operator expects', () => {
    expect(regionOf({ province_name: 'Bali', district_name: null, subdistrict_name: null })).toBe('Bali')
    expect(regionOf({ province_name: null, district_name: null, subdistrict_name: null })).toBe(
      'Anywhere in Indonesia',
    )
    expect(budgetOf(1_500_000)).toBe('Rp 1.500.000')
    expect(budgetOf(null)).toBe('Not given')
  })
})
