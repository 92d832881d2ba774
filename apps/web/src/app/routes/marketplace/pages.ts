import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The consumer's marketplace screens, by their path in the contract's screen list. */
export const marketplacePages: Record<string, PageModule> = {
  '/consumer/marketplace': lazyModule(() =>
    import('./landing-route').then((module) => module.MarketplaceLandingRoute),
  ),
  '/consumer/marketplace/products': lazyModule(() =>
    import('./products-route').then((module) => module.MarketplaceProductsRoute),
  ),
  '/consumer/marketplace/products/{id}': lazyModule(() =>
    import('./product-detail-route').then((module) => module.MarketplaceProductDetailRoute),
  ),
  '/consumer/marketplace/products/{id}/request': lazyModule(() =>
    import('./request-product-route').then((module) => module.RequestProductRoute),
  ),
  '/consumer/marketplace/providers': lazyModule(() =>
    import('./providers-route').then((module) => module.MarketplaceProvidersRoute),
  ),
  '/consumer/marketplace/providers/{id}': lazyModule(() =>
    import('./provider-detail-route').then((module) => module.MarketplaceProviderDetailRoute),
  ),
}
