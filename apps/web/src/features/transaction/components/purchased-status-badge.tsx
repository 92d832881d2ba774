import { Badge } from '@mantine/core'
import type { PurchasedStatus, TransactionAccessStatus } from '@lumbung/contract'
import { purchaseStandingColors, purchaseStandingOf } from './purchase-access-notice'
import { useT } from '../../../lib/i18n/i18n'
import { transactionStatusTexts } from '../transaction-statuses.texts'

const standingKeys = {
  APPROVED: 'purchasedAPPROVED',
  EXPIRED: 'purchasedEXPIRED',
  SUSPENDED: 'accessSUSPENDED',
  REVOKED: 'accessREVOKED',
} as const

/** Active, expired, or what the provider made of it (suspended, revoked). */
export function PurchasedStatusBadge({
  status,
  accessStatus,
}: {
  status: PurchasedStatus
  accessStatus: TransactionAccessStatus
}) {
  const t = useT(transactionStatusTexts)
  const standing = purchaseStandingOf({ status, access_status: accessStatus })
  return (
    <Badge color={purchaseStandingColors[standing]} variant="light" radius="sm">
      {t(standingKeys[standing])}
    </Badge>
  )
}
