import { defineRoute, type HttpMethod } from '../common/routes'
import { emptyData, okResult } from '../common/result'
import { tokenPair } from './auth.schemas'
import {
  mfaVerifyBody,
  passkeyIdParams,
  passkeyOptionsBody,
  passkeyRegisterBody,
  passkeyRegistered,
  passkeyVerifyBody,
  recoveryCodes,
  secondFactorCodeBody,
  secondFactorPolicy,
  secondFactorStatus,
  totpEnrolment,
  webAuthnOptions,
} from './second-factor.schemas'

const tags = ['auth']
const signedIn = { access: { kind: 'signed-in' } } as const
const publicAccess = { access: { kind: 'public' } } as const
/** The company's second-factor rule: every member reads it, only the owner changes it. */
const companyScreen = { kind: 'screen', routeName: 'my-account-company-info' } as const
const companyOwner = { ...companyScreen, roles: [] } as const

/**
 * A second factor at sign-in (docs/decisions/0060-second-factor.md): an authenticator app (TOTP) with
 * recovery codes, and passkeys. Adding and removing one needs a fresh login.
 */
export const secondFactorRoutes = {
  status: defineRoute({
    method: 'GET',
    url: '/api/auth/mfa/status',
    schema: {
      tags,
      summary: 'The signed-in user’s second factors, recovery codes left, and whether one is required',
      response: { 200: okResult(secondFactorStatus) },
    },
    config: signedIn,
  }),
  totpEnroll: defineRoute({
    method: 'POST',
    url: '/api/auth/mfa/totp/enroll',
    schema: {
      tags,
      summary: 'Start adding an authenticator app (fresh login): its key, shown this once',
      response: { 200: okResult(totpEnrolment) },
    },
    config: signedIn,
  }),
  totpConfirm: defineRoute({
    method: 'POST',
    url: '/api/auth/mfa/totp/confirm',
    schema: {
      tags,
      summary: 'Finish adding the authenticator app with a code from it: ten recovery codes, shown this once',
      body: secondFactorCodeBody,
      response: { 200: okResult(recoveryCodes) },
    },
    config: signedIn,
  }),
  totpRemove: defineRoute({
    method: 'DELETE',
    url: '/api/auth/mfa/totp',
    schema: {
      tags,
      summary: 'Remove the authenticator app (fresh login)',
      response: { 200: okResult(emptyData) },
    },
    config: signedIn,
  }),
  recoveryCodes: defineRoute({
    method: 'POST',
    url: '/api/auth/mfa/recovery-codes',
    schema: {
      tags,
      summary: 'Replace the recovery codes (fresh login): ten new ones, shown this once',
      response: { 200: okResult(recoveryCodes) },
    },
    config: signedIn,
  }),
  verify: defineRoute({
    method: 'POST',
    url: '/api/auth/mfa/verify',
    schema: {
      tags,
      summary: 'The second step of a sign-in: a code from the app or a recovery code, for the token pair',
      body: mfaVerifyBody,
      response: { 200: okResult(tokenPair) },
    },
    config: publicAccess,
  }),
  passkeyRegisterOptions: defineRoute({
    method: 'POST',
    url: '/api/auth/mfa/passkey/register/options',
    schema: {
      tags,
      summary: 'Start adding a passkey (fresh login): the WebAuthn creation options',
      response: { 200: okResult(webAuthnOptions) },
    },
    config: signedIn,
  }),
  passkeyRegisterVerify: defineRoute({
    method: 'POST',
    url: '/api/auth/mfa/passkey/register/verify',
    schema: {
      tags,
      summary: 'Finish adding a passkey with the browser’s answer',
      body: passkeyRegisterBody,
      response: { 200: okResult(passkeyRegistered) },
    },
    config: signedIn,
  }),
  passkeyRemove: defineRoute({
    method: 'DELETE',
    url: '/api/auth/mfa/passkey/:id',
    schema: {
      tags,
      summary: 'Remove one of the signed-in user’s passkeys (fresh login)',
      params: passkeyIdParams,
      response: { 200: okResult(emptyData) },
    },
    config: signedIn,
  }),
  passkeyOptions: defineRoute({
    method: 'POST',
    url: '/api/auth/mfa/passkey/options',
    schema: {
      tags,
      summary: 'The second step of a sign-in with a passkey: the WebAuthn request options',
      body: passkeyOptionsBody,
      response: { 200: okResult(webAuthnOptions) },
    },
    config: publicAccess,
  }),
  passkeyVerify: defineRoute({
    method: 'POST',
    url: '/api/auth/mfa/passkey/verify',
    schema: {
      tags,
      summary: 'The second step of a sign-in with a passkey: the browser’s answer, for the token pair',
      body: passkeyVerifyBody,
      response: { 200: okResult(tokenPair) },
    },
    config: publicAccess,
  }),
  passkeyFreshOptions: defineRoute({
    method: 'POST',
    url: '/api/auth/mfa/passkey/fresh-options',
    schema: {
      tags,
      summary: 'WebAuthn request options for a fresh login with a passkey (sent to /fresh-login)',
      response: { 200: okResult(webAuthnOptions) },
    },
    config: signedIn,
  }),
  policy: defineRoute({
    method: 'GET',
    url: '/api/auth/tenant/second-factor',
    schema: {
      tags: ['tenant'],
      summary: 'Whether the company requires a second factor of every member',
      response: { 200: okResult(secondFactorPolicy) },
    },
    config: { access: companyScreen },
  }),
  savePolicy: defineRoute({
    method: 'PUT',
    url: '/api/auth/tenant/second-factor',
    schema: {
      tags: ['tenant'],
      summary: 'Require (or stop requiring) a second factor of every member (owner only)',
      body: secondFactorPolicy,
      response: { 200: okResult(secondFactorPolicy) },
    },
    config: { access: companyOwner },
  }),
} as const

const routeKey = (route: { method: HttpMethod; url: string }) => `${route.method} ${route.url}`

/**
 * What a session started without a required second factor may call until one is added: seeing and
 * adding factors, who is signed in, and signing out. The route gate refuses every other call.
 */
export const secondFactorEnrolmentRoutes: ReadonlySet<string> = new Set(
  [
    secondFactorRoutes.status,
    secondFactorRoutes.totpEnroll,
    secondFactorRoutes.totpConfirm,
    secondFactorRoutes.passkeyRegisterOptions,
    secondFactorRoutes.passkeyRegisterVerify,
    { method: 'GET', url: '/api/auth/user/information' } as const,
    { method: 'DELETE', url: '/api/auth/logout' } as const,
  ].map(routeKey),
)
export const secondFactorEnrolmentKey = routeKey

/** The error code of a call refused until a required second factor is added. */
export const secondFactorEnrolmentRequiredCode = 'SECOND_FACTOR_ENROLMENT_REQUIRED'
/** The error code of a fresh login or sign-in step that needs the second factor too. */
export const secondFactorRequiredCode = 'SECOND_FACTOR_REQUIRED'
