import { Badge } from '@mantine/core'
import type { ApplicationRole, UserStatus } from '@lumbung/contract'
import { useLanguage } from '../../../lib/i18n/i18n'
import { memberStatusLabel, roleLabel } from '../members.texts'

const statusColors: Record<UserStatus, string> = { INVITED: 'yellow', ACTIVE: 'teal', DEACTIVATED: 'gray' }

export function MemberStatusBadge({ status }: { status: UserStatus }) {
  useLanguage()
  return (
    <Badge variant="light" color={statusColors[status]} radius="sm">
      {memberStatusLabel(status)}
    </Badge>
  )
}

export function MemberRoleBadge({ role }: { role: ApplicationRole }) {
  useLanguage()
  return (
    <Badge variant={role === 'superadmin' ? 'filled' : 'outline'} color="harvest" radius="sm">
      {roleLabel(role)}
    </Badge>
  )
}
