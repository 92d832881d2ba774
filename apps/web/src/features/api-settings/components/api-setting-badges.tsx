import { Badge } from '@mantine/core'
import { type ApiSettingStatus, type AuthType } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'

const colors: Record<ApiSettingStatus, string> = { DRAFT: 'gray', ACTIVE: 'teal', INACTIVE: 'orange' }

export function ApiSettingStatusBadge({ status }: { status: ApiSettingStatus }) {
  return (
    <Badge color={colors[status]} variant="light" radius="sm">
      {labelOf('apiSettingStatus', status)}
    </Badge>
  )
}

export function ApiSettingAuthBadge({ authType }: { authType: AuthType }) {
  return (
    <Badge color="indigo" variant="outline" radius="sm">
      {labelOf('authType', authType)}
    </Badge>
  )
}
