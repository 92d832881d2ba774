import { lazyModule, type PageModule } from '../../../lib/lazy-import'

const list = () => import('./data-assets-list-route')
const add = () => import('./data-asset-add-route')

/** Both sides' data-asset screens (one page each, acting for the side in the path). */
export const dataAssetsPages: Record<string, PageModule> = {
  '/consumer/data-management/data-assets': lazyModule(() =>
    list().then((module) => module.DataAssetsListRoute),
  ),
  '/consumer/data-management/data-assets/add-new-assets': lazyModule(() =>
    add().then((module) => module.DataAssetAddRoute),
  ),
  '/provider/data-management/data-assets': lazyModule(() =>
    list().then((module) => module.DataAssetsListRoute),
  ),
  '/provider/data-management/data-assets/add-new-assets': lazyModule(() =>
    add().then((module) => module.DataAssetAddRoute),
  ),
}
