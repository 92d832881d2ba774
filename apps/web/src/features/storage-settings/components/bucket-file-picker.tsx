import { Alert, Anchor, Group, Select, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { UserType } from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'
import { useBucketFiles } from '../api/list-bucket-files'
import { useStorageSettingBuckets } from '../api/list-buckets'
import { useStorageSettingOptions } from '../api/list-storage-setting-options'
import { useT } from '../../../lib/i18n/i18n'
import { storageSettingsTexts } from '../storage-settings.texts'

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
  const t = useT(storageSettingsTexts)
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
          {t('noSettingBefore')}{' '}
          <Anchor component={Link} to={`/${userType}/settings/storage/add`}>
            {t('addOne')}
          </Anchor>{' '}
          {t('noSettingAfter')}
        </Alert>
      ) : null}
      <Select
        label={t('storageSetting')}
        withAsterisk
        placeholder={settings.isPending ? t('loadingDots') : t('chooseSetting')}
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
          label={t('bucket')}
          withAsterisk
          placeholder={buckets.isFetching ? t('loadingBuckets') : t('chooseBucket')}
          data={(buckets.data?.data ?? []).map((item) => ({ value: item.value, label: item.description }))}
          value={value.bucket || null}
          disabled={!value.storage_setting_id}
          onChange={(next) => onChange({ bucket: next ?? '', file_path: '' })}
          error={errors.bucket ?? (buckets.isError ? errorMessageOf(buckets.error) : undefined)}
          searchable
        />
        <TextInput
          label={t('folderPrefix')}
          placeholder={t('prefixPlaceholder')}
          disabled={!value.bucket}
          value={value.prefix}
          onChange={(event) => onChange({ prefix: event.currentTarget.value })}
          error={errors.prefix}
        />
      </Group>
      <Select
        label={t('file')}
        withAsterisk
        placeholder={files.isFetching ? t('loadingFiles') : t('chooseCsv')}
        nothingFoundMessage={t('noFiles')}
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
