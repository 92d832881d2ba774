import { lazyModule, type PageModule } from '../../lib/lazy-import'

/** The screens of the provider catalogue and settings, by their path in the contract's screen list. */
export const dataPages: Record<string, PageModule> = {
  '/provider/my-products': lazyModule(() =>
    import('./routes/products-list-route').then((module) => module.ProductsListRoute),
  ),
  '/provider/my-products/add': lazyModule(() =>
    import('./routes/products-add-route').then((module) => module.ProductsAddRoute),
  ),
  '/provider/my-products/detail/{id}': lazyModule(() =>
    import('./routes/products-detail-route').then((module) => module.ProductsDetailRoute),
  ),
  '/provider/my-products/edit/{id}': lazyModule(() =>
    import('./routes/products-edit-route').then((module) => module.ProductsEditRoute),
  ),
  '/provider/settings/api': lazyModule(() =>
    import('./routes/api-settings-list-route').then((module) => module.ApiSettingsListRoute),
  ),
  '/provider/settings/api/add': lazyModule(() =>
    import('./routes/api-settings-add-route').then((module) => module.ApiSettingsAddRoute),
  ),
  '/provider/settings/api/{id}': lazyModule(() =>
    import('./routes/api-settings-detail-route').then((module) => module.ApiSettingsDetailRoute),
  ),
  '/consumer/settings/storage': lazyModule(() =>
    import('./routes/storage-settings-list-route').then((module) => module.StorageSettingsListRoute),
  ),
  '/consumer/settings/storage/add': lazyModule(() =>
    import('./routes/storage-settings-add-route').then((module) => module.StorageSettingsAddRoute),
  ),
  '/consumer/settings/storage/{id}': lazyModule(() =>
    import('./routes/storage-settings-detail-route').then((module) => module.StorageSettingsDetailRoute),
  ),
  '/consumer/data-management/data-assets': lazyModule(() =>
    import('./routes/data-assets-list-route').then((module) => module.DataAssetsListRoute),
  ),
  '/consumer/data-management/data-assets/add-new-assets': lazyModule(() =>
    import('./routes/data-assets-add-route').then((module) => module.DataAssetsAddRoute),
  ),
  '/provider/settings/storage': lazyModule(() =>
    import('./routes/storage-settings-list-route').then((module) => module.StorageSettingsListRoute),
  ),
  '/provider/settings/storage/add': lazyModule(() =>
    import('./routes/storage-settings-add-route').then((module) => module.StorageSettingsAddRoute),
  ),
  '/provider/settings/storage/{id}': lazyModule(() =>
    import('./routes/storage-settings-detail-route').then((module) => module.StorageSettingsDetailRoute),
  ),
  '/provider/data-management/data-assets': lazyModule(() =>
    import('./routes/data-assets-list-route').then((module) => module.DataAssetsListRoute),
  ),
  '/provider/data-management/data-assets/add-new-assets': lazyModule(() =>
    import('./routes/data-assets-add-route').then((module) => module.DataAssetsAddRoute),
  ),
  '/provider/data-management/datasets': lazyModule(() =>
    import('./routes/datasets-list-route').then((module) => module.DatasetsListRoute),
  ),
  '/provider/data-management/datasets/add-new-datasets/api': lazyModule(() =>
    import('./routes/datasets-api-form-route').then((module) => module.DatasetsApiAddRoute),
  ),
  '/provider/data-management/datasets/add-new-datasets/file-based': lazyModule(() =>
    import('./routes/datasets-file-form-route').then((module) => module.DatasetsFileAddRoute),
  ),
  '/provider/data-management/datasets/add-new-datasets/secret-share': lazyModule(() =>
    import('./routes/datasets-secret-share-form-route').then((module) => module.DatasetsSecretShareAddRoute),
  ),
  '/provider/data-management/datasets/detail/api/{id?}': lazyModule(() =>
    import('./routes/datasets-api-detail-route').then((module) => module.DatasetsApiDetailRoute),
  ),
  '/provider/data-management/datasets/detail/file-based/{id?}': lazyModule(() =>
    import('./routes/datasets-file-detail-route').then((module) => module.DatasetsFileDetailRoute),
  ),
  '/provider/data-management/datasets/edit/api/{id?}': lazyModule(() =>
    import('./routes/datasets-api-form-route').then((module) => module.DatasetsApiEditRoute),
  ),
  '/provider/data-management/datasets/edit/file-based/{id?}': lazyModule(() =>
    import('./routes/datasets-file-form-route').then((module) => module.DatasetsFileEditRoute),
  ),
  '/provider/data-management/datasets/edit/secret-share/{id?}': lazyModule(() =>
    import('./routes/datasets-secret-share-form-route').then((module) => module.DatasetsSecretShareEditRoute),
  ),
  '/consumer/marketplace': lazyModule(() =>
    import('./routes/marketplace-landing-route').then((module) => module.MarketplaceLandingRoute),
  ),
  '/consumer/marketplace/products': lazyModule(() =>
    import('./routes/marketplace-products-route').then((module) => module.MarketplaceProductsRoute),
  ),
  '/consumer/marketplace/products/{id}': lazyModule(() =>
    import('./routes/marketplace-product-detail-route').then(
      (module) => module.MarketplaceProductDetailRoute,
    ),
  ),
  '/consumer/marketplace/providers': lazyModule(() =>
    import('./routes/marketplace-providers-route').then((module) => module.MarketplaceProvidersRoute),
  ),
  '/consumer/marketplace/providers/{id}': lazyModule(() =>
    import('./routes/marketplace-provider-detail-route').then(
      (module) => module.MarketplaceProviderDetailRoute,
    ),
  ),
}
