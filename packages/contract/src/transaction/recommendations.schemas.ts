import { z } from 'zod'
import { blankTextToUndefined, isBlankText, optionalField } from '../common/blank'
import { isEnumValue, recommendationStatuses } from '../common/enums'
import { messages } from '../common/messages'
import { listOf, paginationQuery } from '../common/result'
import { rules } from '../common/validation'
import {
  districtCodePattern,
  provinceCodePattern,
  subdistrictCodePattern,
} from '../dropdown/dropdown.schemas'
import { industrySchema } from '../dropdown/reference-lists'

/** A data-need request (the API calls it a recommendation): data a consumer wants that is not yet offered. */
export type RecommendationStatus = (typeof recommendationStatuses)[number]

export const recommendationStatusLabels: Record<RecommendationStatus, string> = {
  OPEN: 'Open',
  IN_REVIEW: 'In review',
  FULFILLED: 'Fulfilled',
  CLOSED: 'Closed',
}

/**
 * OPEN → IN_REVIEW → FULFILLED or CLOSED (docs/product.md#data-need-request). Every other move is refused.
 */
export const recommendationTransitions: Record<RecommendationStatus, readonly RecommendationStatus[]> = {
  OPEN: ['IN_REVIEW'],
  IN_REVIEW: ['FULFILLED', 'CLOSED'],
  FULFILLED: [],
  CLOSED: [],
}

export function canMoveRecommendation(from: RecommendationStatus, to: RecommendationStatus): boolean {
  return recommendationTransitions[from].includes(to)
}

/** Providers see and answer only the requests still being looked at. */
export const answerableRecommendationStatuses = [
  'OPEN',
  'IN_REVIEW',
] as const satisfies readonly RecommendationStatus[]

export function isRecommendationAnswerable(status: RecommendationStatus): boolean {
  return isEnumValue(answerableRecommendationStatuses, status)
}

export const recommendationLabels = {
  data_needed: 'Data needed',
  purpose: 'Purpose',
  industry: 'Industry',
  province_code: 'Province',
  district_code: 'District',
  subdistrict_code: 'Sub-district',
  budget: 'Budget',
  needed_by: 'Needed by',
  status: 'Status',
  note: 'Note',
  product_id: 'Product',
  message: 'Message',
} as const

export const recommendationLimits = {
  dataNeededMin: 10,
  dataNeededMax: 1000,
  purposeMin: 10,
  purposeMax: 1000,
  noteMax: 500,
  messageMin: 10,
  messageMax: 1000,
  budgetMax: 1_000_000_000_000,
} as const

