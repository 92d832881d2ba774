import type { ApplicationRole, UserStatus } from '../common/enums'

/** Why one member may not deactivate or reactivate another, or null when they may. */
export type MemberStatusRefusal = 'OWN_ACCOUNT' | 'OWNER' | 'ADMIN_BY_ADMIN'

/**
 * Who may change whom: nobody changes their own status, the owner is never deactivated, and an admin
 * changes only members (admins cannot lock each other out); the owner may change anyone else. The
 * server refuses by it and the member screen hides the buttons by it.
 */
/** Why the owner may not change someone's role this way, or null when they may. */
export type MemberRoleRefusal = 'NOT_OWNER' | 'OWN_ACCOUNT' | 'OWNER' | 'DEACTIVATED'

/**
 * Only the owner moves people between admin and member, never themselves and never the owner's role
 * (ownership transfer does that), and not while the account is deactivated. The server refuses by it and
 * the member screen offers the control by it.
 */
export function memberRoleChangeRefusal(
  viewerRole: ApplicationRole,
  isSelf: boolean,
  target: { application_role: ApplicationRole; status: UserStatus },
): MemberRoleRefusal | null {
  if (viewerRole !== 'superadmin') return 'NOT_OWNER'
  if (isSelf) return 'OWN_ACCOUNT'
  if (target.application_role === 'superadmin') return 'OWNER'
  if (target.status === 'DEACTIVATED') return 'DEACTIVATED'
  return null
}

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
