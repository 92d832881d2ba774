import { Badge } from '@mantine/core'
import {
  applicationRoleDescriptions,
  memberStatusLabels,
  type ApplicationRole,
  type UserStatus,
} from '@lumbung/contract'

const statusColors: Record<UserStatus, string> = { INVITED: 'yellow', ACTIVE: 'teal', DEACTIVATED: 'gray' }

export function MemberStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge variant="light" color={statusColors[status]} radius="sm">
      {memberStatusLabels[status]}
    </Badge>
  )
}

export function MemberRoleBadge({ role }: { role: ApplicationRole }) {
  return (
    <Badge variant={role === 'superadmin' ? 'filled' : 'outline'} color="harvest" radius="sm">
      {applicationRoleDescriptions[role]}
    </Badge>
  )
}
