import { z } from 'zod'
import { acceptedAgreement } from './agreement.schemas'
import { productTrial } from '../data/trial-quality.schemas'
import { blankToUndefined, isBlank, optionalField } from '../common/blank'
import {
  dataTypes,
  deliveryMethods,
  pricingModels,
  transactionAccessStatuses,
  transactionRequestStatuses,
  units,
} from '../common/enums'
import { messages } from '../common/messages'
import { transactionRequestFieldMessages } from './requests.messages'
import { rupiahMax, rupiahSchema } from '../common/money'
import { listOf, paginationQuery } from '../common/result'
import { rules } from '../common/validation'

export type TransactionRequestStatus = (typeof transactionRequestStatuses)[number]

export const transactionRequestStatusLabels: Record<TransactionRequestStatus, string> = {
  WAITING_APPROVAL: 'Waiting approval',
  WAITING_CONSUMER_ACCEPTANCE: "Waiting for consumer's acceptance",
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
  EXPIRED: 'Expired',
}

export const transactionRequestLabels = {
  product_id: 'Product',
  purpose_of_usage: 'Purpose of usage',
  is_data_access_agreement: 'Data access agreement',
  period_count: 'Period',
  transaction_no: 'Transaction number',
  reason: 'Reason',
  price: 'Price',
  monthly_quota: 'Monthly quota',
  note: 'Note',
  date_from: 'Start date',
  date_to: 'End date',
  repeat_reason: 'Reason for a second purchase',
  confirm_zero_price: 'Confirm the zero price',
  revision_no: 'Revision',
} as const

/** A changed term the request's pricing model does not have, named beside its field. */
export const transactionAmendmentErrorMessages = {
  monthlyQuotaApiOnly: `${transactionRequestLabels.monthly_quota} applies to API subscriptions only`,
  periodCountSubscriptionOnly: `${transactionRequestLabels.period_count} applies to subscriptions only`,
} as const

export const transactionRequestLimits = {
  purposeMin: 10,
  purposeMax: 1000,
  reasonMin: 5,
  reasonMax: 500,
  noteMax: 500,
  /** SUBSCRIPTION requests: how many units (months or years) at most in one request. */
  periodCountMax: 36,
  priceMax: rupiahMax,
  monthlyQuotaMax: 100_000_000,
} as const

/** `TRX-YYYYMMDD-XXXXXX`: the request date (Asia/Jakarta) and six random characters. */
export const transactionNoPattern = /^TRX-\d{8}-[0-9A-Z]{6}$/

const transactionNo = z
  .string({ error: messages.required(transactionRequestLabels.transaction_no) })
  .trim()
  .regex(transactionNoPattern, { error: `${transactionRequestLabels.transaction_no} is not valid` })

/** A whole number given as a number or a numeric string (form fields send strings). */
const wholeNumber = (field: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({
        error: (issue) => (isBlank(issue.input) ? messages.required(field) : messages.numeric(field)),
      })
      .int({ error: messages.numeric(field) })
      .min(min, { error: messages.minValue(field, min) })
      .max(max, { error: messages.maxValue(field, max) }),
  )

/** A calendar date `YYYY-MM-DD`, read in Asia/Jakarta by the server. */
/**
 * The days a filter may name: far wider than any request's life, and narrow enough that every
 * bound (and the day after the last) is an instant every database and Date can hold.
 */
export const calendarDateRange = { first: '1900-01-01', last: '2999-12-31' } as const

/** A real day of the calendar (no 31 February) as `YYYY-MM-DD`. */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

