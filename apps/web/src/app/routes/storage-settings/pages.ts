import { lazyModule, type PageModule } from '../../../lib/lazy-import'

const list = () => import('./storage-settings-list-route')
const add = () => import('./storage-setting-add-route')
const detail = () => import('./storage-setting-detail-route')

/** Both sides' storage-setting screens (one page each, acting for the side in the path). */
export const storageSettingsPages: Record<string, PageModule> = {
  '/consumer/settings/storage': lazyModule(() => list().then((module) => module.StorageSettingsListRoute)),
  '/consumer/settings/storage/add': lazyModule(() => add().then((module) => module.StorageSettingAddRoute)),
  '/consumer/settings/storage/{id}': lazyModule(() =>
    detail().then((module) => module.StorageSettingDetailRoute),
  ),
  '/provider/settings/storage': lazyModule(() => list().then((module) => module.StorageSettingsListRoute)),
  '/provider/settings/storage/add': lazyModule(() => add().then((module) => module.StorageSettingAddRoute)),
  '/provider/settings/storage/{id}': lazyModule(() =>
    detail().then((module) => module.StorageSettingDetailRoute),
  ),
}
