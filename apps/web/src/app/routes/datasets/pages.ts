import { lazyModule, type PageModule } from '../../../lib/lazy-import'

const apiForm = () => import('./api-dataset-form-route')
const fileForm = () => import('./file-dataset-form-route')
const secretShareForm = () => import('./secret-share-dataset-form-route')

/** The provider's dataset screens, by their path in the contract's screen list. */
export const datasetsPages: Record<string, PageModule> = {
  '/provider/data-management/datasets': lazyModule(() =>
    import('./datasets-list-route').then((module) => module.DatasetsListRoute),
  ),
  '/provider/data-management/datasets/add-new-datasets/api': lazyModule(() =>
    apiForm().then((module) => module.ApiDatasetAddRoute),
  ),
  '/provider/data-management/datasets/add-new-datasets/file-based': lazyModule(() =>
    fileForm().then((module) => module.FileDatasetAddRoute),
  ),
  '/provider/data-management/datasets/add-new-datasets/secret-share': lazyModule(() =>
    secretShareForm().then((module) => module.SecretShareDatasetAddRoute),
  ),
  '/provider/data-management/datasets/detail/api/{id?}': lazyModule(() =>
    import('./api-dataset-detail-route').then((module) => module.ApiDatasetDetailRoute),
  ),
  '/provider/data-management/datasets/detail/file-based/{id?}': lazyModule(() =>
    import('./file-dataset-detail-route').then((module) => module.FileDatasetDetailRoute),
  ),
  '/provider/data-management/datasets/detail/secret-share/{id?}': lazyModule(() =>
    import('./secret-share-dataset-detail-route').then((module) => module.SecretShareDatasetDetailRoute),
  ),
  '/provider/data-management/datasets/edit/api/{id?}': lazyModule(() =>
    apiForm().then((module) => module.ApiDatasetEditRoute),
  ),
  '/provider/data-management/datasets/edit/file-based/{id?}': lazyModule(() =>
    fileForm().then((module) => module.FileDatasetEditRoute),
  ),
  '/provider/data-management/datasets/edit/secret-share/{id?}': lazyModule(() =>
    secretShareForm().then((module) => module.SecretShareDatasetEditRoute),
  ),
}
