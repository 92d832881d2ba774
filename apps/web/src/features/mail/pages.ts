import { lazyModule, type PageModule } from '../../lib/lazy-import'

/** The screens this feature serves, by their path in the contract's screen list. */
export const mailPages: Record<string, PageModule> = {
  '/dev/mailbox': lazyModule(() =>
    import('./routes/dev-mailbox-route').then((module) => module.DevMailboxRoute),
  ),
  '/contact': lazyModule(() => import('./routes/contact-route').then((module) => module.ContactRoute)),
}
