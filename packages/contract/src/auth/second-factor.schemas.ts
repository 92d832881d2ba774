import { z } from 'zod'
import { rules } from '../common/validation'
import { tokenPair } from './auth.schemas'
import { secondFactorLabels } from './second-factor.messages'

export const secondFactorMethods = ['TOTP', 'PASSKEY', 'RECOVERY_CODE'] as const
export type SecondFactorMethod = (typeof secondFactorMethods)[number]

/** Who asks a user for a second factor: the platform (operators) or the user's company. */
export const secondFactorRequirements = ['OPERATOR', 'COMPANY'] as const
export type SecondFactorRequirement = (typeof secondFactorRequirements)[number]

/** A six-digit code from the app, or a recovery code (spaces and hyphens ignored). */
const codeRule = () => rules.between(secondFactorLabels.code, 6, 32)

/**
 * Login's answer: the token pair, or, for a user with a second factor, the second step's token
 * (`mfa_token`, minutes-long and single-use) instead. A pair may say that the user must enrol a second
 * factor first: until then the session reaches only the enrolment calls.
 */
export const signInPair = tokenPair.extend({ second_factor_enrolment_required: z.boolean().optional() })
export const secondFactorChallenge = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  mfa_methods: z.array(z.enum(secondFactorMethods)),
})
export const loginResult = z.union([signInPair, secondFactorChallenge])
export type LoginResult = z.infer<typeof loginResult>
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>

export const totpEnrolment = z.object({ secret: z.string(), otpauth_url: z.string() })
export type TotpEnrolment = z.infer<typeof totpEnrolment>

export const secondFactorCodeBody = z.object({ code: codeRule() })
export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof recoveryCodes>

export const mfaVerifyBody = z.object({
  mfa_token: rules.required('Sign-in token'),
  code: codeRule(),
})
export type MfaVerifyBody = z.infer<typeof mfaVerifyBody>

export const passkeyItem = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
})
export type PasskeyItem = z.infer<typeof passkeyItem>

export const secondFactorStatus = z.object({
  totp: z.object({ is_enrolled: z.boolean(), confirmed_at: z.string().nullable() }),
  passkeys: z.array(passkeyItem),
  recovery_codes_left: z.number().int(),
  /** Why the user must have one, or null when it is the user's own choice. */
  required_by: z.enum(secondFactorRequirements).nullable(),
  /** This session was started without one and reaches only the enrolment calls until one is added. */
  is_enrolment_pending: z.boolean(),
})
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>

/** WebAuthn options as `@simplewebauthn/browser` takes them; their shape is the WebAuthn standard's. */
export const webAuthnOptions = z.object({ options: z.record(z.string(), z.unknown()) })

/** A browser's WebAuthn answer (registration or authentication), as `@simplewebauthn/browser` gives it. */
export const webAuthnResponse = z.looseObject({
  id: rules.required('Credential'),
  rawId: rules.required('Credential'),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
})
export type WebAuthnResponse = z.infer<typeof webAuthnResponse>

export const passkeyRegisterBody = z.object({
  response: webAuthnResponse,
  name: rules.between(secondFactorLabels.passkeyName, 1, 60),
})
export const passkeyRegistered = z.object({
  passkey: passkeyItem,
  /** Handed out once when the passkey is the account's first second factor; otherwise null. */
  recovery_codes: z.array(z.string()).nullable(),
})

export const passkeyOptionsBody = z.object({ mfa_token: rules.required('Sign-in token') })
export const passkeyVerifyBody = z.object({
  mfa_token: rules.required('Sign-in token'),
  response: webAuthnResponse,
})

export const passkeyIdParams = z.object({ id: z.uuid() })

export const secondFactorPolicy = z.object({ is_required: z.boolean() })
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicy>
