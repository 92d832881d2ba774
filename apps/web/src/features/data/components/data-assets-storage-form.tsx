import { Alert, Anchor, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useDebouncedValue } from '@mantine/hooks'
import { IconAlertCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import { dataAssetLimits, type DataAssetFromStorageBody, type UserType } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useBucketFiles } from '../api/storage-settings-bucket-files'
import { useStorageSettingBuckets } from '../api/storage-settings-buckets'
import { useStorageSettingOptions } from '../api/storage-settings-options'
import { nameOfFile, storageFormErrors, type DataAssetStorageValues } from './data-assets-form-values'

export interface DataAssetsStorageFormProps {
  userType: UserType
  isSubmitting: boolean
  error: unknown
  onSubmit: (body: DataAssetFromStorageBody) => Promise<unknown>
  onCancel: () => void
}

/** Pick a CSV from a connected storage setting: setting, then bucket, then file. */
export function DataAssetsStorageForm({
  userType,
  isSubmitting,
  error,
  onSubmit,
  onCancel,
}: DataAssetsStorageFormProps) {
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
  const [prefix] = useDebouncedValue(values.prefix, 300)
  const settings = useStorageSettingOptions(userType)
  const buckets = useStorageSettingBuckets(userType, values.storage_setting_id)
  const files = useBucketFiles(userType, values.storage_setting_id, values.bucket, prefix)
  const serverErrors = isApiError(error) ? error.fieldErrors : {}
  const errorOf = (field: keyof DataAssetStorageValues) => form.errors[field] ?? serverErrors[field]
  const fileOptions = (files.data?.data ?? []).map((file) => ({
    value: file.value,
    label: file.description,
    disabled: !/\.csv$/i.test(file.value),
  }))
  const hasNoSettings = settings.isSuccess && settings.data.total_data === 0

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
        {hasNoSettings ? (
          <Alert color="blue" variant="light">
            No connected storage setting yet.{' '}
            <Anchor component={Link} to={`/${userType}/settings/storage/add`}>
              Add one
            </Anchor>{' '}
            to pick files from a bucket.
          </Alert>
        ) : null}
        <Select
          label="Storage setting"
          withAsterisk
          placeholder={settings.isPending ? 'Loading…' : 'Choose a connected storage setting'}
          data={(settings.data?.data ?? []).map((item) => ({ value: item.value, label: item.description }))}
          value={values.storage_setting_id || null}
          onChange={(next) =>
            form.setValues({ storage_setting_id: next ?? '', bucket: '', file_path: '', prefix: '' })
          }
          error={
            errorOf('storage_setting_id') ?? (settings.isError ? errorMessageOf(settings.error) : undefined)
          }
          searchable
        />
        <Group grow align="flex-start">
          <Select
            label="Bucket"
            withAsterisk
            placeholder={buckets.isFetching ? 'Loading buckets…' : 'Choose a bucket'}
            data={(buckets.data?.data ?? []).map((item) => ({ value: item.value, label: item.description }))}
            value={values.bucket || null}
            disabled={!values.storage_setting_id}
            onChange={(next) => form.setValues({ bucket: next ?? '', file_path: '' })}
            error={errorOf('bucket') ?? (buckets.isError ? errorMessageOf(buckets.error) : undefined)}
            searchable
          />
          <TextInput
            label="Folder prefix"
            placeholder="exports/2026/"
            disabled={!values.bucket}
            {...form.getInputProps('prefix')}
          />
        </Group>
        <Select
          label="File"
          withAsterisk
          placeholder={files.isFetching ? 'Loading files…' : 'Choose a .csv file'}
          nothingFoundMessage="No files here"
          data={fileOptions}
          value={values.file_path || null}
          disabled={!values.bucket}
          onChange={(next) => {
            form.setFieldValue('file_path', next ?? '')
            if (next && !form.getValues().name) form.setFieldValue('name', nameOfFile(next))
          }}
          error={errorOf('file_path') ?? (files.isError ? errorMessageOf(files.error) : undefined)}
          searchable
          limit={200}
        />
        <TextInput
          label="Name"
          withAsterisk
          maxLength={dataAssetLimits.name}
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={dataAssetLimits.description}
          {...form.getInputProps('description')}
          error={errorOf('description')}
        />
        <Text size="xs" c="dimmed">
          The file is copied into Lumbung and read in the background; later changes in the bucket do not
          affect it.
        </Text>
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
            Add data asset
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
