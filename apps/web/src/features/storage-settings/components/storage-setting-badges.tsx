import { Badge, Tooltip } from '@mantine/core'
import { type CloudProvider, type StorageStatus } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { storageSettingsTexts } from '../storage-settings.texts'
import { labelOf } from '../../../lib/i18n/enum-labels'

export function StorageSettingStatusBadge({
  status,
  message,
}: {
  status: StorageStatus
  message?: string | null
}) {
  const t = useT(storageSettingsTexts)
  const badge = (
    <Badge color={status === 'CONNECTED' ? 'teal' : 'red'} variant="light" radius="sm">
      {status === 'CONNECTED' ? t('connected') : t('error')}
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
  const t = useT(storageSettingsTexts)
  return (
    <Badge color="indigo" variant="outline" radius="sm">
      {t(`provider${cloudProvider}`)}
    </Badge>
  )
}

export const cloudProviderNameOf = (cloudProvider: CloudProvider) => labelOf('cloudProvider', cloudProvider)
