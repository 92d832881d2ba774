import { Badge } from '@mantine/core'
import type { PurchasedStatus, TransactionAccessStatus } from '@lumbung/contract'
import { purchaseStandingColors, purchaseStandingLabels, purchaseStandingOf } from './purchase-access-notice'

/** Active, expired, or what the provider made of it (suspended, revoked). */
export function PurchasedStatusBadge({
  status,
  accessStatus,
}: {
  status: PurchasedStatus
  accessStatus: TransactionAccessStatus
}) {
  const standing = purchaseStandingOf({ status, access_status: accessStatus })
  return (
    <Badge color={purchaseStandingColors[standing]} variant="light" radius="sm">
      {purchaseStandingLabels[standing]}
    </Badge>
  )
}
