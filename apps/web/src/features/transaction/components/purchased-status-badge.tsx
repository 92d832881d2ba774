import { Badge } from '@mantine/core'
import { purchasedStatusLabels, type PurchasedStatus } from '@lumbung/contract'

const colors: Record<PurchasedStatus, string> = { APPROVED: 'teal', EXPIRED: 'gray' }

export function PurchasedStatusBadge({ status }: { status: PurchasedStatus }) {
  return (
    <Badge color={colors[status]} variant="light" radius="sm">
      {purchasedStatusLabels[status]}
    </Badge>
  )
}
