import { lazyModule, type PageModule } from '../../../lib/lazy-import'
import { LoginRoute } from './login-route'

const thankYou = () => import('./thank-you-route')

/** The screens of this folder, by their path in the contract's screen list. */
export const authPages: Record<string, PageModule> = {
  // Most first visits open the sign-in screen: it comes with the app's first script rather than as a
  // dozen small files after it (docs/decisions/0049-login-bytes.md).
  '/login': () => Promise.resolve(LoginRoute),
  '/signup': lazyModule(() => import('./signup-route').then((module) => module.SignupRoute)),
  '/forgot-password': lazyModule(() =>
    import('./forgot-password-route').then((module) => module.ForgotPasswordRoute),
  ),
  '/reset-password': lazyModule(() =>
    import('./reset-password-route').then((module) => module.ResetPasswordRoute),
  ),
  '/email-verification': lazyModule(() =>
    import('./email-verification-route').then((module) => module.EmailVerificationRoute),
  ),
  '/email-verification/new-email': lazyModule(() =>
    import('./new-email-verification-route').then((module) => module.NewEmailVerificationRoute),
  ),
  '/thank-you/signup': lazyModule(() => thankYou().then((module) => module.SignupThankYouRoute)),
  '/thank-you/forgot-password': lazyModule(() =>
    thankYou().then((module) => module.ForgotPasswordThankYouRoute),
  ),
  '/thank-you/reset-password': lazyModule(() =>
    thankYou().then((module) => module.ResetPasswordThankYouRoute),
  ),
  '/thank-you/verification': lazyModule(() => thankYou().then((module) => module.VerificationThankYouRoute)),
  '/thank-you/request-recommendation': lazyModule(() =>
    thankYou().then((module) => module.RequestRecommendationThankYouRoute),
  ),
  '/my-account': lazyModule(() => import('./my-account-route').then((module) => module.MyAccountRoute)),
  '/my-account/account': lazyModule(() => import('./account-route').then((module) => module.AccountRoute)),
  '/my-account/security': lazyModule(() => import('./security-route').then((module) => module.SecurityRoute)),
}
