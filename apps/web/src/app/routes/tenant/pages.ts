import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The screens of this folder, by their path in the contract's screen list. */
export const tenantPages: Record<string, PageModule> = {
  '/my-account/company-info': lazyModule(() =>
    import('./company-info-route').then((module) => module.CompanyInfoRoute),
  ),
  '/subscription': lazyModule(() =>
    import('./subscription-route').then((module) => module.SubscriptionRoute),
  ),
  '/subscription/customer': lazyModule(() =>
    import('./subscription-customer-route').then((module) => module.SubscriptionCustomerRoute),
  ),
  '/subscription/provider': lazyModule(() =>
    import('./subscription-provider-route').then((module) => module.SubscriptionProviderRoute),
  ),
}
