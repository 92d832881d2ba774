import { Badge, Loader } from '@mantine/core'
import { dataDeliveryStatusLabels, type DataDeliveryStatus } from '@lumbung/contract'

const colors: Record<DataDeliveryStatus, string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  DELIVERED: 'teal',
  FAILED: 'red',
}

export function DataDeliveryStatusBadge({ status }: { status: DataDeliveryStatus }) {
  return (
    <Badge
      color={colors[status]}
      variant="light"
      radius="sm"
      leftSection={status === 'RUNNING' ? <Loader size={10} color="blue" aria-hidden /> : null}
    >
      {dataDeliveryStatusLabels[status]}
    </Badge>
  )
}
