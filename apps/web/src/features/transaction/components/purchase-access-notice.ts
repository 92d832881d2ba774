import {
  type PurchasedStatus,
  purchasedStatusLabels,
  type TransactionAccessStatus,
  transactionAccessStatusLabels,
  type UserType,
} from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'

/** What a purchase is as a person reads it: a suspension or revocation says more than "approved". */
export type PurchaseStanding = PurchasedStatus | Exclude<TransactionAccessStatus, 'ACTIVE'>

export const purchaseStandingLabels: Record<PurchaseStanding, string> = {
  ...purchasedStatusLabels,
  SUSPENDED: transactionAccessStatusLabels.SUSPENDED,
  REVOKED: transactionAccessStatusLabels.REVOKED,
}

export const purchaseStandingColors: Record<PurchaseStanding, string> = {
  APPROVED: 'teal',
  EXPIRED: 'gray',
  SUSPENDED: 'orange',
  REVOKED: 'red',
}

/**
 * Revoked is final, so it wins; an ended period comes next (resuming would not bring it back); then a
 * suspension; otherwise the purchase's own status.
 */
export function purchaseStandingOf(item: {
  status: PurchasedStatus
  access_status: TransactionAccessStatus
}): PurchaseStanding {
  if (item.access_status === 'REVOKED') return 'REVOKED'
  if (item.status === 'EXPIRED') return 'EXPIRED'
  if (item.access_status === 'SUSPENDED') return 'SUSPENDED'
  return item.status
}

export interface AccessNotice {
  color: string
  title: string
  message: string
  hint: string | null
}

interface AccessFacts {
  access_status: TransactionAccessStatus
  access_reason: string | null
  access_changed_at: string | null
}

/**
 * The notice above a purchase whose access the provider changed: "Access suspended by the provider on
 * 20 Nov 2026, 10:15: <reason>". Null for a purchase whose access never changed.
 */
export function accessNoticeOf(facts: AccessFacts, side: UserType): AccessNotice | null {
  if (!facts.access_changed_at) return null
  const when = formatDateTime(facts.access_changed_at)
  const byWhom = side === 'consumer' ? ' by the provider' : ''
  const reason = facts.access_reason ? `: ${facts.access_reason}` : ''
  switch (facts.access_status) {
    case 'SUSPENDED':
      return {
        color: 'orange',
        title: 'Access suspended',
        message: `Access suspended${byWhom} on ${when}${reason}`,
        hint:
          side === 'consumer'
            ? 'Calls, downloads and deliveries of this purchase are refused until the provider resumes it.'
            : "The buyer's calls, downloads and deliveries are refused until you resume it.",
      }
    case 'REVOKED':
      return {
        color: 'red',
        title: 'Access revoked',
        message: `Access revoked${byWhom} on ${when}${reason}`,
        hint:
          side === 'consumer'
            ? 'This purchase can no longer be used. Contact the provider, or request the product again from the marketplace.'
            : 'Revoking is final: the buyer would have to request the product again.',
      }
    case 'ACTIVE':
      return {
        color: 'teal',
        title: 'Access resumed',
        message: `Access resumed${byWhom} on ${when}${reason}`,
        hint: null,
      }
  }
}
