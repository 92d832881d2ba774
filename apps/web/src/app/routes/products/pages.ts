import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The provider's product screens, by their path in the contract's screen list. */
export const productsPages: Record<string, PageModule> = {
  '/provider/my-products': lazyModule(() =>
    import('./products-list-route').then((module) => module.ProductsListRoute),
  ),
  '/provider/my-products/add': lazyModule(() =>
    import('./product-add-route').then((module) => module.ProductAddRoute),
  ),
  '/provider/my-products/detail/{id}': lazyModule(() =>
    import('./product-detail-route').then((module) => module.ProductDetailRoute),
  ),
  '/provider/my-products/edit/{id}': lazyModule(() =>
    import('./product-edit-route').then((module) => module.ProductEditRoute),
  ),
}
