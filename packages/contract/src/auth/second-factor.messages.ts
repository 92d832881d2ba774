/** Second factor at sign-in and in My Account (docs/decisions/0060-second-factor.md). */
export const secondFactorMessages = {
  totpEnrolStarted: 'Scan the key with your authenticator app, then enter a code from it',
  totpConfirmed: 'Authenticator app added. Keep your recovery codes somewhere safe',
  totpRemoved: 'Authenticator app removed',
  recoveryCodesReplaced: 'New recovery codes made; the old ones no longer work',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  verified: 'Login success',
  policySaved: 'Second factor setting saved',
} as const

export const secondFactorErrorMessages = {
  wrongCode: 'The code is incorrect or was already used',
  codeRequired: 'Enter a code from your authenticator app or a recovery code',
  challengeExpired: 'This sign-in has expired. Please sign in again',
  noPendingEnrolment: 'Start adding the authenticator app again',
  alreadyEnrolled: 'An authenticator app is already set up; remove it first to add another',
  notEnrolled: 'No authenticator app is set up',
  passkeyRefused: 'The passkey could not be verified',
  passkeyNotFound: 'Passkey not found',
  passkeyUnsupported: 'This browser cannot use passkeys',
  passkeyCancelled: 'The passkey was not used. Try again, or use a code',
  enrolmentRequired: 'Add a second factor to your account before you continue',
  lastFactorRequired: 'A second factor is required for your account; add another before removing this one',
} as const

/** The labels of the second-factor fields, shared by forms and validation messages. */
export const secondFactorLabels = {
  code: 'Code',
  passkeyName: 'Passkey name',
  /** The fresh-login prompt of a user with a second factor. */
  freshLoginCode: 'Enter a code from your authenticator app or a recovery code, or use a passkey.',
  usePasskey: 'Use a passkey',
} as const
