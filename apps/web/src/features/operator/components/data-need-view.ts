import {
  formatRupiah,
  isEnumValue,
  recommendationStatuses,
  recommendationStatusLabels,
  recommendationTransitions,
  type RecommendationDetail,
  type RecommendationListQuery,
  type RecommendationStatus,
} from '@lumbung/contract'
import { operatorPageSize } from './operator-list-params'

/** The data-need list lives in the address, so a reload or the back button keeps the operator's place. */
export function dataNeedListParamsOf(params: URLSearchParams): RecommendationListQuery {
  const page = Number(params.get('page'))
  const search = params.get('search')?.trim()
  const status = params.get('status')
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: operatorPageSize,
    ...(search ? { search } : {}),
    ...(isEnumValue(recommendationStatuses, status) ? { status } : {}),
  }
}

export interface TriageAction {
  status: RecommendationStatus
  label: string
  color: string
}

const actionLook: Record<RecommendationStatus, Omit<TriageAction, 'status'>> = {
  OPEN: { label: 'Reopen', color: 'blue' },
  IN_REVIEW: { label: 'Start review', color: 'harvest' },
  FULFILLED: { label: 'Mark fulfilled', color: 'lumbung' },
  CLOSED: { label: 'Close', color: 'gray' },
}

/**
 * The moves allowed from here (docs/product.md#data-need-request), as buttons; none once fulfilled or closed.
 */
export function triageActionsOf(status: RecommendationStatus): TriageAction[] {
  return recommendationTransitions[status].map((next) => ({ status: next, ...actionLook[next] }))
}

export function statusLabel(status: RecommendationStatus): string {
  return recommendationStatusLabels[status]
}

export function regionOf(
  item: Pick<RecommendationDetail, 'province_name' | 'district_name' | 'subdistrict_name'>,
): string {
  const parts = [item.subdistrict_name, item.district_name, item.province_name].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'Anywhere in Indonesia'
}

export function budgetOf(budget: number | null): string {
  return budget === null ? 'Not given' : formatRupiah(budget)
}
