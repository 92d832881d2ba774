import { Badge } from '@mantine/core'
import {
  apiSettingStatusList,
  authTypeList,
  describeReference,
  type ApiSettingStatus,
  type AuthType,
} from '@lumbung/contract'

const colors: Record<ApiSettingStatus, string> = { DRAFT: 'gray', ACTIVE: 'teal', INACTIVE: 'orange' }

export function ApiSettingStatusBadge({ status }: { status: ApiSettingStatus }) {
  return (
    <Badge color={colors[status]} variant="light" radius="sm">
      {describeReference(apiSettingStatusList, status)}
    </Badge>
  )
}

export function ApiSettingAuthBadge({ authType }: { authType: AuthType }) {
  return (
    <Badge color="indigo" variant="outline" radius="sm">
      {describeReference(authTypeList, authType)}
    </Badge>
  )
}
