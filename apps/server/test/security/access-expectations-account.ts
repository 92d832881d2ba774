import type { AccessExpectation } from './access-expectation-types'
import { caller, elsewhere } from './access-expectation-builders'

/**
 * The access expectations of a person's own account: sign-in, sessions, the account's settings, its second
 * factors and its company's audit trail. Part of `accessExpectations`, which every route must be in.
 */
export const accountAccessExpectations: Record<string, AccessExpectation> = {
  'accountRoutes.changePassword': caller,
  'accountRoutes.forgotPassword': caller,
  'accountRoutes.freshLogin': caller,
  'accountRoutes.register': caller,
  'accountRoutes.resendVerification': caller,
  'accountRoutes.resetPassword': caller,
  'accountRoutes.sendEmail': caller,
  'accountRoutes.updateLanguage': caller,
  'accountRoutes.updateUser': caller,
  'accountRoutes.uploadProfilePhoto': caller,
  'accountRoutes.userDetail': caller,
  'accountRoutes.verification': caller,
  'accountRoutes.verifyEmail': caller,
  'accountRoutes.verifyInformation': caller,

  // The trail of the caller's own company; the operators' view reads every company's by design.
  'auditRoutes.tenantList': caller,
  'auditRoutes.tenantExport': caller,
  'auditRoutes.tenantPeople': caller,
  'auditRoutes.operatorList': caller,
  'auditRoutes.operatorExport': caller,

  'authRoutes.login': caller,
  'authRoutes.logout': { scope: 'caller', endsSession: true },
  'authRoutes.refreshToken': caller,
  'authRoutes.userInformation': caller,

  'secondFactorRoutes.status': caller,
  'secondFactorRoutes.totpEnroll': caller,
  'secondFactorRoutes.totpConfirm': caller,
  'secondFactorRoutes.totpRemove': caller,
  'secondFactorRoutes.recoveryCodes': caller,
  'secondFactorRoutes.verify': caller,
  'secondFactorRoutes.passkeyRegisterOptions': caller,
  'secondFactorRoutes.passkeyRegisterVerify': caller,
  'secondFactorRoutes.passkeyRemove': elsewhere(
    'modules/auth/second-factor-passkeys.test.ts (another user’s passkey is not found)',
  ),
  'secondFactorRoutes.passkeyOptions': caller,
  'secondFactorRoutes.passkeyVerify': caller,
  'secondFactorRoutes.passkeyFreshOptions': caller,
  'secondFactorRoutes.policy': caller,
  'secondFactorRoutes.savePolicy': caller,
}
