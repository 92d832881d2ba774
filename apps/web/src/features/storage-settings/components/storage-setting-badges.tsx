import { Badge, Tooltip } from '@mantine/core'
import { cloudProviderLabels, type CloudProvider, type StorageStatus } from '@lumbung/contract'

export function StorageSettingStatusBadge({
  status,
  message,
}: {
  status: StorageStatus
  message?: string | null
}) {
  const badge = (
    <Badge color={status === 'CONNECTED' ? 'teal' : 'red'} variant="light" radius="sm">
      {status === 'CONNECTED' ? 'Connected' : 'Error'}
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

export function StorageSettingProviderBadge({ cloudProvider }: { cloudProvider: CloudProvider }) {
  return (
    <Badge color="indigo" variant="outline" radius="sm">
      {cloudProvider === 'LOCAL' ? 'Local folder' : cloudProvider === 'S3' ? 'S3' : 'Google Cloud Storage'}
    </Badge>
  )
}

export const cloudProviderNameOf = (cloudProvider: CloudProvider) => cloudProviderLabels[cloudProvider]
