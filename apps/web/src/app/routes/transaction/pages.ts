import { lazyModule, type PageModule } from '../../../lib/lazy-import'

const agreementPage = lazyModule(() => import('./agreement-route').then((module) => module.AgreementRoute))

/** The screens of transaction requests, purchased data and data-need requests, by their contract path. */
export const transactionPages: Record<string, PageModule> = {
  '/agreement': agreementPage,
  '/agreement/{version}': agreementPage,
  '/consumer/my-transaction': lazyModule(() =>
    import('./consumer-my-transaction-route').then((module) => module.ConsumerMyTransactionRoute),
  ),
  '/consumer/my-transaction/my-request': lazyModule(() =>
    import('./my-request-list-route').then((module) => module.MyRequestListRoute),
  ),
  '/consumer/my-transaction/my-request/detail/{id?}': lazyModule(() =>
    import('./my-request-detail-route').then((module) => module.MyRequestDetailRoute),
  ),
  '/provider/my-transaction': lazyModule(() =>
    import('./provider-my-transaction-route').then((module) => module.ProviderMyTransactionRoute),
  ),
  '/provider/my-transaction/request-approval': lazyModule(() =>
    import('./request-approval-list-route').then((module) => module.RequestApprovalListRoute),
  ),
  '/provider/my-transaction/request-approval/detail/{id?}': lazyModule(() =>
    import('./request-approval-detail-route').then((module) => module.RequestApprovalDetailRoute),
  ),
  '/provider/my-transaction/request-summary': lazyModule(() =>
    import('./request-summary-route').then((module) => module.RequestSummaryRoute),
  ),
  '/provider/my-transaction/request-summary/{id}': lazyModule(() =>
    import('./request-summary-detail-route').then((module) => module.RequestSummaryDetailRoute),
  ),
  '/consumer/my-transaction/data-delivery': lazyModule(() =>
    import('./data-delivery-route').then((module) => module.DataDeliveryRoute),
  ),
  '/consumer/my-transaction/purchased-data': lazyModule(() =>
    import('./purchased-list-route').then((module) => module.PurchasedListRoute),
  ),
  '/consumer/my-transaction/purchased-data/{transaction_no}': lazyModule(() =>
    import('./purchased-detail-route').then((module) => module.PurchasedDetailRoute),
  ),
  '/consumer/my-transaction/purchased-data/{transaction_no}/documentation': lazyModule(() =>
    import('./purchased-documentation-route').then((module) => module.PurchasedDocumentationRoute),
  ),
  '/consumer/my-transaction/purchased-data/{transaction_no}/file-to-api': lazyModule(() =>
    import('./file-to-api-route').then((module) => module.FileToApiRoute),
  ),
  '/consumer/marketplace/request': lazyModule(() =>
    import('./recommendations-request-route').then((module) => module.RecommendationsRequestRoute),
  ),
  '/provider/my-transaction/data-needs': lazyModule(() =>
    import('./recommendations-board-route').then((module) => module.RecommendationsBoardRoute),
  ),
}
