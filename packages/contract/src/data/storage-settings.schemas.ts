import { z } from 'zod'
import { blankTo, isWhiteSpace } from '../common/blank'
import { cloudProviders, storageStatuses, userTypes } from '../common/enums'
import { messages } from '../common/messages'
import { paginationQuery } from '../common/result'
import { rules } from '../common/validation'
import { storageSettingFieldMessages } from './storage-settings.messages'

export type CloudProvider = (typeof cloudProviders)[number]
export type StorageStatus = (typeof storageStatuses)[number]

export const cloudProviderLabels: Record<CloudProvider, string> = {
  GCS: 'Google Cloud Storage',
  S3: 'Amazon S3 or S3-compatible',
  LOCAL: 'Local (on the server)',
}

export const storageSettingLimits = {
  name: 100,
  bucket: 222,
  endpoint: 255,
  region: 64,
  accessKeyId: 128,
  secretAccessKey: 256,
  folder: 200,
  fileName: 200,
  /** A service-account key file is about 2.3 KB; anything near this is not one. */
  serviceAccountKilobytes: 64,
} as const

/** The fields a Google service-account key file must carry for Lumbung to sign in with it. */
export const serviceAccountSchema = z.object(
  {
    type: z.literal('service_account', { error: storageSettingFieldMessages.notServiceAccountFile }),
    project_id: z.string({ error: storageSettingFieldMessages.noProjectId }).min(1),
    private_key: z
      .string({ error: storageSettingFieldMessages.noPrivateKey })
      .regex(/-----BEGIN (RSA )?PRIVATE KEY-----/, { error: storageSettingFieldMessages.privateKeyNotPem }),
    client_email: z
      .string({ error: storageSettingFieldMessages.noClientEmail })
      .regex(/^[^\s@]+@[^\s@]+$/, { error: storageSettingFieldMessages.clientEmailNotValid }),
  },
  { error: storageSettingFieldMessages.notServiceAccountFile },
)
export type ServiceAccount = z.infer<typeof serviceAccountSchema>

/**
 * The uploaded key file as text: it must be JSON and a service-account key. Messages name what is
 * wrong so the user can pick the right file from the Google Cloud console.
 */
export const serviceAccountText = (isRequired: boolean) =>
  z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined || value.trim() === '') {
        if (isRequired) context.addIssue({ code: 'custom', message: messages.required('Service account') })
        return
      }
      if (value.length > storageSettingLimits.serviceAccountKilobytes * 1024) {
        context.addIssue({
          code: 'custom',
          message: messages.size('Service account', storageSettingLimits.serviceAccountKilobytes),
        })
        return
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        context.addIssue({ code: 'custom', message: storageSettingFieldMessages.notJsonFile })
        return
      }
      const result = serviceAccountSchema.safeParse(parsed)
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          message: result.error.issues[0]?.message ?? 'Service account is not valid',
        })
      }
    })

const bucketName = rules
  .between('Bucket', 3, storageSettingLimits.bucket)
  .regex(/^[a-z0-9][a-z0-9._-]*[a-z0-9]$/, {
    error: storageSettingFieldMessages.bucketCharacters,
  })

/**
 * A folder under the server's local buckets: plain names joined by '/', never '..', never absolute,
 * so it cannot reach outside the tenant's own local folder.
 */
export const localFolderPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/
export const isSafeRelativePath = (path: string) =>
  localFolderPattern.test(path) && !path.split('/').some((part) => part === '..' || part === '.')

const localFolder = rules.between('Folder', 1, storageSettingLimits.folder).refine(isSafeRelativePath, {
  error: storageSettingFieldMessages.folderCharacters,
})

const name = rules.between('Name', 3, storageSettingLimits.name)
const optionalSecret = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.max(field, max) })
    .optional()
    .transform((value) => (value ? value : undefined))

const gcsConfig = (isNew: boolean) =>
  z.object({
    bucket: bucketName,
    file_name: z
      .string()
      .trim()
      .max(storageSettingLimits.fileName, { error: messages.max('File name', storageSettingLimits.fileName) })
      .optional(),
    service_account: serviceAccountText(isNew),
  })

