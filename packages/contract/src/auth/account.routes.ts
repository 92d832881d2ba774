import { defineRoute } from '../common/routes'
import { emptyData, okResult } from '../common/result'
import {
  changePasswordBody,
  emailAddressParams,
  freshLoginBody,
  freshLoginResult,
  profilePhotoResult,
  registerBody,
  resetPasswordBody,
  sendEmailBody,
  tokenBody,
  updateUserBody,
  userLanguageBody,
  userDetail,
} from './account.schemas'
import { tokenPair } from './auth.schemas'

const tags = ['auth']
const publicAccess = { access: { kind: 'public' } } as const
const signedIn = { access: { kind: 'signed-in' } } as const

/** The account flows of one user, under /api/auth (docs/product.md#calls). */
export const accountRoutes = {
  register: defineRoute({
    method: 'POST',
    url: '/api/auth/user/register',
    schema: {
      tags,
      summary:
        'Sign a company up: its tenant and its owner. Answers the same whether or not the email is taken',
      body: registerBody,
      response: { 200: okResult(emptyData) },
    },
    config: publicAccess,
  }),
  verification: defineRoute({
    method: 'PUT',
    url: '/api/auth/verification',
    schema: {
      tags,
      summary: 'Confirm an email address with the token of the verification mail',
      body: tokenBody,
      response: { 200: okResult(emptyData) },
    },
    config: publicAccess,
  }),
  resendVerification: defineRoute({
    method: 'POST',
    url: '/api/auth/resend-verification/:email_address',
    schema: {
      tags,
      summary: 'Mail a new verification link (same answer for every address)',
      params: emailAddressParams,
      response: { 200: okResult(emptyData) },
    },
    config: publicAccess,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    url: '/api/auth/forgot-password/:email_address',
    schema: {
      tags,
      summary: 'Mail a password-reset link (same answer for every address)',
      params: emailAddressParams,
      response: { 200: okResult(emptyData) },
    },
    config: publicAccess,
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    url: '/api/auth/reset-password',
    schema: {
      tags,
      summary: 'Set a new password with the token of the reset mail; ends every session of the user',
      body: resetPasswordBody,
      response: { 200: okResult(emptyData) },
    },
    config: publicAccess,
  }),
  userDetail: defineRoute({
    method: 'GET',
    url: '/api/auth/user/detail',
    schema: { tags, summary: 'The signed-in user’s profile', response: { 200: okResult(userDetail) } },
    config: signedIn,
  }),
  updateUser: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/update',
    schema: {
      tags,
      summary: 'Change the signed-in user’s name, phone number and position',
      body: updateUserBody,
      response: { 200: okResult(userDetail) },
    },
    config: signedIn,
  }),
  updateLanguage: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/language',
    schema: {
      tags,
      summary: 'Save the language of the signed-in user’s screens, mails and PDFs',
      body: userLanguageBody,
      response: { 200: okResult(userLanguageBody) },
    },
    config: signedIn,
  }),
  uploadProfilePhoto: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/upload-profile-photo',
    schema: {
      tags,
      summary: 'Replace the profile photo (form data field `file`: JPEG, PNG or WebP, at most 2 MB)',
      response: { 200: okResult(profilePhotoResult) },
    },
    config: signedIn,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/change-password',
    schema: {
      tags,
      summary: 'Change the password; every other session ends and this one gets a new token pair',
      body: changePasswordBody,
      response: { 200: okResult(tokenPair) },
    },
    config: signedIn,
  }),
  sendEmail: defineRoute({
    method: 'POST',
    url: '/api/auth/user/send-email',
    schema: {
      tags,
      summary: 'Start an email change: mails a confirmation link to the new address (fresh login required)',
      body: sendEmailBody,
      response: { 200: okResult(emptyData) },
    },
    config: signedIn,
  }),
  verifyEmail: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/verify-email',
    schema: {
      tags,
      summary: 'Finish an email change with the token mailed to the new address',
      body: tokenBody,
      response: { 200: okResult(emptyData) },
    },
    config: publicAccess,
  }),
  verifyInformation: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/verify-information',
    schema: {
      tags,
      summary:
        'Submit personal verification details (form data: national_id_number, employee_position, file)',
      response: { 200: okResult(userDetail) },
    },
    config: signedIn,
  }),
  freshLogin: defineRoute({
    method: 'POST',
    url: '/api/auth/fresh-login',
    schema: {
      tags,
      summary: 'Re-enter the password: sensitive actions are allowed for the next 5 minutes',
      body: freshLoginBody,
      response: { 200: okResult(freshLoginResult) },
    },
    config: signedIn,
  }),
} as const
