import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The billing screens of both sides and the operator console's billing, by their contract path. */
export const billingPages: Record<string, PageModule> = {
  '/consumer/billings/billings-history': lazyModule(() =>
    import('./billings-history-route').then((module) => module.BillingsHistoryRoute),
  ),
  '/consumer/billings/transaction-history': lazyModule(() =>
    import('./transaction-history-route').then((module) => module.ConsumerTransactionHistoryRoute),
  ),
  '/consumer/billings/spend-caps': lazyModule(() =>
    import('./spend-caps-route').then((module) => module.SpendCapsRoute),
  ),
  '/provider/billings/settlement-history': lazyModule(() =>
    import('./settlement-history-route').then((module) => module.SettlementHistoryRoute),
  ),
  '/provider/billings/transaction-history': lazyModule(() =>
    import('./transaction-history-route').then((module) => module.ProviderTransactionHistoryRoute),
  ),
  '/operator/billing': lazyModule(() =>
    import('./operator-billing-route').then((module) => module.OperatorBillingRoute),
  ),
}
