import { Badge } from '@mantine/core'
import { transactionRequestStatusLabels, type TransactionRequestStatus } from '@lumbung/contract'

export const requestStatusColors: Record<TransactionRequestStatus, string> = {
  WAITING_APPROVAL: 'harvest',
  APPROVED: 'teal',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
  EXPIRED: 'dark',
}

export function RequestStatusBadge({
  status,
  size,
}: {
  status: TransactionRequestStatus
  size?: 'sm' | 'lg'
}) {
  return (
    <Badge color={requestStatusColors[status]} variant="light" radius="sm" size={size}>
      {transactionRequestStatusLabels[status]}
    </Badge>
  )
}
