import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The audit trail's screens, by their path in the contract's screen list. */
export const auditPages: Record<string, PageModule> = {
  '/my-account/audit-log': lazyModule(() =>
    import('./audit-log-route').then((module) => module.AuditLogRoute),
  ),
  '/operator/audit-log': lazyModule(() =>
    import('./operator-audit-log-route').then((module) => module.OperatorAuditLogRoute),
  ),
}
