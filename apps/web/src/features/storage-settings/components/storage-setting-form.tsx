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
import { useT } from '../../../lib/i18n/i18n'
import { storageSettingsTexts } from '../storage-settings.texts'
import { ValidationMessage } from '../../../components/field-error/validation-message'

export interface StorageSettingFormProps {
  /** The stored setting when editing; absent when adding. */
  setting?: StorageSetting
  isSubmitting: boolean
  error: unknown
  onSubmit: (body: StorageSettingAddBody) => Promise<unknown>
  onCancel: () => void
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
  const t = useT(storageSettingsTexts)
  const providerOptions = cloudProviders.map((value) => ({ value, label: t(`option${value}`) }))
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
      setKeyFileError(t('keyTooLarge', { size: storageSettingLimits.serviceAccountKilobytes }))
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
          label={t('name')}
          withAsterisk
          maxLength={storageSettingLimits.name}
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('cloudProvider')}
          </Text>
          <SegmentedControl
            data={providerOptions}
            value={values.cloud_provider}
            onChange={(next) => form.setFieldValue('cloud_provider', next as CloudProvider)}
            fullWidth
          />
          <Text size="xs" c="dimmed">
            {t(`help${values.cloud_provider}`)}
          </Text>
          {serverErrors.cloud_provider ? (
            <Text size="xs" c="red">
              <ValidationMessage>{serverErrors.cloud_provider}</ValidationMessage>
            </Text>
          ) : null}
        </Stack>

        {values.cloud_provider === 'GCS' ? (
          <>
            <TextInput
              label={t('bucket')}
              withAsterisk
              placeholder={t('bucketPlaceholder')}
              {...form.getInputProps('bucket')}
              error={errorOf('bucket')}
            />
            <FileInput
              label={t('serviceAccount')}
              withAsterisk={!storedAccount}
              accept="application/json,.json"
              leftSection={<IconFileTypeJs size={16} aria-hidden />}
              placeholder={values.file_name || (storedAccount ? t('keepStoredKey') : t('chooseKeyFile'))}
              description={
                storedAccount
                  ? t('storedKey', { email: storedAccount.client_email, project: storedAccount.project_id })
                  : t('keyEncrypted')
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
              label={t('endpoint')}
              placeholder={t('endpointPlaceholder')}
              {...form.getInputProps('endpoint')}
              error={errorOf('endpoint')}
            />
            <Group grow align="flex-start">
              <TextInput
                label={t('region')}
                withAsterisk
                {...form.getInputProps('region')}
                error={errorOf('region')}
              />
              <TextInput
                label={t('bucket')}
                withAsterisk
                {...form.getInputProps('bucket')}
                error={errorOf('bucket')}
              />
            </Group>
            <TextInput
              label={t('accessKeyId')}
              withAsterisk={!isStoredProvider}
              autoComplete="off"
              placeholder={isStoredProvider ? (setting?.storage_config.access_key_id ?? '') : undefined}
              description={isStoredProvider ? t('keepKeyHint') : undefined}
              {...form.getInputProps('access_key_id')}
              error={errorOf('access_key_id')}
            />
            <PasswordInput
              label={t('secretAccessKey')}
              withAsterisk={!isStoredProvider}
              autoComplete="new-password"
              placeholder={isStoredProvider ? '********' : undefined}
              description={isStoredProvider ? t('keepSecretHint') : t('secretEncrypted')}
              {...form.getInputProps('secret_access_key')}
              error={errorOf('secret_access_key')}
            />
            <Checkbox
              label={t('pathStyle')}
              {...form.getInputProps('force_path_style', { type: 'checkbox' })}
            />
          </>
        ) : null}

        {values.cloud_provider === 'LOCAL' ? (
          <TextInput
            label={t('folder')}
            withAsterisk
            placeholder={t('folderPlaceholder')}
            description={t('folderHint')}
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
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('saveAndTest')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
