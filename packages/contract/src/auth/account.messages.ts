import { formatWaitDuration } from '../common/duration'

export const accountMessages = {
  loggedIn: 'Login success',
  loggedOut: 'Logout success',
  registered: 'Registration received. Please check your email to verify your account',
  emailVerified: 'Your email address is verified',
  /** Every public mail-sending call answers with this one message whatever the address, so it reveals nothing. */
  mailedIfKnown: 'If the address belongs to an account, we have sent a message to it',
  passwordReset: 'Your password has been reset. Please sign in with the new password',
  passwordChanged: 'Password changed. Other sessions were signed out',
  profileSaved: 'Profile saved',
  languageSaved: 'Language saved',
  profilePhotoSaved: 'Profile photo saved',
  emailChangeSent: 'We have sent a confirmation link to the new address',
  emailChanged: 'Your new email address is confirmed',
  identitySubmitted: 'Verification details submitted',
} as const

export const accountErrorMessages = {
  tokenExpired: 'Token expired',
  oldPasswordIncorrect: 'Old password is incorrect',
  emailUnchanged: 'The new email must be different from your current email',
  /** One answer for an unknown email, a wrong password and an account that may not sign in. */
  invalidCredentials: 'Email or password is incorrect',
  verificationLinkInvalid:
    'This verification link has expired or has already been used. Request a new one below.',
  resetLinkInvalid: 'This password reset link has expired or has already been used. Request a new one.',
  resetLinkNoLongerValid: 'This password reset link is no longer valid.',
  confirmationLinkInvalid: 'This confirmation link has expired or has already been used.',
  confirmationLinkNoLongerValid: 'This confirmation link is no longer valid.',
  emailTaken: 'This email address is already used by another account',
} as const

/** Sign-in and the other guarded account calls, when a limit holds: 'try again in 11 minutes'. */
export const tooManyAttemptsMessage = (retryAfterSeconds: number) =>
  `Too many attempts, please try again in ${formatWaitDuration(retryAfterSeconds)}`
