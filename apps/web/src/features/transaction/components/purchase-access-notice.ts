import { type PurchasedStatus, type TransactionAccessStatus, type UserType } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { translateIn } from '../../../lib/i18n/i18n'
import { purchaseAccessNoticeTexts } from '../purchase-access-notice.texts'

type NoticeKey = keyof typeof purchaseAccessNoticeTexts.en

/** What a purchase is as a person reads it: a suspension or revocation says more than "approved". */
export type PurchaseStanding = PurchasedStatus | Exclude<TransactionAccessStatus, 'ACTIVE'>

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
  const text = (key: NoticeKey, values?: Record<string, unknown>) =>
    translateIn(purchaseAccessNoticeTexts, key, values)
  const values = {
    when: formatDateTime(facts.access_changed_at),
    reason: facts.access_reason ? `: ${facts.access_reason}` : '',
  }
  const byProvider = side === 'consumer'
  switch (facts.access_status) {
    case 'SUSPENDED':
      return {
        color: 'orange',
        title: text('suspendedTitle'),
        message: text(byProvider ? 'suspendedByProvider' : 'suspended', values),
        hint: text(side === 'consumer' ? 'suspendedConsumerHint' : 'suspendedProviderHint'),
      }
    case 'REVOKED':
      return {
        color: 'red',
        title: text('revokedTitle'),
        message: text(byProvider ? 'revokedByProvider' : 'revoked', values),
        hint: text(side === 'consumer' ? 'revokedConsumerHint' : 'revokedProviderHint'),
      }
    case 'ACTIVE':
      return {
        color: 'teal',
        title: text('resumedTitle'),
        message: text(byProvider ? 'resumedByProvider' : 'resumed', values),
        hint: null,
      }
  }
}
