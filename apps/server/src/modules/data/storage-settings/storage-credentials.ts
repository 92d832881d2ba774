import { join } from 'node:path'
import type { z } from 'zod'
import {
  serviceAccountSchema,
  storageBucketErrorMessages,
  type storageSettingAddBody,
} from '@lumbung/contract'
import type { StoragePublicConfig } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import type { Secrets } from '../../../lib/secrets'
import type { BucketConnection } from './bucket-clients'
import type {
  StorageScope,
  StorageSettingWithPeople,
  StorageSettingWrite,
} from './storage-settings.repository'

type AddBody = z.output<typeof storageSettingAddBody>

/** What is sealed: the parts of a configuration that let anyone into the bucket. */
type SealedCredentials =
  | { service_account: z.infer<typeof serviceAccountSchema> }
  | { access_key_id: string; secret_access_key: string }

export type PreparedStorageSetting = Omit<StorageSettingWrite, 'status' | 'statusMessage' | 'checkedAt'>

export interface StorageCredentialsOptions {
  secrets: Secrets
  /** `${dataDir}/local-buckets`: LOCAL settings live in `<this>/<tenant id>/<folder>`. */
  localBucketsRoot: string
  allowLocalStorage: boolean
  /** Development only: S3 endpoints on internal addresses (LUMBUNG_ALLOW_PRIVATE_URLS). */
  isPrivateUrlAllowed: boolean
}

export const localNotAllowedMessage = storageBucketErrorMessages.localNotAllowed

export const validation = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', 422, message, { [field]: message })

/** Seals what a request brings and opens it again into a connection; nothing else sees the secrets. */
export function createStorageCredentials({
  secrets,
  localBucketsRoot,
  allowLocalStorage,
  isPrivateUrlAllowed,
}: StorageCredentialsOptions) {
  function localRootOf(scope: StorageScope, folder: string) {
    return join(localBucketsRoot, scope.tenantId, folder)
  }

  function connectionOf(
    row: Pick<StorageSettingWrite, 'cloudProvider' | 'bucket' | 'publicConfig' | 'sealedCredentials'>,
    scope: StorageScope,
  ): BucketConnection {
    const config = row.publicConfig
    if (row.cloudProvider === 'LOCAL') {
      return {
        cloudProvider: 'LOCAL',
        bucket: row.bucket,
        root: localRootOf(scope, config.folder ?? row.bucket),
      }
    }
    const credentials = JSON.parse(secrets.open(row.sealedCredentials!)) as SealedCredentials
    if (row.cloudProvider === 'GCS' && 'service_account' in credentials) {
      return { cloudProvider: 'GCS', bucket: row.bucket, serviceAccount: credentials.service_account }
    }
    if (row.cloudProvider === 'S3' && 'access_key_id' in credentials) {
      return {
        cloudProvider: 'S3',
        bucket: row.bucket,
        endpoint: config.endpoint ?? null,
        region: config.region ?? 'us-east-1',
        forcePathStyle: config.forcePathStyle ?? false,
        accessKeyId: credentials.access_key_id,
        secretAccessKey: credentials.secret_access_key,
        isPrivateAllowed: isPrivateUrlAllowed,
      }
    }
    throw new AppError('STORAGE_CREDENTIALS_DAMAGED', 500)
  }

  /** Turns a request into what is stored; secrets left blank on update come from the stored setting. */
  function prepare(body: AddBody, existing: StorageSettingWithPeople | undefined): PreparedStorageSetting {
    const isSameProvider = existing?.cloudProvider === body.cloud_provider
    const stored =
      isSameProvider && existing.sealedCredentials
        ? (JSON.parse(secrets.open(existing.sealedCredentials)) as SealedCredentials)
        : undefined
    switch (body.cloud_provider) {
      case 'GCS': {
        const config = body.storage_config
        let serviceAccount = stored && 'service_account' in stored ? stored.service_account : undefined
        let fileName = existing?.publicConfig.fileName ?? null
        if (config.service_account) {
          serviceAccount = serviceAccountSchema.parse(JSON.parse(config.service_account))
          fileName = config.file_name || 'service-account.json'
        }
        if (!serviceAccount) {
          throw validation('storage_config.service_account', 'Service account can not be empty')
        }
        return {
          name: body.name,
          cloudProvider: 'GCS',
          bucket: config.bucket,
          publicConfig: {
            fileName,
            clientEmail: serviceAccount.client_email,
            projectId: serviceAccount.project_id,
          },
          sealedCredentials: secrets.seal(
            JSON.stringify({ service_account: serviceAccount } satisfies SealedCredentials),
          ),
        }
      }
      case 'S3': {
        const config = body.storage_config
        const storedKeys = stored && 'access_key_id' in stored ? stored : undefined
        const accessKeyId = config.access_key_id ?? storedKeys?.access_key_id
        const secretAccessKey = config.secret_access_key ?? storedKeys?.secret_access_key
        if (!accessKeyId) throw validation('storage_config.access_key_id', 'Access key ID can not be empty')
        if (!secretAccessKey) {
          throw validation('storage_config.secret_access_key', 'Secret access key can not be empty')
        }
        const publicConfig: StoragePublicConfig = {
          endpoint: config.endpoint ?? null,
          region: config.region,
          forcePathStyle: config.force_path_style,
          accessKeyIdLastFour: accessKeyId.slice(-4),
        }
        return {
          name: body.name,
          cloudProvider: 'S3',
          bucket: config.bucket,
          publicConfig,
          sealedCredentials: secrets.seal(
            JSON.stringify({
              access_key_id: accessKeyId,
              secret_access_key: secretAccessKey,
            } satisfies SealedCredentials),
          ),
        }
      }
      case 'LOCAL': {
        if (!allowLocalStorage) throw validation('cloud_provider', localNotAllowedMessage)
        const folder = body.storage_config.folder
        return {
          name: body.name,
          cloudProvider: 'LOCAL',
          bucket: folder,
          publicConfig: { folder },
          sealedCredentials: null,
        }
      }
    }
  }

  return { connectionOf, prepare }
}
