export const memberMessages = {
  invitationSent: 'Invitation sent',
  deactivated: 'Member deactivated',
  reactivated: 'Member reactivated',
  ownershipTransferred: 'Ownership transferred',
  roleChanged: 'Role changed',
  activated: 'Your account is active. You can sign in now.',
} as const

/** The owner's role change on a member's detail: the button and its confirmation. */
export const memberRoleChangeTexts = {
  makeAdmin: 'Make admin',
  makeMember: 'Make member',
  confirmTitle: (name: string, role: string) => `Make ${name} ${role === 'Admin' ? 'an' : 'a'} ${role}?`,
  toAdmin:
    'Admins manage users, send and answer requests and see data deliveries. They are mailed about the change; billing stays yours.',
  toMember:
    'Members keep the dashboards, the marketplace, purchased data and the provider catalogue, and lose Manage Users and the transaction screens. They are mailed about the change.',
  changedTo: (name: string, role: string) => `${name} is now ${role === 'Admin' ? 'an' : 'a'} ${role}.`,
} as const

export const memberErrorMessages = {
  /** Unknown, used, expired and cancelled invitation links all answer this one message. */
  invitationInvalid:
    'This invitation link has expired or has already been used. Ask your company admin to send a new invitation.',
  memberNotFound: 'Member not found',
  emailAlreadyRegistered: 'Email is already registered',
  memberNotInvited: 'Only a member who is still invited can be sent a new invitation',
  cannotDeactivateOwnAccount: 'You cannot deactivate your own account',
  cannotReactivateOwnAccount: 'You cannot reactivate your own account',
  ownerCannotBeDeactivated: 'The owner of the company cannot be deactivated',
  onlyOwnerDeactivatesAdmin: 'Only the owner can deactivate an admin',
  onlyOwnerReactivatesAdmin: 'Only the owner can reactivate an admin',
  memberAlreadyDeactivated: 'This member is already deactivated',
  memberNotDeactivated: 'Only a deactivated member can be reactivated',
  passwordIncorrect: 'Password is incorrect',
  alreadyOwner: 'You already own the company',
  memberNotActive: 'Ownership can only be handed to an active member',
  ownershipChanged: 'The company changed meanwhile; reload and try again',
  onlyOwnerChangesRoles: 'Only the owner of the company can change roles',
  cannotChangeOwnRole: 'You cannot change your own role; hand the company over with Transfer ownership',
  ownerRoleUnchangeable:
    "The owner's role changes only by transferring ownership, which the owner does from Manage Users",
  roleUnchanged: 'This member already has that role',
  deactivatedRoleUnchangeable: 'Reactivate this member before changing their role',
  invitationsLimited: 'Your company has sent many invitations in the last hour. Please try again later',
} as const
