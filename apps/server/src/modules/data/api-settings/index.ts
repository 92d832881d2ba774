import { apiSettingMessages, apiSettingsRoutes, type DemoUpstreamAccess } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createOutboundHttp } from '../../../lib/outbound-http'
import { ok } from '../../../lib/result'
import { createSecrets } from '../../../lib/secrets'
import type { ModuleContext } from '../../context'
import { createApiSettingsRepository } from './api-settings.repository'
import { createApiSettingsService } from './api-settings.service'
import { createUpstreamChangeAnnouncer } from './upstream-change-notices'

export { upstreamAuthHeaders, type UpstreamCredentials } from './api-settings.service'
export { createUpstreamChangeAnnouncer, type AnnounceUpstreamChange } from './upstream-change-notices'

/** How the provider's upstream APIs are reached, with their credentials sealed at rest. */
export function createApiSettingsServices({
  db,
  audit,
  config,
  notices,
  logger,
  listeningPort,
  demoUpstream = () => null,
}: Pick<ModuleContext, 'db' | 'audit' | 'config' | 'notices' | 'logger' | 'listeningPort'> & {
  /** The demo upstream's address and key while demo mode is on (the demo-upstream area's answer). */
  demoUpstream?: () => DemoUpstreamAccess
}) {
  return createApiSettingsService({
    db,
    apiSettings: createApiSettingsRepository(db),
    secrets: createSecrets(config.masterKey, config.previousMasterKeys),
    audit,
    announceUpstreamChange: createUpstreamChangeAnnouncer(notices, logger),
    http: createOutboundHttp(config, listeningPort ? { listeningPort } : {}),
    demoUpstream,
  })
}
export type ApiSettingsServices = ReturnType<typeof createApiSettingsServices>

/** Provider settings: how the company's upstream APIs are reached (owner only, docs/product.md#role-table). */
export const apiSettingsModule: FastifyPluginAsyncZod<{ apiSettings: ApiSettingsServices }> = async (
  app,
  { apiSettings },
) => {
  app.route({
    ...apiSettingsRoutes.list,
    handler: async (request) => ok(await apiSettings.list(request.actor, request.query)),
  })

  app.route({
    ...apiSettingsRoutes.detail,
    handler: async (request) => ok(await apiSettings.detail(request.actor, request.params.id)),
  })

  app.route({
    ...apiSettingsRoutes.add,
    handler: async (request) =>
      ok(
        await apiSettings.add(request.actor, request.body, request.query.draft),
        request.query.draft ? apiSettingMessages.savedAsDraft : apiSettingMessages.added,
      ),
  })

  app.route({
    ...apiSettingsRoutes.update,
    handler: async (request) =>
      ok(
        await apiSettings.update(request.actor, request.body, request.query.draft),
        request.query.draft ? apiSettingMessages.savedAsDraft : apiSettingMessages.updated,
      ),
  })

  app.route({
    ...apiSettingsRoutes.delete,
    handler: async (request) =>
      ok(await apiSettings.remove(request.actor, request.params.id), apiSettingMessages.deleted),
  })

  app.route({
    ...apiSettingsRoutes.connectionTest,
    handler: async (request) => ok(await apiSettings.testConnection(request.actor, request.params.id)),
  })

  app.route({
    ...apiSettingsRoutes.demoUpstream,
    handler: async () => ok(apiSettings.demoUpstream()),
  })

  app.route({
    ...apiSettingsRoutes.authSettings,
    handler: async (request) => ok(await apiSettings.activeDropdown(request.actor)),
  })
}
