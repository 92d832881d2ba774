import {
  isActionRoleAllowed,
  membersRoutes,
  memberRoleChangeRefusal,
  memberStatusChangeRefusal,
  type ApplicationRole,
  type MemberDetail,
} from '@lumbung/contract'

export interface MemberActions {
  canResendInvitation: boolean
  canDeactivate: boolean
  canReactivate: boolean
  canTransferOwnership: boolean
  /** The owner moves an admin to member or back; the owner's own role moves only with ownership. */
  canChangeRole: boolean
}

/**
 * The actions the detail screen offers, by the server's own rules from the contract: who may change
 * whom, and that only the owner hands the company over, and only to an active member. The server
 * decides; this only hides dead buttons.
 */
export function memberActionsFor(viewerRole: ApplicationRole, member: MemberDetail): MemberActions {
  const mayTransfer = isActionRoleAllowed(membersRoutes.transferOwnership.config.access, viewerRole)
  const mayChangeStatus =
    memberStatusChangeRefusal(viewerRole, member.is_self, member.application_role) === null
  const mayChangeRole =
    isActionRoleAllowed(membersRoutes.changeRole.config.access, viewerRole) &&
    memberRoleChangeRefusal(viewerRole, member.is_self, member) === null
  return {
    canResendInvitation: member.status === 'INVITED',
    canDeactivate: mayChangeStatus && member.status !== 'DEACTIVATED',
    canReactivate: mayChangeStatus && member.status === 'DEACTIVATED',
    canTransferOwnership: mayTransfer && !member.is_self && member.status === 'ACTIVE',
    canChangeRole: mayChangeRole,
  }
}
