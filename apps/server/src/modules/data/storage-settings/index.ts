import { join } from 'node:path'
import {
  storageSettingDropdownRoutes,
  storageSettingMessages,
  storageSettingRoutes,
  userTypes,
} from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../lib/result'
import { createSecrets } from '../../../lib/secrets'
import type { ModuleContext } from '../../context'
import { createStorageSettingsRepository } from './storage-settings.repository'
import { createStorageSettingsService } from './storage-settings.service'

/** Builds the storage-settings service; data assets read bucket files through it. */
export function createStorageSettingsServices({
  db,
  audit,
  config,
}: Pick<ModuleContext, 'db' | 'audit' | 'config'>) {
  return createStorageSettingsService({
    db,
    settings: createStorageSettingsRepository(db),
    secrets: createSecrets(config.masterKey, config.previousMasterKeys),
    audit,
    localBucketsRoot: join(config.dataDir, 'local-buckets'),
    allowLocalStorage: config.allowLocalStorage,
    isPrivateUrlAllowed: config.isPrivateUrlAllowed,
  })
}

export type StorageSettingsServices = ReturnType<typeof createStorageSettingsServices>

export const storageSettingsModule: FastifyPluginAsyncZod<{ storage: StorageSettingsServices }> = async (
  app,
  { storage },
) => {
  for (const userType of userTypes) {
    const routes = storageSettingRoutes[userType]
    app.route({
      ...routes.list,
      handler: async (request) => ok(await storage.list(request.actor, userType, request.query)),
    })
    app.route({
      ...routes.detail,
      handler: async (request) => ok(await storage.detail(request.actor, userType, request.params.id)),
    })
    app.route({
      ...routes.add,
      handler: async (request) =>
        ok(await storage.add(request.actor, userType, request.body), storageSettingMessages.saved),
    })
    app.route({
      ...routes.update,
      handler: async (request) =>
        ok(await storage.update(request.actor, userType, request.body), storageSettingMessages.saved),
    })
    app.route({
      ...routes.delete,
      handler: async (request) => {
        await storage.remove(request.actor, userType, request.params.id)
        return ok(null, storageSettingMessages.removed)
      },
    })
  }

  app.route({
    ...storageSettingDropdownRoutes.storageSettings,
    handler: async (request) =>
      ok(
        await storage.dropdown(
          request.actor,
          request.query.user_type ?? request.userType,
          request.query.connected_only === 'true',
        ),
      ),
  })
  app.route({
    ...storageSettingDropdownRoutes.gcsBucket,
    handler: async (request) =>
      ok(
        await storage.buckets(
          request.actor,
          request.query.user_type ?? request.userType,
          request.query.storage_setting_id,
        ),
      ),
  })
  app.route({
    ...storageSettingDropdownRoutes.bucketFile,
    handler: async (request) =>
      ok(
        await storage.files(
          request.actor,
          request.query.user_type ?? request.userType,
          request.query.storage_setting_id,
          request.query.bucket,
          request.query.prefix,
        ),
      ),
  })
}

export { BucketError, bucketErrorOf, type BucketFailure } from './bucket-errors'
export type { StorageScope } from './storage-settings.repository'
export type { StorageSettingsService } from './storage-settings.service'
