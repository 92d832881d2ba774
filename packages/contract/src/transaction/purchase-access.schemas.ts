import { z } from 'zod'
import { blankToUndefined } from '../common/blank'
import type { transactionAccessStatuses } from '../common/enums'
import { rules } from '../common/validation'
import { transactionNoParams } from './requests.schemas'

/**
 * An approved purchase's access (docs/decisions/0032): the provider may suspend it and resume it, or
 * revoke it for good. Every delivery (gateway, download, cloud delivery, queries) refuses unless ACTIVE.
 */
export type TransactionAccessStatus = (typeof transactionAccessStatuses)[number]

export const transactionAccessStatusLabels: Record<TransactionAccessStatus, string> = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
  REVOKED: 'Revoked',
}

export const purchaseAccessLabels = { reason: 'Reason', note: 'Note' } as const

export const purchaseAccessLimits = { reasonMin: 10, reasonMax: 500 } as const

const reason = rules
  .between(purchaseAccessLabels.reason, purchaseAccessLimits.reasonMin, purchaseAccessLimits.reasonMax)
  .trim()

/** PUT /api/transaction/provider/request/suspend and /revoke: the consumer reads the reason. */
export const purchaseAccessChangeBody = z.object({
  transaction_no: transactionNoParams.shape.transaction_no,
  reason,
})
export type PurchaseAccessChangeBody = z.infer<typeof purchaseAccessChangeBody>

/** PUT /api/transaction/provider/request/resume: an optional note for the consumer. */
export const purchaseAccessResumeBody = z.object({
  transaction_no: transactionNoParams.shape.transaction_no,
  reason: z.preprocess(
    blankToUndefined,
    rules.max(purchaseAccessLabels.note, purchaseAccessLimits.reasonMax).optional(),
  ),
})
export type PurchaseAccessResumeBody = z.infer<typeof purchaseAccessResumeBody>

export type PurchaseAccessAction = 'suspend' | 'resume' | 'revoke'

export const purchaseAccessMessages = {
  suspended: 'Access to the purchase has been suspended',
  resumed: 'Access to the purchase has been resumed',
  revoked: 'Access to the purchase has been revoked',
} as const

/** Why an access change is refused, in words the provider admin can act on. */
export const purchaseAccessErrorMessages = {
  notPurchase: 'Only an approved purchase that has not expired can have its access changed',
  suspendNeedsActive: 'Only a purchase whose access is active can be suspended',
  resumeNeedsSuspended: 'Only a suspended purchase can be resumed',
  revoked: 'Access to this purchase was revoked; revoking is final',
  changed: 'The access to this purchase was changed by someone else in the meantime; reload it and try again',
} as const
