import { Badge, Group } from '@mantine/core'
import type { TenantVerificationStatus, UserStatus } from '@lumbung/contract'
import { useOperatorLabels } from './operator-labels'

const verificationColors: Record<TenantVerificationStatus, string> = {
  UNVERIFIED: 'gray',
  PENDING: 'harvest',
  VERIFIED: 'lumbung',
  REJECTED: 'red',
}

export function VerificationStatusBadge({ status }: { status: TenantVerificationStatus }) {
  const { label } = useOperatorLabels()
  return (
    <Badge variant="light" color={verificationColors[status]} data-testid="verification-status">
      {label('tenantVerificationStatus', status)}
    </Badge>
  )
}

const userColors: Record<UserStatus, string> = {
  INVITED: 'blue',
  ACTIVE: 'lumbung',
  DEACTIVATED: 'red',
}

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { label } = useOperatorLabels()
  return (
    <Badge variant="light" color={userColors[status]} data-testid="user-status">
      {label('userStatus', status)}
    </Badge>
  )
}

export function SidesBadges({ isConsumer, isProvider }: { isConsumer: boolean; isProvider: boolean }) {
  const { t } = useOperatorLabels()
  return (
    <Group gap={4} wrap="nowrap">
      {isConsumer ? (
        <Badge variant="outline" color="gray" size="sm">
          {t('consumer')}
        </Badge>
      ) : null}
      {isProvider ? (
        <Badge variant="outline" color="lumbung" size="sm">
          {t('provider')}
        </Badge>
      ) : null}
    </Group>
  )
}
