import { answerableRecommendationStatuses, isEnumValue, type RecommendationStatus } from '@lumbung/contract'

export interface BoardParams {
  page: number
  search?: string
  status?: RecommendationStatus
  /** The request open in the drawer, so a link can point straight at it. */
  open?: string
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The board's page, filters and open request live in the address. */
export function boardParamsOf(params: URLSearchParams): BoardParams {
  const page = Number(params.get('page'))
  const search = params.get('search')?.trim()
  const status = params.get('status')
  const open = params.get('open')
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...(search ? { search } : {}),
    ...(isEnumValue(answerableRecommendationStatuses, status) ? { status } : {}),
    ...(open && uuidPattern.test(open) ? { open } : {}),
  }
}

/** A changed filter starts again on page 1; opening or closing a request keeps the page. */
export function withBoardParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value) next.set(name, value)
  else next.delete(name)
  if (name === 'search' || name === 'status') next.delete('page')
  return next
}
