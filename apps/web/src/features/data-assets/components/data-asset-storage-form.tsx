import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { dataAssetLimits, type DataAssetFromStorageBody } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { nameOfFile, storageFormErrors, type DataAssetStorageValues } from './data-asset-form-values'
import { useT } from '../../../lib/i18n/i18n'
import { dataAssetsTexts } from '../data-assets.texts'

type SourceChoice = Pick<DataAssetStorageValues, 'storage_setting_id' | 'bucket' | 'prefix' | 'file_path'>

/** What the picker of the source file is handed; the screen supplies one that lists the side's buckets. */
export interface SourcePickerProps {
  value: SourceChoice
  onChange: (change: Partial<SourceChoice>) => void
  errors: Partial<Record<keyof SourceChoice, ReactNode>>
}

export interface DataAssetStorageFormProps {
  renderSourcePicker: (picker: SourcePickerProps) => ReactNode
  isSubmitting: boolean
  error: unknown
  onSubmit: (body: DataAssetFromStorageBody) => Promise<unknown>
  onCancel: () => void
}

/** Pick a CSV from a connected storage setting: setting, then bucket, then file. */
export function DataAssetStorageForm({
  renderSourcePicker,
  isSubmitting,
  error,
  onSubmit,
  onCancel,
}: DataAssetStorageFormProps) {
  const t = useT(dataAssetsTexts)
  const form = useForm<DataAssetStorageValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      description: '',
      storage_setting_id: '',
      bucket: '',
      prefix: '',
      file_path: '',
    },
    validate: storageFormErrors,
    validateInputOnChange: ['name', 'description'],
  })
  const values = form.getValues()
  const serverErrors = isApiError(error) ? error.fieldErrors : {}
  const errorOf = (field: keyof DataAssetStorageValues) => form.errors[field] ?? serverErrors[field]

  const changeSource = (change: Partial<SourceChoice>) => {
    // A new setting or bucket starts the choice below it over; a prefix or a file changes only itself.
    if (change.storage_setting_id !== undefined || change.bucket !== undefined) {
      form.setValues(change)
      return
    }
    if (change.prefix !== undefined) form.setFieldValue('prefix', change.prefix)
    if (change.file_path !== undefined) {
      form.setFieldValue('file_path', change.file_path)
      if (change.file_path && !form.getValues().name) form.setFieldValue('name', nameOfFile(change.file_path))
    }
  }

  const submit = form.onSubmit((current) => {
    void onSubmit({
      name: current.name,
      description: current.description,
      storage_setting_id: current.storage_setting_id,
      bucket: current.bucket,
      file_path: current.file_path,
    }).catch(() => undefined)
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {renderSourcePicker({
          value: values,
          onChange: changeSource,
          errors: {
            storage_setting_id: errorOf('storage_setting_id'),
            bucket: errorOf('bucket'),
            prefix: form.errors.prefix,
            file_path: errorOf('file_path'),
          },
        })}
        <TextInput
          label={t('name')}
          withAsterisk
          maxLength={dataAssetLimits.name}
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <Textarea
          label={t('descriptionLabel')}
          autosize
          minRows={2}
          maxLength={dataAssetLimits.description}
          {...form.getInputProps('description')}
          error={errorOf('description')}
        />
        <Text size="xs" c="dimmed">
          {t('copiedHint')}
        </Text>
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
            {t('addLabel')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
