import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The screens of this folder, by their path in the contract's screen list. */
export const mailPages: Record<string, PageModule> = {
  '/dev/mailbox': lazyModule(() => import('./dev-mailbox-route').then((module) => module.DevMailboxRoute)),
  '/contact': lazyModule(() => import('./contact-route').then((module) => module.ContactRoute)),
}
