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
} as const
