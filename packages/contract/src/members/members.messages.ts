export const memberMessages = {
  invitationSent: 'Invitation sent',
  deactivated: 'Member deactivated',
  reactivated: 'Member reactivated',
  ownershipTransferred: 'Ownership transferred',
  activated: 'Your account is active. You can sign in now.',
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
  invitationsLimited: 'Your company has sent many invitations in the last hour. Please try again later',
} as const
