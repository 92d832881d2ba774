import { Badge } from '@mantine/core'
import {
  transactionAccessStatusLabels,
  transactionRequestStatusLabels,
  type TransactionAccessStatus,
  type TransactionRequestStatus,
} from '@lumbung/contract'

export const requestStatusColors: Record<TransactionRequestStatus, string> = {
  WAITING_APPROVAL: 'harvest',
  WAITING_CONSUMER_ACCEPTANCE: 'grape',
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

const accessColors: Record<TransactionAccessStatus, string> = {
  ACTIVE: 'teal',
  SUSPENDED: 'orange',
  REVOKED: 'red',
}

/** Beside an approved (or since expired) purchase whose access the provider suspended or revoked. */
export function AccessStatusBadge({
  request,
  size,
}: {
  request: { status: TransactionRequestStatus; access_status: TransactionAccessStatus }
  size?: 'sm' | 'lg'
}) {
  const isPurchase = request.status === 'APPROVED' || request.status === 'EXPIRED'
  if (!isPurchase || request.access_status === 'ACTIVE') return null
  return (
    <Badge color={accessColors[request.access_status]} variant="outline" radius="sm" size={size}>
      {transactionAccessStatusLabels[request.access_status]}
    </Badge>
  )
}
