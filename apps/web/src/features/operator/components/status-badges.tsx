import { Badge, Group } from '@mantine/core'
import type { TenantVerificationStatus, UserStatus } from '@lumbung/contract'

const verificationLook: Record<TenantVerificationStatus, { label: string; color: string }> = {
  UNVERIFIED: { label: 'Unverified', color: 'gray' },
  PENDING: { label: 'Pending', color: 'harvest' },
  VERIFIED: { label: 'Verified', color: 'lumbung' },
  REJECTED: { label: 'Rejected', color: 'red' },
}

export const verificationLabels = Object.fromEntries(
  Object.entries(verificationLook).map(([status, look]) => [status, look.label]),
) as Record<TenantVerificationStatus, string>

export function VerificationStatusBadge({ status }: { status: TenantVerificationStatus }) {
  const look = verificationLook[status]
  return (
    <Badge variant="light" color={look.color} data-testid="verification-status">
      {look.label}
    </Badge>
  )
}

const userLook: Record<UserStatus, { label: string; color: string }> = {
  INVITED: { label: 'Invited', color: 'blue' },
  ACTIVE: { label: 'Active', color: 'lumbung' },
  DEACTIVATED: { label: 'Deactivated', color: 'red' },
}

export const userStatusLabels = Object.fromEntries(
  Object.entries(userLook).map(([status, look]) => [status, look.label]),
) as Record<UserStatus, string>

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const look = userLook[status]
  return (
    <Badge variant="light" color={look.color} data-testid="user-status">
      {look.label}
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

export const roleLabels = { superadmin: 'Owner', admin: 'Admin', member: 'Member' } as const
