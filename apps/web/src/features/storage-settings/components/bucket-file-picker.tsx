import { Alert, Anchor, Group, Select, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { UserType } from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'
import { useBucketFiles } from '../api/list-bucket-files'
import { useStorageSettingBuckets } from '../api/list-buckets'
import { useStorageSettingOptions } from '../api/list-storage-setting-options'

export interface BucketFileChoice {
  storage_setting_id: string
  bucket: string
  prefix: string
  file_path: string
}

export interface BucketFilePickerProps {
  userType: UserType
  value: BucketFileChoice
  /** The fields that changed; a new setting or bucket clears what lay below it. */
  onChange: (change: Partial<BucketFileChoice>) => void
  /** The form's own errors per field; a failed list load is shown where none is given. */
  errors: Partial<Record<keyof BucketFileChoice, ReactNode>>
}

/** Setting, then bucket (with an optional folder prefix), then a CSV file in it. */
export function BucketFilePicker({ userType, value, onChange, errors }: BucketFilePickerProps) {
  const [prefix] = useDebouncedValue(value.prefix, 300)
  const settings = useStorageSettingOptions(userType)
  const buckets = useStorageSettingBuckets(userType, value.storage_setting_id)
  const files = useBucketFiles(userType, value.storage_setting_id, value.bucket, prefix)
  const fileOptions = (files.data?.data ?? []).map((file) => ({
    value: file.value,
    label: file.description,
    disabled: !/\.csv$/i.test(file.value),
  }))
  const hasNoSettings = settings.isSuccess && settings.data.total_data === 0

  return (
    <>
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
        value={value.storage_setting_id || null}
        onChange={(next) =>
          onChange({ storage_setting_id: next ?? '', bucket: '', file_path: '', prefix: '' })
        }
        error={errors.storage_setting_id ?? (settings.isError ? errorMessageOf(settings.error) : undefined)}
        searchable
      />
      <Group grow align="flex-start">
        <Select
          label="Bucket"
          withAsterisk
          placeholder={buckets.isFetching ? 'Loading buckets…' : 'Choose a bucket'}
          data={(buckets.data?.data ?? []).map((item) => ({ value: item.value, label: item.description }))}
          value={value.bucket || null}
          disabled={!value.storage_setting_id}
          onChange={(next) => onChange({ bucket: next ?? '', file_path: '' })}
          error={errors.bucket ?? (buckets.isError ? errorMessageOf(buckets.error) : undefined)}
          searchable
        />
        <TextInput
          label="Folder prefix"
          placeholder="exports/2026/"
          disabled={!value.bucket}
          value={value.prefix}
          onChange={(event) => onChange({ prefix: event.currentTarget.value })}
          error={errors.prefix}
        />
      </Group>
      <Select
        label="File"
        withAsterisk
        placeholder={files.isFetching ? 'Loading files…' : 'Choose a .csv file'}
        nothingFoundMessage="No files here"
        data={fileOptions}
        value={value.file_path || null}
        disabled={!value.bucket}
        onChange={(next) => onChange({ file_path: next ?? '' })}
        error={errors.file_path ?? (files.isError ? errorMessageOf(files.error) : undefined)}
        searchable
        limit={200}
      />
    </>
  )
}
