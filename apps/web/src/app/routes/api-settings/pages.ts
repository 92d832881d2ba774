import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The provider's API-setting screens, by their path in the contract's screen list. */
export const apiSettingsPages: Record<string, PageModule> = {
  '/provider/settings/api': lazyModule(() =>
    import('./api-settings-list-route').then((module) => module.ApiSettingsListRoute),
  ),
  '/provider/settings/api/add': lazyModule(() =>
    import('./api-setting-add-route').then((module) => module.ApiSettingAddRoute),
  ),
  '/provider/settings/api/{id}': lazyModule(() =>
    import('./api-setting-detail-route').then((module) => module.ApiSettingDetailRoute),
  ),
}
