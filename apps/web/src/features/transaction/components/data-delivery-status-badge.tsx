import { Badge, Loader } from '@mantine/core'
import type { DataDeliveryStatus } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { transactionStatusTexts } from '../transaction-statuses.texts'

const colors: Record<DataDeliveryStatus, string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  DELIVERED: 'teal',
  FAILED: 'red',
}

export function DataDeliveryStatusBadge({ status }: { status: DataDeliveryStatus }) {
  const t = useT(transactionStatusTexts)
  return (
    <Badge
      color={colors[status]}
      variant="light"
      radius="sm"
      leftSection={status === 'RUNNING' ? <Loader size={10} color="blue" aria-hidden /> : null}
    >
      {t(`delivery${status}`)}
    </Badge>
  )
}