/** Today's calendar date in Asia/Jakarta, where the marketplace's days are counted: `YYYY-MM-DD`. */
export function todayInJakarta(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

const areaCode = (field: string, pattern: RegExp) =>
  z.preprocess(
    blankTextToUndefined,
    z
      .string()
      .trim()
      .regex(pattern, { error: `${field} is not valid` })
      .optional(),
  )

const isCalendarDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

/** Whole rupiah, typed into a form (a string) or sent as JSON (a number). */
const budget = z.preprocess(
  (value) => {
    const input = blankTextToUndefined(value)
    return typeof input === 'string' && /^\d+$/.test(input.trim()) ? Number(input) : input
  },
  z
    .number({ error: messages.numeric(recommendationLabels.budget) })
    .int({ error: messages.numeric(recommendationLabels.budget) })
    .min(0, { error: messages.minValue(recommendationLabels.budget, 0) })
    .max(recommendationLimits.budgetMax, {
      error: messages.maxValue(recommendationLabels.budget, recommendationLimits.budgetMax),
    })
    .optional(),
)

export const neededByInPastMessage = messages.notInPast(recommendationLabels.needed_by)

const neededBy = z.preprocess(
  blankTextToUndefined,
  z
    .string()
    .trim()
    .refine(isCalendarDate, { error: `${recommendationLabels.needed_by} is not valid` })
    // Read at validation time, so the check moves with the calendar.
    .refine((value) => value >= todayInJakarta(), { error: neededByInPastMessage })
    .optional(),
)

/**
 * POST /api/transaction/consumer/recommendation. The region is optional and may stop at any level
 * (a whole province is a fair need), but a district needs its province and a sub-district its district;
 * the server checks the codes nest and stores their names beside them.
 */
export const recommendationAddBody = z
  .object({
    data_needed: rules
      .between(
        recommendationLabels.data_needed,
        recommendationLimits.dataNeededMin,
        recommendationLimits.dataNeededMax,
      )
      .trim(),
    purpose: rules
      .between(recommendationLabels.purpose, recommendationLimits.purposeMin, recommendationLimits.purposeMax)
      .trim(),
    industry: industrySchema(recommendationLabels.industry),
    province_code: areaCode(recommendationLabels.province_code, provinceCodePattern),
    district_code: areaCode(recommendationLabels.district_code, districtCodePattern),
    subdistrict_code: areaCode(recommendationLabels.subdistrict_code, subdistrictCodePattern),
    budget,
    needed_by: neededBy,
  })
  .superRefine((value, context) => {
    if (value.district_code && !value.province_code) {
      context.addIssue({
        code: 'custom',
        path: ['province_code'],
        message: messages.required(recommendationLabels.province_code),
      })
    }
    if (value.subdistrict_code && !value.district_code) {
      context.addIssue({
        code: 'custom',
        path: ['district_code'],
        message: messages.required(recommendationLabels.district_code),
      })
    }
  })
export type RecommendationAddBody = z.infer<typeof recommendationAddBody>
export type RecommendationAddInput = z.input<typeof recommendationAddBody>

export const recommendationIdParams = z.object({
  id: z.uuid({ error: 'Data-need request is not valid' }),
})

/** Filters of every data-need request list. */
export const recommendationListQuery = paginationQuery.extend({
  search: optionalField(
    z
      .string()
      .trim()
      .max(100, { error: messages.max('Search', 100) }),
    isBlankText,
  ),
  status: optionalField(z.enum(recommendationStatuses, { error: 'Status is not valid' }), isBlankText),
})
export type RecommendationListQuery = z.infer<typeof recommendationListQuery>

/** PUT /api/transaction/operator/recommendation/status/{id}: the operator's triage step. */
export const recommendationStatusBody = z.object({
  status: z.enum(recommendationStatuses, { error: 'Status is not valid' }),
  note: z.preprocess(
    blankTextToUndefined,
    rules.max(recommendationLabels.note, recommendationLimits.noteMax).optional(),
  ),
})
export type RecommendationStatusBody = z.infer<typeof recommendationStatusBody>

/** POST /api/transaction/provider/recommendation/respond/{id}: one of the provider's published products. */
export const recommendationRespondBody = z.object({
  product_id: z
    .string({ error: messages.required(recommendationLabels.product_id) })
    .trim()
    .min(1, { error: messages.required(recommendationLabels.product_id) })
    .pipe(z.uuid({ error: `${recommendationLabels.product_id} is not valid` })),
  message: rules
    .between(recommendationLabels.message, recommendationLimits.messageMin, recommendationLimits.messageMax)
    .trim(),
})
export type RecommendationRespondBody = z.infer<typeof recommendationRespondBody>

/** What the consumer asked for; every side sees this much. */
const recommendationFields = {
  id: z.string(),
  data_needed: z.string(),
  purpose: z.string(),
  industry: z.string().nullable(),
  industry_description: z.string().nullable(),
  province_code: z.string().nullable(),
  province_name: z.string().nullable(),
  district_code: z.string().nullable(),
  district_name: z.string().nullable(),
  subdistrict_code: z.string().nullable(),
  subdistrict_name: z.string().nullable(),
  budget: z.number().int().nullable(),
  needed_by: z.string().nullable(),
  status: z.enum(recommendationStatuses),
  created_date: z.string(),
  modified_date: z.string(),
}

/** A provider's answer as the consumer and the operators read it. */
export const recommendationAnswer = z.object({
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_short_description: z.string().nullable(),
  /** False once the product left the marketplace; the link then leads nowhere useful. */
  is_product_available: z.boolean(),
  provider_id: z.string(),
  provider_name: z.string(),
  message: z.string().nullable(),
  created_date: z.string(),
})
export type RecommendationAnswer = z.infer<typeof recommendationAnswer>

/** The consumer's own request and the operators' view: who asked, the triage and every answer. */
export const recommendationDetail = z.object({
  ...recommendationFields,
  consumer_id: z.string(),
  consumer_legal_name: z.string(),
  requester_name: z.string(),
  requester_email: z.string(),
  operator_note: z.string().nullable(),
  triaged_by_name: z.string().nullable(),
  triaged_date: z.string().nullable(),
  answers: z.array(recommendationAnswer),
})
export type RecommendationDetail = z.infer<typeof recommendationDetail>
export const recommendationDetailList = listOf(recommendationDetail)

/** One row of the operators' list. */
export const recommendationListItem = z.object({
  ...recommendationFields,
  consumer_id: z.string(),
  consumer_legal_name: z.string(),
  requester_name: z.string(),
  answer_count: z.number().int(),
})
export type RecommendationListItem = z.infer<typeof recommendationListItem>
export const recommendationList = listOf(recommendationListItem)

/**
 * The provider board's view (docs/decisions/0025): the need itself and the asking company's name and
 * industry; never the requester's name or contact details, the operator's note, or other providers'
 * answers. `my_answers` are the provider's own.
 */
export const providerRecommendation = z.object({
  ...recommendationFields,
  consumer_legal_name: z.string(),
  consumer_industry: z.string().nullable(),
  consumer_industry_description: z.string().nullable(),
  my_answers: z.array(
    z.object({
      id: z.string(),
      product_id: z.string(),
      product_name: z.string(),
      message: z.string().nullable(),
      responder_name: z.string(),
      created_date: z.string(),
    }),
  ),
})
export type ProviderRecommendation = z.infer<typeof providerRecommendation>
export const providerRecommendationList = listOf(providerRecommendation)

/** The board's detail adds the provider's published products it can still answer with. */
export const providerRecommendationDetail = providerRecommendation.extend({
  answerable_products: z.array(z.object({ value: z.string(), description: z.string() })),
})
export type ProviderRecommendationDetail = z.infer<typeof providerRecommendationDetail>

export const recommendationMessages = {
  added: 'Your data-need request has been sent',
  statusChanged: 'The data-need request has been updated',
  answered: 'Your answer has been sent to the consumer',
} as const

export const recommendationErrorMessages = {
  notFound: 'Data-need request not found',
  /** One company's data-need requests per calendar day (Asia/Jakarta) are limited: each mails every operator. */
  dailyLimitReached: (limit: number) =>
    `Your company has already sent ${limit} data-need requests today. Please send more tomorrow`,
  /** An answer must name one of the provider's published products that the asking company may buy. */
  productNotAnswerable: 'Choose one of your published products that this company may buy',
} as const

/** Refusals a screen can name; each comes with its HTTP status from the server. */
export const recommendationErrorCodes = {
  transitionNotAllowed: 'RECOMMENDATION_TRANSITION_NOT_ALLOWED',
  notAnswerable: 'RECOMMENDATION_NOT_ANSWERABLE',
  alreadyAnswered: 'RECOMMENDATION_ALREADY_ANSWERED',
  productNotAnswerable: 'RECOMMENDATION_PRODUCT_NOT_ANSWERABLE',
  ownRequest: 'RECOMMENDATION_OWN_REQUEST',
} as const
