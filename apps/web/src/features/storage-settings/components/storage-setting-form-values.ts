import {
  fieldErrors,
  storageSettingAddBody,
  storageSettingUpdateBody,
  type CloudProvider,
  type StorageSetting,
  type StorageSettingAddBody,
} from '@lumbung/contract'

/** One flat set of inputs for every cloud provider; the body sends only the chosen provider's. */
export interface StorageSettingFormValues {
  name: string
  cloud_provider: CloudProvider
  bucket: string
  file_name: string
  service_account: string
  endpoint: string
  region: string
  access_key_id: string
  secret_access_key: string
  force_path_style: boolean
  folder: string
}

export const emptyStorageSettingValues: StorageSettingFormValues = {
  name: '',
  cloud_provider: 'GCS',
  bucket: '',
  file_name: '',
  service_account: '',
  endpoint: '',
  region: 'us-east-1',
  access_key_id: '',
  secret_access_key: '',
  force_path_style: false,
  folder: '',
}

/** A stored setting as form values; secrets start blank (blank keeps the stored one). */
export function valuesOfStorageSetting(setting: StorageSetting): StorageSettingFormValues {
  const config = setting.storage_config
  return {
    ...emptyStorageSettingValues,
    name: setting.name,
    cloud_provider: setting.cloud_provider,
    bucket: setting.cloud_provider === 'LOCAL' ? '' : config.bucket,
    file_name: config.file_name ?? '',
    endpoint: config.endpoint ?? '',
    region: config.region ?? emptyStorageSettingValues.region,
    force_path_style: config.force_path_style ?? false,
    folder: config.folder ?? '',
  }
}

export function toStorageSettingBody(values: StorageSettingFormValues): StorageSettingAddBody {
  switch (values.cloud_provider) {
    case 'GCS':
      return {
        name: values.name,
        cloud_provider: 'GCS',
        storage_config: {
          bucket: values.bucket,
          file_name: values.file_name || undefined,
          service_account: values.service_account || undefined,
        },
      }
    case 'S3':
      return {
        name: values.name,
        cloud_provider: 'S3',
        storage_config: {
          endpoint: values.endpoint || undefined,
          region: values.region,
          bucket: values.bucket,
          access_key_id: values.access_key_id,
          secret_access_key: values.secret_access_key,
          force_path_style: values.force_path_style,
        },
      }
    case 'LOCAL':
      return { name: values.name, cloud_provider: 'LOCAL', storage_config: { folder: values.folder } }
  }
}

/**
 * The server's own rules, keyed by form field: `storage_config.bucket` is the `bucket` input. When
 * editing, blank secrets are allowed (they keep the stored ones).
 */
export function storageSettingFormErrors(
  values: StorageSettingFormValues,
  editingId?: string,
): Record<string, string> {
  const body = toStorageSettingBody(values)
  const parsed = editingId
    ? storageSettingUpdateBody.safeParse({ ...body, id: editingId })
    : storageSettingAddBody.safeParse(body)
  if (parsed.success) return {}
  return formErrorsOf(fieldErrors(parsed.error))
}

/** Server field paths to form field names. */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/^storage_config\./, '')
    if (!(field in mapped)) mapped[field] = message
  }
  return mapped
}