const s3Config = (isNew: boolean) =>
  z.object({
    endpoint: z.preprocess(
      blankTo(undefined, isWhiteSpace),
      rules
        .url('Endpoint')
        .max(storageSettingLimits.endpoint, {
          error: messages.max('Endpoint', storageSettingLimits.endpoint),
        })
        .refine((value) => /^https?:\/\//i.test(value), {
          error: storageSettingFieldMessages.endpointScheme,
        })
        .optional(),
    ),
    region: rules
      .between('Region', 2, storageSettingLimits.region)
      .regex(/^[a-z0-9-]+$/, { error: 'Region is not valid' }),
    bucket: bucketName,
    access_key_id: isNew
      ? rules.between('Access key ID', 3, storageSettingLimits.accessKeyId)
      : optionalSecret('Access key ID', storageSettingLimits.accessKeyId),
    secret_access_key: isNew
      ? rules.between('Secret access key', 3, storageSettingLimits.secretAccessKey)
      : optionalSecret('Secret access key', storageSettingLimits.secretAccessKey),
    force_path_style: z.boolean().default(false),
  })

const localConfig = z.object({ folder: localFolder })

function storageSettingBody(isNew: boolean) {
  return z.discriminatedUnion(
    'cloud_provider',
    [
      z.object({ name, cloud_provider: z.literal('GCS'), storage_config: gcsConfig(isNew) }),
      z.object({ name, cloud_provider: z.literal('S3'), storage_config: s3Config(isNew) }),
      z.object({ name, cloud_provider: z.literal('LOCAL'), storage_config: localConfig }),
    ],
    { error: messages.required('Cloud provider') },
  )
}

/** Add: every credential is required. */
export const storageSettingAddBody = storageSettingBody(true)
export type StorageSettingAddBody = z.input<typeof storageSettingAddBody>

/** Update: a blank secret keeps the stored one, so the user never has to see it again. */
export const storageSettingUpdateBody = z.intersection(
  z.object({ id: z.uuid({ error: 'Storage setting is not valid' }) }),
  storageSettingBody(false),
)
export type StorageSettingUpdateBody = z.input<typeof storageSettingUpdateBody>

/** What the API shows of a storage setting's configuration: never a secret whole. */
export const storageConfigView = z.object({
  bucket: z.string(),
  file_name: z.string().nullable(),
  /** GCS: only who the key belongs to. */
  service_account: z.object({ client_email: z.string(), project_id: z.string() }).nullable(),
  endpoint: z.string().nullable(),
  region: z.string().nullable(),
  /** Masked: the last four characters only. */
  access_key_id: z.string().nullable(),
  /** Always masked when one is stored. */
  secret_access_key: z.string().nullable(),
  force_path_style: z.boolean().nullable(),
  folder: z.string().nullable(),
})

export const storageSetting = z.object({
  id: z.string(),
  name: z.string(),
  user_type: z.enum(userTypes),
  cloud_provider: z.enum(cloudProviders),
  status: z.enum(storageStatuses),
  /** The provider's own words when the connection test failed. */
  status_message: z.string().nullable(),
  checked_date: z.string(),
  storage_config: storageConfigView,
  created_by: z.string().nullable(),
  created_date: z.string(),
  modified_by: z.string().nullable(),
  modified_date: z.string(),
})
export type StorageSetting = z.infer<typeof storageSetting>

export const storageSettingListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  cloud_provider: z.enum(cloudProviders).optional(),
  status: z.enum(storageStatuses).optional(),
})

export const storageSettingIdParams = z.object({ id: z.uuid({ error: 'Not Found' }) })

export const storageSettingDropdownQuery = z.object({
  user_type: z.enum(userTypes).optional(),
  /** Only settings whose connection test passed. */
  connected_only: z.enum(['true', 'false']).optional(),
})

export const bucketDropdownQuery = z.object({
  user_type: z.enum(userTypes).optional(),
  storage_setting_id: z.uuid({ error: 'Storage setting can not be empty' }),
})

export const bucketFileDropdownQuery = bucketDropdownQuery.extend({
  bucket: rules.required('Bucket'),
  prefix: z.string().trim().max(500).optional(),
})
