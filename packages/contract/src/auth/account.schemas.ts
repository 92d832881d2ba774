import { z } from 'zod'
import { webAuthnResponse } from './second-factor.schemas'
import { applicationRoles, languages, userStatuses } from '../common/enums'
import { rules, withPasswordConfirmation, type FileRule } from '../common/validation'
import { companySizeSchema, industrySchema } from '../dropdown/reference-lists'

/**
 * Field labels the user sees; the validation messages are built from them
 * (docs/product.md#validation-messages).
 */
export const accountLabels = {
  fullName: 'Full name',
  email: 'Email',
  phoneNumber: 'Phone number',
  password: 'Password',
  passwordConfirmation: 'Password confirmation',
  oldPassword: 'Old password',
  legalName: 'Company legal name',
  industry: 'Industry',
  companySize: 'Company size',
  employeePosition: 'Employee position',
  nationalIdNumber: 'National ID number',
  profilePhoto: 'Profile photo',
  identityDocument: 'ID document',
} as const

const label = accountLabels

export const fullNameRule = () => rules.between(label.fullName, 3, 100)
export const employeePositionRule = () => rules.between(label.employeePosition, 2, 100)

export const registerBody = withPasswordConfirmation(
  z.object({
    full_name: fullNameRule(),
    email: rules.businessEmail(label.email),
    phone_number: rules.phone(label.phoneNumber),
    password: rules.complexPassword(label.password),
    password_confirmation: rules.required(label.passwordConfirmation),
    legal_name: rules.between(label.legalName, 3, 150),
    industry: industrySchema(label.industry),
    company_size: companySizeSchema(label.companySize),
    employee_position: employeePositionRule(),
    /** The language of the page signed up on: the verification mail and later ones speak it. */
    language: z.enum(languages).optional(),
  }),
)
export type RegisterBody = z.infer<typeof registerBody>

/** A one-time token from a mailed link. */
export const tokenBody = z.object({ token: rules.required('Token') })
export type TokenBody = z.infer<typeof tokenBody>

/** `{email_address}` in the path of forgot-password and resend-verification. */
export const emailAddressParams = z.object({ email_address: rules.email(label.email) })
export type EmailAddressParams = z.infer<typeof emailAddressParams>

/** The email form of forgot-password and resend-verification screens. */
export const emailAddressForm = z.object({ email: rules.email(label.email) })
export type EmailAddressForm = z.infer<typeof emailAddressForm>

export const newPasswordFields = z.object({
  password: rules.complexPassword(label.password),
  password_confirmation: rules.required(label.passwordConfirmation),
})
export const newPasswordForm = withPasswordConfirmation(newPasswordFields)
export type NewPasswordForm = z.infer<typeof newPasswordForm>

export const resetPasswordBody = withPasswordConfirmation(
  newPasswordFields.extend({ token: rules.required('Token') }),
)
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>

export const changePasswordBody = withPasswordConfirmation(
  newPasswordFields.extend({ old_password: rules.required(label.oldPassword) }),
)
export type ChangePasswordBody = z.infer<typeof changePasswordBody>

export const updateUserBody = z.object({
  full_name: fullNameRule(),
  phone_number: rules.phone(label.phoneNumber),
  employee_position: employeePositionRule(),
})
export type UpdateUserBody = z.infer<typeof updateUserBody>

export const sendEmailBody = z.object({ email: rules.businessEmail(label.email) })
export type SendEmailBody = z.infer<typeof sendEmailBody>

/** The signed-in user's language for screens, mails and PDFs (docs/decisions/0074-languages.md). */
export const userLanguageBody = z.object({ language: z.enum(languages) })
export type UserLanguageBody = z.infer<typeof userLanguageBody>

export const freshLoginBody = z.object({
  password: rules.required(label.password),
  /** For a user with a second factor: a code from the app or a recovery code, or a passkey's answer. */
  code: z.string().trim().max(32).optional(),
  passkey_response: webAuthnResponse.optional(),
})
export type FreshLoginBody = z.infer<typeof freshLoginBody>

export const freshLoginResult = z.object({ fresh_until: z.string() })

/** The text fields of the personal verification form (sent as form data beside the document). */
export const verifyInformationFields = z.object({
  national_id_number: rules
    .numeric(label.nationalIdNumber)
    .pipe(rules.between(label.nationalIdNumber, 16, 16)),
  employee_position: employeePositionRule(),
})
export type VerifyInformationFields = z.infer<typeof verifyInformationFields>

export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

/** ≤ 2 MB, jpeg/png/webp. The server checks the bytes themselves, not the name or the browser's type. */
export const profilePhotoRule: FileRule = {
  label: label.profilePhoto,
  isImage: true,
  mimeTypes: imageMimeTypes,
  maxKilobytes: 2000,
  isRequired: true,
}

export const identityDocumentRule: FileRule = {
  label: label.identityDocument,
  isImage: true,
  mimeTypes: imageMimeTypes,
  maxKilobytes: 2000,
  isRequired: true,
}

export const profilePhotoResult = z.object({ profile_url: z.string() })

export const identityVerification = z.object({
  /** Only the last four digits are ever sent back. */
  national_id_number_masked: z.string(),
  employee_position: z.string(),
  document_url: z.string(),
  submitted_at: z.string(),
})
export type IdentityVerification = z.infer<typeof identityVerification>

export const userDetail = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  employee_position: z.string().nullable(),
  profile_url: z.string().nullable(),
  application_role: z.enum(applicationRoles),
  status: z.enum(userStatuses),
  user_is_verified: z.boolean(),
  tenant_id: z.string(),
  legal_name: z.string(),
  /** An address waiting for its confirmation link to be opened. */
  pending_email: z.string().nullable(),
  identity_verification: identityVerification.nullable(),
})
export type UserDetail = z.infer<typeof userDetail>

/** The code of an expired, used or unknown mailed link. */
export const invalidLinkCode = 'INVALID_TOKEN'
