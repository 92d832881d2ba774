import { z } from 'zod'
import { rupiahSchema } from '../common/money'
import { paginationQuery } from '../common/result'
import { disputesErrorMessages } from './disputes.messages'

/**
 * SLA credits and invoice-line disputes (docs/decisions/0052-sla-credits-and-disputes.md). Money is whole
 * rupiah; an availability is a percentage with two decimals (99.5).
 */
export const billingCreditKinds = ['SLA', 'DISPUTE'] as const
export type BillingCreditKind = (typeof billingCreditKinds)[number]

export const disputeStatuses = ['OPEN', 'ANSWERED', 'RESOLVED'] as const
export type DisputeStatus = (typeof disputeStatuses)[number]
export const disputeOutcomes = ['CREDITED', 'REJECTED'] as const
export type DisputeOutcome = (typeof disputeOutcomes)[number]
export const disputeActions = ['OPENED', 'ANSWERED', 'CREDITED', 'REJECTED'] as const
export type DisputeAction = (typeof disputeActions)[number]
export const disputeParties = ['consumer', 'provider', 'operator'] as const

export const disputeLimits = { reasonMax: 1000, answerMax: 1000, noteMax: 1000 } as const

/** A credit to a consumer, on its invoice and deducted from the provider's settlement of the same month. */
export const billingCredit = z.object({
  id: z.string(),
  kind: z.enum(billingCreditKinds),
  period: z.string(),
  consumer_tenant_id: z.string(),
  consumer_legal_name: z.string(),
  provider_tenant_id: z.string(),
  provider_legal_name: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  /** What is credited, positive; the invoice shows it as a negative line. */
  amount: z.number().int().nonnegative(),
  /** SLA credits: the month's calls, the failed ones (upstream error or timeout) and the measured availability. */
  calls: z.number().int().nullable(),
  failed_calls: z.number().int().nullable(),
  availability: z.number().nullable(),
  availability_target: z.number().nullable(),
  /** Dispute credits: the dispute resolved with this credit. */
  dispute_id: z.string().nullable(),
})
export type BillingCredit = z.infer<typeof billingCredit>

export const disputeEvent = z.object({
  action: z.enum(disputeActions),
  party: z.enum(disputeParties),
  actor_name: z.string().nullable(),
  text: z.string(),
  amount: z.number().int().nullable(),
  created_date: z.string(),
})
export type DisputeEvent = z.infer<typeof disputeEvent>

export const dispute = z.object({
  id: z.string(),
  status: z.enum(disputeStatuses),
  outcome: z.enum(disputeOutcomes).nullable(),
  invoice_id: z.string(),
  invoice_no: z.string(),
  invoice_line_id: z.string(),
  period: z.string(),
  consumer_tenant_id: z.string(),
  consumer_legal_name: z.string(),
  provider_tenant_id: z.string(),
  provider_legal_name: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  line_amount: z.number().int(),
  credit_amount: z.number().int().nullable(),
  created_date: z.string(),
  /** Who did what and when, oldest first; the same for the consumer, the provider and operators. */
  events: z.array(disputeEvent),
})
export type Dispute = z.infer<typeof dispute>

const boundedText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong })

export const disputeOpenBody = z.object({
  invoice_line_id: z.uuid({ error: disputesErrorMessages.lineNotFound }),
  reason: boundedText(
    disputeLimits.reasonMax,
    disputesErrorMessages.reasonRequired,
    disputesErrorMessages.reasonTooLong,
  ),
})
export type DisputeOpenBody = z.infer<typeof disputeOpenBody>

export const disputeAnswerBody = z.object({
  answer: boundedText(
    disputeLimits.answerMax,
    disputesErrorMessages.answerRequired,
    disputesErrorMessages.answerTooLong,
  ),
})
export type DisputeAnswerBody = z.infer<typeof disputeAnswerBody>

export const disputeResolveBody = z.object({
  outcome: z.enum(disputeOutcomes, { error: disputesErrorMessages.outcomeInvalid }),
  /** CREDITED only: whole rupiah, at least 1 and at most the disputed line. */
  amount: rupiahSchema({ field: disputesErrorMessages.amountLabel, min: 1 }).optional(),
  note: boundedText(
    disputeLimits.noteMax,
    disputesErrorMessages.noteRequired,
    disputesErrorMessages.noteTooLong,
  ),
})
export type DisputeResolveBody = z.infer<typeof disputeResolveBody>

export const disputeIdParams = z.object({ id: z.uuid({ error: disputesErrorMessages.notFound }) })

export const consumerDisputeQuery = z.object({
  invoice_id: z.uuid({ error: disputesErrorMessages.notFound }),
})

export const disputeListQuery = paginationQuery.extend({ status: z.enum(disputeStatuses).optional() })
export type DisputeListQuery = z.input<typeof disputeListQuery>
