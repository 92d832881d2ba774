import { lazyModule, type PageModule } from '../../lib/lazy-import'

/** The screens this feature serves, by their path in the contract's screen list. */
export const authPages: Record<string, PageModule> = {
  '/login': lazyModule(() => import('./routes/login-route').then((module) => module.LoginRoute)),
}
