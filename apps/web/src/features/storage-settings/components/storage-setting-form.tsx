import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconFileTypeJs } from '@tabler/icons-react'
import { useState } from 'react'
import {
  cloudProviderLabels,
  cloudProviders,
  storageSettingLimits,
  type CloudProvider,
  type StorageSetting,
  type StorageSettingAddBody,
} from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import {
  emptyStorageSettingValues,
  formErrorsOf,
  storageSettingFormErrors,
  toStorageSettingBody,
  valuesOfStorageSetting,
  type StorageSettingFormValues,
} from './storage-setting-form-values'

export interface StorageSettingFormProps {
  /** The stored setting when editing; absent when adding. */
  setting?: StorageSetting
  isSubmitting: boolean
  error: unknown
  onSubmit: (body: StorageSettingAddBody) => Promise<unknown>
  onCancel: () => void
}

const providerOptions = cloudProviders.map((value) => ({ value, label: cloudProviderLabels[value] }))

const providerHelp: Record<CloudProvider, string> = {
  GCS: 'Upload the JSON key of a service account that can list and read the bucket.',
  S3: 'Amazon S3 or any S3-compatible store (MinIO, Cloudflare R2, Wasabi…). Leave the endpoint blank for Amazon S3.',
  LOCAL:
    'A folder on the Lumbung server, for single-server installations. Files placed there can be picked as data assets.',
}

/**
 * Add or edit a storage setting. Saving tests the connection on the server; stored secrets are never
 * shown, and blank secret inputs keep them.
 */
export function StorageSettingForm({
  setting,
  isSubmitting,
  error,
  onSubmit,
  onCancel,
}: StorageSettingFormProps) {
  const [keyFileError, setKeyFileError] = useState<string | null>(null)
  const form = useForm<StorageSettingFormValues>({
    mode: 'controlled',
    initialValues: setting ? valuesOfStorageSetting(setting) : emptyStorageSettingValues,
    validate: (values) => storageSettingFormErrors(values, setting?.id),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const values = form.getValues()
  const serverErrors = isApiError(error) ? formErrorsOf(error.fieldErrors) : {}
  const errorOf = (field: keyof StorageSettingFormValues) => form.errors[field] ?? serverErrors[field]
  const isStoredProvider = setting?.cloud_provider === values.cloud_provider
  const storedAccount = isStoredProvider ? setting?.storage_config.service_account : null

  const readKeyFile = async (file: File | null) => {
    setKeyFileError(null)
    if (!file) {
      form.setValues({ service_account: '', file_name: '' })
      return
    }
    if (file.size > storageSettingLimits.serviceAccountKilobytes * 1024) {
      setKeyFileError(
        `The Service account size must be less than ${storageSettingLimits.serviceAccountKilobytes} KB`,
      )
      return
    }
    form.setValues({ service_account: await file.text(), file_name: file.name })
    form.validateField('service_account')
  }

  const submit = form.onSubmit((current) => {
    void onSubmit(toStorageSettingBody(current)).catch(() => undefined)
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          withAsterisk
          maxLength={storageSettingLimits.name}
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Cloud provider
          </Text>
          <SegmentedControl
            data={providerOptions}
            value={values.cloud_provider}
            onChange={(next) => form.setFieldValue('cloud_provider', next as CloudProvider)}
            fullWidth
          />
          <Text size="xs" c="dimmed">
            {providerHelp[values.cloud_provider]}
          </Text>
          {serverErrors.cloud_provider ? (
            <Text size="xs" c="red">
              {serverErrors.cloud_provider}
            </Text>
          ) : null}
        </Stack>

        {values.cloud_provider === 'GCS' ? (
          <>
            <TextInput
              label="Bucket"
              withAsterisk
              placeholder="my-company-exports"
              {...form.getInputProps('bucket')}
              error={errorOf('bucket')}
            />
            <FileInput
              label="Service account"
              withAsterisk={!storedAccount}
              accept="application/json,.json"
              leftSection={<IconFileTypeJs size={16} aria-hidden />}
              placeholder={
                values.file_name || (storedAccount ? 'Keep the stored key' : 'Choose the JSON key file')
              }
              description={
                storedAccount
                  ? `Stored key of ${storedAccount.client_email} (project ${storedAccount.project_id}). Choose a file only to replace it.`
                  : 'The key is stored encrypted and never shown again.'
              }
              clearable
              onChange={(file) => void readKeyFile(file)}
              error={keyFileError ?? errorOf('service_account')}
            />
          </>
        ) : null}

        {values.cloud_provider === 'S3' ? (
          <>
            <TextInput
              label="Endpoint"
              placeholder="https://s3.example.com (blank for Amazon S3)"
              {...form.getInputProps('endpoint')}
              error={errorOf('endpoint')}
            />
            <Group grow align="flex-start">
              <TextInput
                label="Region"
                withAsterisk
                {...form.getInputProps('region')}
                error={errorOf('region')}
              />
              <TextInput
                label="Bucket"
                withAsterisk
                {...form.getInputProps('bucket')}
                error={errorOf('bucket')}
              />
            </Group>
            <TextInput
              label="Access key ID"
              withAsterisk={!isStoredProvider}
              autoComplete="off"
              placeholder={isStoredProvider ? (setting?.storage_config.access_key_id ?? '') : undefined}
              description={isStoredProvider ? 'Leave blank to keep the stored key.' : undefined}
              {...form.getInputProps('access_key_id')}
              error={errorOf('access_key_id')}
            />
            <PasswordInput
              label="Secret access key"
              withAsterisk={!isStoredProvider}
              autoComplete="new-password"
              placeholder={isStoredProvider ? '********' : undefined}
              description={
                isStoredProvider
                  ? 'Leave blank to keep the stored secret.'
                  : 'Stored encrypted and never shown again.'
              }
              {...form.getInputProps('secret_access_key')}
              error={errorOf('secret_access_key')}
            />
            <Checkbox
              label="Path-style addressing (most S3-compatible stores need it)"
              {...form.getInputProps('force_path_style', { type: 'checkbox' })}
            />
          </>
        ) : null}

        {values.cloud_provider === 'LOCAL' ? (
          <TextInput
            label="Folder"
            withAsterisk
            placeholder="exports/daily"
            description="Inside your company's own folder on the server; plain names separated by /."
            {...form.getInputProps('folder')}
            error={errorOf('folder')}
          />
        ) : null}

        {error && Object.keys(serverErrors).length === 0 ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save and test connection
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
