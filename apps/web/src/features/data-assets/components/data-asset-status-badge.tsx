import { Badge, Loader, Tooltip } from '@mantine/core'
import { type DataAssetStatus } from '@lumbung/contract'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { labelOf } from '../../../lib/i18n/enum-labels'

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
      {labelOf('dataAssetStatus', status)}
    </Badge>
  )
  return message ? (
    <Tooltip label={<ValidationMessage>{message}</ValidationMessage>} multiline maw={360} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  )
}
