import type { ApplicationRole, MemberDetail } from '@lumbung/contract'

export interface MemberActions {
  canResendInvitation: boolean
  canDeactivate: boolean
  canReactivate: boolean
  canTransferOwnership: boolean
}

/**
 * The actions the detail screen offers, following the server's rules: nobody changes their own
 * status, the owner is never deactivated, an admin changes only members, only the owner hands the
 * company over and only to an active member. The server checks again; this only hides dead buttons.
 */
export function memberActionsFor(viewerRole: ApplicationRole, member: MemberDetail): MemberActions {
  const isOwner = viewerRole === 'superadmin'
  const mayChangeStatus =
    !member.is_self &&
    member.application_role !== 'superadmin' &&
    (isOwner || member.application_role === 'member')
  return {
    canResendInvitation: member.status === 'INVITED',
    canDeactivate: mayChangeStatus && member.status !== 'DEACTIVATED',
    canReactivate: mayChangeStatus && member.status === 'DEACTIVATED',
    canTransferOwnership: isOwner && !member.is_self && member.status === 'ACTIVE',
  }
}
