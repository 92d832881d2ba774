import { Badge } from '@mantine/core'
import { type TransactionAccessStatus, type TransactionRequestStatus } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { transactionStatusTexts } from '../transaction-statuses.texts'

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
  const t = useT(transactionStatusTexts)
  return (
    <Badge color={requestStatusColors[status]} variant="light" radius="sm" size={size}>
      {t(`request${status}`)}
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
  const t = useT(transactionStatusTexts)
  const isPurchase = request.status === 'APPROVED' || request.status === 'EXPIRED'
  if (!isPurchase || request.access_status === 'ACTIVE') return null
  return (
    <Badge color={accessColors[request.access_status]} variant="outline" radius="sm" size={size}>
      {t(`access${request.access_status}`)}
    </Badge>
  )
}
