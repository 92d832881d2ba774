import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The operator console's screens, by their path in the contract's screen list. */
export const operatorPages: Record<string, PageModule> = {
  '/operator/tenants': lazyModule(() =>
    import('./operator-tenants-route').then((module) => module.OperatorTenantsRoute),
  ),
  '/operator/tenants/{id}': lazyModule(() =>
    import('./operator-tenant-detail-route').then((module) => module.OperatorTenantDetailRoute),
  ),
  '/operator/users': lazyModule(() =>
    import('./operator-users-route').then((module) => module.OperatorUsersRoute),
  ),
  '/operator/data-needs': lazyModule(() =>
    import('./operator-data-needs-route').then((module) => module.OperatorDataNeedsRoute),
  ),
  '/operator/data-needs/{id}': lazyModule(() =>
    import('./operator-data-need-detail-route').then((module) => module.OperatorDataNeedDetailRoute),
  ),
  '/operator/jobs': lazyModule(() =>
    import('./operator-jobs-route').then((module) => module.OperatorJobsRoute),
  ),
}
