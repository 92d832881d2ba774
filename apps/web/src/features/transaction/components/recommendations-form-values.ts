import {
  fieldErrors,
  recommendationAddBody,
  recommendationRespondBody,
  type RecommendationAddInput,
  type RecommendationDetail,
} from '@lumbung/contract'
import { translateIn } from '../../../lib/i18n/i18n'
import { transactionHelperTexts } from '../transaction-helpers.texts'

/** What the form holds: every field a string, as the inputs give them. */
export interface RecommendationFormValues {
  data_needed: string
  purpose: string
  industry: string
  province_code: string
  district_code: string
  subdistrict_code: string
  budget: string
  needed_by: string
}

export const emptyRecommendationValues: RecommendationFormValues = {
  data_needed: '',
  purpose: '',
  industry: '',
  province_code: '',
  district_code: '',
  subdistrict_code: '',
  budget: '',
  needed_by: '',
}

export type AreaField = 'province_code' | 'district_code' | 'subdistrict_code'

/** Choosing an area clears the levels below it: a district from another province would not nest. */
export function withArea(
  values: RecommendationFormValues,
  field: AreaField,
  code: string | null,
): RecommendationFormValues {
  const next = { ...values, [field]: code ?? '' }
  if (field === 'province_code') Object.assign(next, { district_code: '', subdistrict_code: '' })
  if (field === 'district_code') next.subdistrict_code = ''
  return next
}

/** Blank optional fields are left out; the budget is sent as whole rupiah. */
export function toRecommendationBody(values: RecommendationFormValues): RecommendationAddInput {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim())
  const budget = optional(values.budget.replace(/[.\s]/g, ''))
  return {
    data_needed: values.data_needed,
    purpose: values.purpose,
    industry: values.industry,
    province_code: optional(values.province_code),
    district_code: optional(values.district_code),
    subdistrict_code: optional(values.subdistrict_code),
    budget: budget === undefined ? undefined : /^\d+$/.test(budget) ? Number(budget) : budget,
    needed_by: optional(values.needed_by),
  }
}

/**
 * The server's own rules, so each message is the one the server would give
 * (docs/product.md#validation-messages).
 */
export function recommendationFormErrors(values: RecommendationFormValues): Record<string, string> {
  const result = recommendationAddBody.safeParse(toRecommendationBody(values))
  return result.success ? {} : fieldErrors(result.error)
}

/** "Kepulauan Seribu Utara, Kab. …, DKI Jakarta", or "Anywhere in Indonesia" when no area was chosen. */
export function regionText(
  item: Pick<RecommendationDetail, 'province_name' | 'district_name' | 'subdistrict_name'>,
): string {
  const parts = [item.subdistrict_name, item.district_name, item.province_name].filter(
    (part): part is string => Boolean(part),
  )
  return parts.length > 0 ? parts.join(', ') : translateIn(transactionHelperTexts, 'anywhere')
}

export interface AnswerFormValues {
  product_id: string
  message: string
}

export const emptyAnswerValues: AnswerFormValues = { product_id: '', message: '' }

/** The provider's answer, checked with the server's rules. */
export function answerFormErrors(values: AnswerFormValues): Record<string, string> {
  const result = recommendationRespondBody.safeParse(values)
  return result.success ? {} : fieldErrors(result.error)
}