const calendarDate = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} is not valid` })
      .refine(isCalendarDay, { error: `${field} is not valid` })
      .refine((text) => text >= calendarDateRange.first && text <= calendarDateRange.last, {
        error: messages.inRange(field, calendarDateRange.first, calendarDateRange.last),
      })
      .optional(),
  )

/** POST /api/transaction/consumer/request/add. `period_count` is required for SUBSCRIPTION products. */
export const transactionRequestAddBody = z.object({
  product_id: z.uuid({ error: `${transactionRequestLabels.product_id} is not valid` }),
  purpose_of_usage: rules
    .between(
      transactionRequestLabels.purpose_of_usage,
      transactionRequestLimits.purposeMin,
      transactionRequestLimits.purposeMax,
    )
    .trim(),
  is_data_access_agreement: z.literal(true, {
    error: transactionRequestFieldMessages.agreementNotAccepted,
  }),
  period_count: z.preprocess(
    blankToUndefined,
    wholeNumber(transactionRequestLabels.period_count, 1, transactionRequestLimits.periodCountMax).optional(),
  ),
  /** Needed only when the company already holds a live purchase of the product. */
  repeat_reason: z.preprocess(
    blankToUndefined,
    rules
      .between(
        transactionRequestLabels.repeat_reason,
        transactionRequestLimits.reasonMin,
        transactionRequestLimits.reasonMax,
      )
      .trim()
      .optional(),
  ),
})
export type TransactionRequestAddBody = z.infer<typeof transactionRequestAddBody>

export const transactionNoParams = z.object({ transaction_no: transactionNo })

/** PUT /consumer/request/accept/:transaction_no: the revision the consumer read and accepts. */
export const transactionRequestAcceptBody = z.object({
  revision_no: wholeNumber(transactionRequestLabels.revision_no, 1, 1_000_000),
})
export type TransactionRequestAcceptBody = z.infer<typeof transactionRequestAcceptBody>

export const transactionRequestApproveBody = z.object({ transaction_no: transactionNo })

export const transactionRequestRejectBody = z.object({
  transaction_no: transactionNo,
  reason: rules
    .between(
      transactionRequestLabels.reason,
      transactionRequestLimits.reasonMin,
      transactionRequestLimits.reasonMax,
    )
    .trim(),
})

/**
 * PUT /api/transaction/provider/request/update: new terms for a waiting request. `price` is required;
 * `monthly_quota` applies to API subscriptions, `period_count` to subscriptions. The request keeps
 * waiting and the consumer sees the revision.
 */
export const transactionRequestUpdateBody = z.object({
  transaction_no: transactionNo,
  price: rupiahSchema({ field: transactionRequestLabels.price, max: transactionRequestLimits.priceMax }),
  monthly_quota: z.preprocess(
    blankToUndefined,
    wholeNumber(
      transactionRequestLabels.monthly_quota,
      1,
      transactionRequestLimits.monthlyQuotaMax,
    ).optional(),
  ),
  period_count: z.preprocess(
    blankToUndefined,
    wholeNumber(transactionRequestLabels.period_count, 1, transactionRequestLimits.periodCountMax).optional(),
  ),
  note: z.preprocess(
    blankToUndefined,
    rules.max(transactionRequestLabels.note, transactionRequestLimits.noteMax).optional(),
  ),
  /** A price of 0 on a public product is sent only with this set (docs/decisions/0057). */
  confirm_zero_price: z.boolean().optional(),
})
export type TransactionRequestUpdateBody = z.infer<typeof transactionRequestUpdateBody>

/** Filters of both request lists; dates are inclusive calendar days of the request date. */
export const transactionRequestListQuery = paginationQuery.extend({
  search: optionalField(
    z
      .string()
      .trim()
      .max(100, { error: messages.max('Search', 100) }),
  ),
  status: optionalField(z.enum(transactionRequestStatuses, { error: 'Status is not valid' })),
  product_id: optionalField(z.uuid({ error: 'Product is not valid' })),
  /** Provider list: the requesting company. Consumer list: the providing company. */
  tenant_id: optionalField(z.uuid({ error: 'Company is not valid' })),
  date_from: calendarDate(transactionRequestLabels.date_from),
  date_to: calendarDate(transactionRequestLabels.date_to),
})
export type TransactionRequestListQuery = z.infer<typeof transactionRequestListQuery>

/** GET /provider/request/summary: counts over a period, for every product or one. */
export const transactionRequestSummaryQuery = z.object({
  date_from: calendarDate(transactionRequestLabels.date_from),
  date_to: calendarDate(transactionRequestLabels.date_to),
  product_id: optionalField(z.uuid({ error: 'Product is not valid' })),
})
export type TransactionRequestSummaryQuery = z.infer<typeof transactionRequestSummaryQuery>

/**
 * The terms in force, as snapshotted from the product and amended by the provider
 * (docs/product.md#snapshots).
 */
export const transactionMetadata = z.object({
  unit: z.enum(units).nullable(),
  price: z.number().int().nullable(),
  owner_id: z.string(),
  data_type: z.enum(dataTypes).nullable(),
  product_id: z.string(),
  /** The dataset the product is built from. */
  data_type_id: z.string().nullable(),
  pricing_model: z.enum(pricingModels).nullable(),
  delivery_method: z.enum(deliveryMethods).nullable(),
  // The names, so lists need no other table:
  product_name: z.string(),
  owner_legal_name: z.string(),
  monthly_quota: z.number().int().nullable(),
  period_count: z.number().int().nullable(),
  /**
   * Written on approval: the revision of the terms the consumer accepted and the provider approved
   * (0 for the product's own terms). Absent while the request waits and on older purchases.
   */
  approved_revision_no: z.number().int().optional(),
  /** The free trial offered when the request was made (docs/decisions/0069); absent when none. */
  trial: productTrial.optional(),
})
export type TransactionMetadata = z.infer<typeof transactionMetadata>

/** The requester's details at request time. */
export const requestMetadata = z.object({
  email: z.string(),
  address: z.string().nullable(),
  user_id: z.string(),
  industry: z.string().nullable(),
  username: z.string(),
  full_name: z.string(),
  tenant_id: z.string(),
  legal_name: z.string(),
  phone_number: z.string().nullable(),
  request_date: z.string(),
  employee_position: z.string().nullable(),
})
export type RequestMetadata = z.infer<typeof requestMetadata>

/** The decider's details and action (APPROVED, REJECTED) at decision time. */
export const approvalMetadata = z.object({
  date: z.string(),
  email: z.string(),
  action: z.string(),
  user_id: z.string(),
  username: z.string(),
  full_name: z.string(),
  tenant_id: z.string(),
  legal_name: z.string(),
  phone_number: z.string().nullable(),
  employee_position: z.string().nullable(),
})
export type ApprovalMetadata = z.infer<typeof approvalMetadata>

const terms = z.object({
  price: z.number().int().nullable(),
  unit: z.enum(units).nullable(),
  monthly_quota: z.number().int().nullable(),
  period_count: z.number().int().nullable(),
})

/** One change of terms by the provider while the request waited. */
export const transactionRequestRevision = z.object({
  revision_no: z.number().int(),
  created_date: z.string(),
  changed_by_name: z.string().nullable(),
  previous_terms: terms,
  terms,
  note: z.string().nullable(),
})
export type TransactionRequestRevision = z.infer<typeof transactionRequestRevision>

/** One row of either request list. */
export const transactionRequestListItem = z.object({
  transaction_no: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  data_type: z.enum(dataTypes).nullable(),
  pricing_model: z.enum(pricingModels).nullable(),
  unit: z.enum(units).nullable(),
  price: z.number().int().nullable(),
  status: z.enum(transactionRequestStatuses),
  consumer_id: z.string(),
  consumer_legal_name: z.string(),
  owner_id: z.string(),
  owner_legal_name: z.string(),
  requester_name: z.string(),
  requested_date: z.string(),
  modified_date: z.string(),
  revision_count: z.number().int(),
  /** An approved purchase's access (docs/decisions/0032); ACTIVE for every request not yet approved. */
  access_status: z.enum(transactionAccessStatuses),
})
export type TransactionRequestListItem = z.infer<typeof transactionRequestListItem>
export const transactionRequestList = listOf(transactionRequestListItem)

/** A transaction request, with the revision history and the decision beside it. */
export const transactionRequestDetail = z.object({
  transaction_no: z.string(),
  purpose_of_usage: z.string(),
  is_data_access_agreement: z.boolean(),
  status: z.enum(transactionRequestStatuses),
  transaction_metadata: transactionMetadata,
  request_metadata: requestMetadata,
  approval_metadata: approvalMetadata.nullable(),
  // For the detail screen:
  product_image_url: z.string().nullable(),
  consumer_legal_name: z.string(),
  reject_reason: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  requested_date: z.string(),
  modified_date: z.string(),
  revisions: z.array(transactionRequestRevision),
  /** The latest revision the consumer accepted, and when; null while none was accepted. */
  accepted_revision_no: z.number().int().nullable(),
  accepted_date: z.string().nullable(),
  /** Why the consumer asked again while the company already held a live purchase of the product. */
  repeat_reason: z.string().nullable(),
  /**
   * An approved purchase's access (docs/decisions/0032): the provider's reason and when it last changed
   * (null until the provider first suspends it).
   */
  access_status: z.enum(transactionAccessStatuses),
  access_reason: z.string().nullable(),
  access_changed_at: z.string().nullable(),
  /** What the signed-in user may do now, so the screen shows only the buttons that will work. */
  can_withdraw: z.boolean(),
  can_decide: z.boolean(),
  /** Consumer side, while new terms wait for its acceptance. */
  can_accept: z.boolean(),
  /** Provider side: approving waits for the consumer's acceptance of the latest terms. */
  can_approve: z.boolean(),
  /** Provider side, for an approved and unexpired purchase. */
  can_suspend: z.boolean(),
  can_resume: z.boolean(),
  can_revoke: z.boolean(),
  /** The agreement the consumer accepted with the request (docs/decisions/0059). */
  accepted_agreement: acceptedAgreement.nullable(),
})
export type TransactionRequestDetail = z.infer<typeof transactionRequestDetail>

const statusCount = z.object({
  status: z.enum(transactionRequestStatuses),
  description: z.string(),
  total: z.number().int(),
})

export const transactionRequestSummary = z.object({
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  total: z.number().int(),
  by_status: z.array(statusCount),
  by_product: z.array(
    z.object({
      product_id: z.string(),
      product_name: z.string(),
      total: z.number().int(),
      by_status: z.array(statusCount),
    }),
  ),
})
export type TransactionRequestSummary = z.infer<typeof transactionRequestSummary>

export const transactionRequestMessages = {
  added: 'Your request has been sent to the provider',
  withdrawn: 'The request has been withdrawn',
  approved: 'The request has been approved',
  rejected: 'The request has been rejected',
  updated: 'The new terms have been sent to the consumer',
} as const
