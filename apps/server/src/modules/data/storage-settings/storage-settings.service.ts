import type { Readable } from 'node:stream'
import type { z } from 'zod'
import {
  storageBucketErrorMessages,
  storageSettingFieldMessages,
  storageSettingRoutes,
  type DropdownList,
  type StorageSetting,
  type storageSettingAddBody,
  type storageSettingListQuery,
  type storageSettingUpdateBody,
  type UserType,
  storageSettingErrorMessages,
} from '@lumbung/contract'
import type { Database } from '../../../db/database'
import { accessDenial, requireFreshLogin, type Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { AppError, notFound } from '../../../lib/errors'
import type { Secrets } from '../../../lib/secrets'
import { openBucketClient, type BucketClient, type BucketConnection } from './bucket-clients'
import { BucketError, providerMessage } from './bucket-errors'
import {
  createStorageCredentials,
  localNotAllowedMessage,
  validation,
  type PreparedStorageSetting,
} from './storage-credentials'
import type {
  StorageScope,
  StorageSettingsRepository,
  StorageSettingWithPeople,
  StorageSettingWrite,
} from './storage-settings.repository'

type AddBody = z.output<typeof storageSettingAddBody>
type UpdateBody = z.output<typeof storageSettingUpdateBody>
type ListQuery = z.output<typeof storageSettingListQuery>

export interface StorageSettingsServiceOptions {
  db: Database
  settings: StorageSettingsRepository
  secrets: Secrets
  audit: Audit
  /** `${dataDir}/local-buckets`: LOCAL settings live in `<this>/<tenant id>/<folder>`. */
  localBucketsRoot: string
  allowLocalStorage: boolean
  /** Development only: S3 endpoints on internal addresses (LUMBUNG_ALLOW_PRIVATE_URLS). */
  isPrivateUrlAllowed: boolean
  /** Replaceable in tests; the real one loads the cloud client libraries on first use. */
  openClient?: (connection: BucketConnection) => Promise<BucketClient>
}

export type StorageSettingsService = ReturnType<typeof createStorageSettingsService>

const fileListLimit = 1000
const maskedSecret = '********'

const maskKeyId = (lastFour: string | null | undefined) => (lastFour ? `****${lastFour}` : null)

export function toStorageSettingView(row: StorageSettingWithPeople): StorageSetting {
  const config = row.publicConfig
  return {
    id: row.id,
    name: row.name,
    user_type: row.userType,
    cloud_provider: row.cloudProvider,
    status: row.status,
    status_message: row.statusMessage,
    checked_date: row.checkedAt.toISOString(),
    storage_config: {
      bucket: row.bucket,
      file_name: config.fileName ?? null,
      service_account:
        config.clientEmail && config.projectId
          ? { client_email: config.clientEmail, project_id: config.projectId }
          : null,
      endpoint: config.endpoint ?? null,
      region: config.region ?? null,
      access_key_id: maskKeyId(config.accessKeyIdLastFour),
      secret_access_key: row.cloudProvider === 'S3' && row.sealedCredentials ? maskedSecret : null,
      force_path_style: row.cloudProvider === 'S3' ? (config.forcePathStyle ?? false) : null,
      folder: config.folder ?? null,
    },
    created_by: row.createdByName,
    created_date: row.createdAt.toISOString(),
    modified_by: row.updatedByName,
    modified_date: row.updatedAt.toISOString(),
  }
}

export function createStorageSettingsService({
  db,
  settings,
  secrets,
  audit,
  localBucketsRoot,
  allowLocalStorage,
  isPrivateUrlAllowed,
  openClient = openBucketClient,
}: StorageSettingsServiceOptions) {
  function scopeOf(actor: Actor, userType: UserType): { actor: Actor; scope: StorageScope } {
    return { actor: actor, scope: { tenantId: actor.tenantId, userType } }
  }

  async function findOrFail(scope: StorageScope, id: string) {
    const row = await settings.find(scope, id)
    if (!row) throw notFound(storageSettingErrorMessages.notFound)
    return row
  }

  const { connectionOf, prepare } = createStorageCredentials({
    secrets,
    localBucketsRoot,
    allowLocalStorage,
    isPrivateUrlAllowed,
  })

  /** The real connection test: CONNECTED, or ERROR with the provider's words. */
  async function testConnection(
    prepared: PreparedStorageSetting,
    scope: StorageScope,
  ): Promise<Pick<StorageSettingWrite, 'status' | 'statusMessage' | 'checkedAt'>> {
    let client: BucketClient | undefined
    try {
      client = await openClient(connectionOf(prepared, scope))
      await client.test()
      return { status: 'CONNECTED', statusMessage: null, checkedAt: new Date() }
    } catch (error) {
      const message = error instanceof BucketError ? error.message : providerMessage(error)
      return { status: 'ERROR', statusMessage: message, checkedAt: new Date() }
    } finally {
      client?.close()
    }
  }

  async function assertNameFree(scope: StorageScope, name: string, exceptId?: string) {
    if (await settings.isNameTaken(scope, name, exceptId)) {
      throw validation('name', storageSettingFieldMessages.nameTaken)
    }
  }

  /**
   * The storage dropdowns serve both sides' screens and name the side in the query, so the side's own
   * storage-settings rule (from its list route in the contract) decides who may read them.
   */
  function dropdownScopeOf(actor: Actor, userType: UserType) {
    const denial = accessDenial(storageSettingRoutes[userType].list.config.access, actor, userType)
    if (denial) throw denial
    return scopeOf(actor, userType)
  }

  async function connect(actor: Actor, userType: UserType, id: string) {
    const { scope } = dropdownScopeOf(actor, userType)
    const row = await findOrFail(scope, id)
    if (row.cloudProvider === 'LOCAL' && !allowLocalStorage)
      throw validation('storage_setting_id', localNotAllowedMessage)
    const client = await openClient(connectionOf(row, scope))
    return { row, client }
  }

  /** Runs one provider call and turns a provider refusal into a 502 carrying its message. */
  async function through<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof AppError) throw error
      throw new AppError(
        'STORAGE_PROVIDER_ERROR',
        502,
        error instanceof BucketError ? error.message : providerMessage(error),
      )
    }
  }

  return {
    async list(actor: Actor, userType: UserType, query: ListQuery) {
      const { scope } = scopeOf(actor, userType)
      const { rows, total } = await settings.list(
        scope,
        { search: query.search, cloudProvider: query.cloud_provider, status: query.status },
        query.page,
        query.limit,
      )
      return { data: rows.map(toStorageSettingView), total_data: total }
    },

    async detail(actor: Actor, userType: UserType, id: string) {
      const { scope } = scopeOf(actor, userType)
      return toStorageSettingView(await findOrFail(scope, id))
    },

    async add(actor: Actor, userType: UserType, body: AddBody) {
      const { actor: signedIn, scope } = scopeOf(actor, userType)
      await assertNameFree(scope, body.name)
      const prepared = prepare(body, undefined)
      const outcome = await testConnection(prepared, scope)
      const id = await db.transaction(async (tx) => {
        const newId = await settings.insert(scope, signedIn.userId, { ...prepared, ...outcome }, tx)
        await audit.record(tx, {
          action: 'storage-setting.added',
          tenantId: scope.tenantId,
          actorUserId: signedIn.userId,
          targetType: 'storage_setting',
          targetId: newId,
          detail: { user_type: userType, cloud_provider: prepared.cloudProvider, status: outcome.status },
        })
        return newId
      })
      return toStorageSettingView(await findOrFail(scope, id))
    },

    async update(actor: Actor, userType: UserType, body: UpdateBody) {
      const { actor: signedIn, scope } = scopeOf(actor, userType)
      const existing = await findOrFail(scope, body.id)
      await assertNameFree(scope, body.name, body.id)
      const prepared = prepare(body, existing)
      const outcome = await testConnection(prepared, scope)
      await db.transaction(async (tx) => {
        if (!(await settings.update(scope, body.id, signedIn.userId, { ...prepared, ...outcome }, tx))) {
          throw notFound(storageSettingErrorMessages.notFound)
        }
        await audit.record(tx, {
          action: 'storage-setting.updated',
          tenantId: scope.tenantId,
          actorUserId: signedIn.userId,
          targetType: 'storage_setting',
          targetId: body.id,
          detail: { user_type: userType, cloud_provider: prepared.cloudProvider, status: outcome.status },
        })
      })
      return toStorageSettingView(await findOrFail(scope, body.id))
    },

    /** Removing credentials is a sensitive action: the password must have been entered just now. */
    async remove(actor: Actor, userType: UserType, id: string) {
      const { actor: signedIn, scope } = scopeOf(actor, userType)
      await findOrFail(scope, id)
      requireFreshLogin(signedIn)
      await db.transaction(async (tx) => {
        if (!(await settings.remove(scope, id, tx))) throw notFound(storageSettingErrorMessages.notFound)
        await audit.record(tx, {
          action: 'storage-setting.removed',
          tenantId: scope.tenantId,
          actorUserId: signedIn.userId,
          targetType: 'storage_setting',
          targetId: id,
          detail: { user_type: userType },
        })
      })
    },

    async dropdown(actor: Actor, userType: UserType, isConnectedOnly: boolean): Promise<DropdownList> {
      const { scope } = dropdownScopeOf(actor, userType)
      const rows = await settings.options(scope, isConnectedOnly)
      return {
        data: rows.map((row) => ({ value: row.id, description: `${row.name} (${row.cloudProvider})` })),
        total_data: rows.length,
      }
    },

    async buckets(actor: Actor, userType: UserType, id: string): Promise<DropdownList> {
      const { row, client } = await connect(actor, userType, id)
      try {
        const names = new Set(await through(() => client.listBuckets()))
        names.add(row.bucket)
        const data = [...names].sort().map((name) => ({ value: name, description: name }))
        return { data, total_data: data.length }
      } finally {
        client.close()
      }
    },

    async files(
      actor: Actor,
      userType: UserType,
      id: string,
      bucket: string,
      prefix: string | undefined,
    ): Promise<DropdownList> {
      const { client } = await connect(actor, userType, id)
      try {
        const files = await through(() => client.listFiles(bucket, prefix ?? '', fileListLimit))
        const data = files.map((file) => ({ value: file.path, description: file.path }))
        return { data, total_data: data.length }
      } finally {
        client.close()
      }
    },

    /**
     * Opens a file through a setting of the caller's side, for a data asset's ingest. The scope is
     * the asset's own, never taken from a request.
     */
    async openFile(scope: StorageScope, id: string, bucket: string, path: string) {
      const row = await settings.find(scope, id)
      if (!row) throw new BucketError(storageBucketErrorMessages.fileSettingRemoved)
      if (row.cloudProvider === 'LOCAL' && !allowLocalStorage) throw new BucketError(localNotAllowedMessage)
      const client = await openClient(connectionOf(row, scope))
      try {
        const file = await client.openFile(bucket, path)
        file.stream.once('close', () => client.close())
        return file
      } catch (error) {
        client.close()
        throw error
      }
    },

    /** The settings a file can be delivered to, for the delivery form (its scope is the company's own). */
    async deliveryTargets(scope: StorageScope) {
      const { rows } = await settings.list(scope, {}, 1, 200)
      return rows
        .filter((row) => row.cloudProvider !== 'LOCAL' || allowLocalStorage)
        .map((row) => ({
          id: row.id,
          name: row.name,
          cloudProvider: row.cloudProvider,
          bucket: row.bucket,
          status: row.status,
          statusMessage: row.statusMessage,
        }))
    },

    /** One setting of the scope, as a delivery target; undefined once it is removed. */
    async deliveryTarget(scope: StorageScope, id: string) {
      const row = await settings.find(scope, id)
      return row
        ? {
            id: row.id,
            name: row.name,
            cloudProvider: row.cloudProvider,
            bucket: row.bucket,
            status: row.status,
            statusMessage: row.statusMessage,
            isAllowed: row.cloudProvider !== 'LOCAL' || allowLocalStorage,
          }
        : undefined
    },

    /**
     * Streams a file into a setting's bucket at `path` for a delivery. The scope is the delivery's own,
     * never taken from a request; a refusal is a BucketError with its reason.
     */
    async writeFile(scope: StorageScope, id: string, path: string, source: Readable) {
      const row = await settings.find(scope, id)
      if (!row) throw new BucketError(storageBucketErrorMessages.settingRemoved, 'SETTING_REMOVED')
      if (row.cloudProvider === 'LOCAL' && !allowLocalStorage) throw new BucketError(localNotAllowedMessage)
      const client = await openClient(connectionOf(row, scope))
      try {
        return await client.writeFile(path, source)
      } finally {
        client.close()
      }
    },

    /** For the add-from-storage form: the setting must exist on the caller's side. */
    async requireSetting(scope: StorageScope, id: string) {
      const row = await settings.find(scope, id)
      if (!row) throw validation('storage_setting_id', 'Storage setting is not valid')
      return row
    },
  }
}
