import type { ApplicationRole } from '../common/enums'

/** Why one member may not deactivate or reactivate another, or null when they may. */
export type MemberStatusRefusal = 'OWN_ACCOUNT' | 'OWNER' | 'ADMIN_BY_ADMIN'

/**
 * Who may change whom: nobody changes their own status, the owner is never deactivated, and an admin
 * changes only members (admins cannot lock each other out); the owner may change anyone else. The
 * server refuses by it and the member screen hides the buttons by it.
 */
export function memberStatusChangeRefusal(
  viewerRole: ApplicationRole,
  isSelf: boolean,
  targetRole: ApplicationRole,
): MemberStatusRefusal | null {
  if (isSelf) return 'OWN_ACCOUNT'
  if (targetRole === 'superadmin') return 'OWNER'
  if (viewerRole !== 'superadmin' && targetRole !== 'member') return 'ADMIN_BY_ADMIN'
  return null
}
