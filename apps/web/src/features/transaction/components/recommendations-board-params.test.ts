import { describe, expect, it } from 'vitest'
import { boardParamsOf, withBoardParam } from './recommendations-board-params'

const id = '5b1f8a52-7a3e-4f0e-9d7c-2f0b5a1c9e11'

describe('boardParamsOf', () => {
  it('reads page, search, a board status and the open request from the address', () => {
    expect(
      boardParamsOf(new URLSearchParams(`page=3&search=%20mall%20&status=IN_REVIEW&open=${id}`)),
    ).toEqual({
      page: 3,
      search: 'mall',
      status: 'IN_REVIEW',
      open: id,
    })
  })

  it('drops what the board can never show: closed statuses, bad pages, malformed ids', () => {
    expect(boardParamsOf(new URLSearchParams('page=-2&status=CLOSED&open=abc'))).toEqual({ page: 1 })
  })
})

describe('withBoardParam', () => {
  it('starts again on page 1 when a filter changes, but not when a request opens', () => {
    const params = new URLSearchParams('page=4&search=mall')
    expect(withBoardParam(params, 'status', 'OPEN').toString()).toBe('search=mall&status=OPEN')
    expect(withBoardParam(params, 'open', id).get('page')).toBe('4')
    expect(withBoardParam(params, 'search', null).toString()).toBe('')
  })
})
