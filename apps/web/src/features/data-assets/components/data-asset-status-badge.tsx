import { Badge, Loader, Tooltip } from '@mantine/core'
import { dataAssetStatusLabels, type DataAssetStatus } from '@lumbung/contract'

const colors: Record<DataAssetStatus, string> = { PROCESSING: 'blue', READY: 'teal', FAILED: 'red' }

export function DataAssetStatusBadge({
  status,
  message,
}: {
  status: DataAssetStatus
  message?: string | null
}) {
  const badge = (
    <Badge
      color={colors[status]}
      variant="light"
      radius="sm"
      leftSection={status === 'PROCESSING' ? <Loader size={10} color="blue" aria-hidden /> : undefined}
    >
      {dataAssetStatusLabels[status]}
    </Badge>
  )
  return message ? (
    <Tooltip label={message} multiline maw={360} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  )
}
