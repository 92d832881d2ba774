import { Badge, Group } from '@mantine/core'
import { labelOf, type TenantVerificationStatus, type UserStatus } from '@lumbung/contract'

const verificationColors: Record<TenantVerificationStatus, string> = {
  UNVERIFIED: 'gray',
  PENDING: 'harvest',
  VERIFIED: 'lumbung',
  REJECTED: 'red',
}

export function VerificationStatusBadge({ status }: { status: TenantVerificationStatus }) {
  return (
    <Badge variant="light" color={verificationColors[status]} data-testid="verification-status">
      {labelOf('tenantVerificationStatus', status)}
    </Badge>
  )
}

const userColors: Record<UserStatus, string> = {
  INVITED: 'blue',
  ACTIVE: 'lumbung',
  DEACTIVATED: 'red',
}

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge variant="light" color={userColors[status]} data-testid="user-status">
      {labelOf('userStatus', status)}
    </Badge>
  )
}

export function SidesBadges({ isConsumer, isProvider }: { isConsumer: boolean; isProvider: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      {isConsumer ? (
        <Badge variant="outline" color="gray" size="sm">
          Consumer
        </Badge>
      ) : null}
      {isProvider ? (
        <Badge variant="outline" color="lumbung" size="sm">
          Provider
        </Badge>
      ) : null}
    </Group>
  )
}
