import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The screens of this folder, by their path in the contract's screen list. */
export const dashboardPages: Record<string, PageModule> = {
  '/consumer': lazyModule(() =>
    import('./consumer-dashboard-route').then((module) => module.ConsumerDashboardRoute),
  ),
  '/provider': lazyModule(() =>
    import('./provider-dashboard-route').then((module) => module.ProviderDashboardRoute),
  ),
}
