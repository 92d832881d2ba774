import {
  formatRupiah,
  isEnumValue,
  recommendationStatuses,
  recommendationTransitions,
  type RecommendationDetail,
  type RecommendationListQuery,
  type RecommendationStatus,
} from '@lumbung/contract'
import { translateIn } from '../../../lib/i18n/i18n'
import { operatorDataNeedTexts } from '../operator-data-needs.texts'
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

const actionColors: Record<RecommendationStatus, string> = {
  OPEN: 'blue',
  IN_REVIEW: 'harvest',
  FULFILLED: 'lumbung',
  CLOSED: 'gray',
}

/**
 * The moves allowed from here (docs/product.md#data-need-request), as buttons; none once fulfilled or closed.
 */
export function triageActionsOf(status: RecommendationStatus): TriageAction[] {
  return recommendationTransitions[status].map((next) => ({
    status: next,
    label: translateIn(operatorDataNeedTexts, `action.${next}`),
    color: actionColors[next],
  }))
}

export function statusLabel(status: RecommendationStatus): string {
  return translateIn(operatorDataNeedTexts, `status.${status}`)
}

export function regionOf(
  item: Pick<RecommendationDetail, 'province_name' | 'district_name' | 'subdistrict_name'>,
): string {
  const parts = [item.subdistrict_name, item.district_name, item.province_name].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : translateIn(operatorDataNeedTexts, 'anywhere')
}

export function budgetOf(budget: number | null): string {
  return budget === null ? translateIn(operatorDataNeedTexts, 'notGiven') : formatRupiah(budget)
}
