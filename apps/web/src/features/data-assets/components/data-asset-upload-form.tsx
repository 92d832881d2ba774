import { Alert, Button, FileInput, Group, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { dataAssetLimits, formatFileSize, type DataAsset } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import type { DataAssetUpload } from '../api/upload-data-asset'
import { nameOfFile, uploadFormErrors, type DataAssetUploadValues } from './data-asset-form-values'
import { useT } from '../../../lib/i18n/i18n'
import { dataAssetsTexts } from '../data-assets.texts'

export interface DataAssetUploadFormProps {
  onUpload: (upload: DataAssetUpload, onProgress: (fraction: number) => void) => Promise<DataAsset>
  onDone: (asset: DataAsset) => void
  onCancel: () => void
}

/** Upload a CSV with a progress bar; the server reads it afterwards. */
export function DataAssetUploadForm({ onUpload, onDone, onCancel }: DataAssetUploadFormProps) {
  const t = useT(dataAssetsTexts)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<unknown>(null)
  const form = useForm<DataAssetUploadValues>({
    mode: 'controlled',
    initialValues: { name: '', description: '', file: null },
    validate: (values) => uploadFormErrors(values),
    validateInputOnChange: true,
  })
  const serverErrors = isApiError(error) ? error.fieldErrors : {}
  const isUploading = progress !== null
  const file = form.getValues().file

  const submit = form.onSubmit(async (values) => {
    if (!values.file) return
    setError(null)
    setProgress(0)
    try {
      const asset = await onUpload(
        { name: values.name, description: values.description, file: values.file },
        (fraction) => setProgress(Math.round(fraction * 100)),
      )
      onDone(asset)
    } catch (caught) {
      setError(caught)
    } finally {
      setProgress(null)
    }
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FileInput
          label={t('csvFile')}
          withAsterisk
          accept=".csv,text/csv"
          leftSection={<IconUpload size={16} aria-hidden />}
          placeholder={t('chooseCsv')}
          description={t('csvHint')}
          clearable
          disabled={isUploading}
          value={file}
          onChange={(next) => {
            form.setFieldValue('file', next)
            if (next && !form.getValues().name) form.setFieldValue('name', nameOfFile(next.name))
          }}
          error={form.errors.file ?? serverErrors[dataAssetLimits.fileField]}
        />
        {file ? (
          <Text size="xs" c="dimmed">
            {formatFileSize(file.size)}
          </Text>
        ) : null}
        <TextInput
          label={t('name')}
          withAsterisk
          maxLength={dataAssetLimits.name}
          disabled={isUploading}
          {...form.getInputProps('name')}
          error={form.errors.name ?? serverErrors.name}
        />
        <Textarea
          label={t('descriptionLabel')}
          autosize
          minRows={2}
          maxLength={dataAssetLimits.description}
          disabled={isUploading}
          {...form.getInputProps('description')}
          error={form.errors.description ?? serverErrors.description}
        />
        {isUploading ? (
          <Stack gap={4}>
            <Progress value={progress} animated aria-label={t('uploadProgress')} />
            <Text size="xs" c="dimmed">
              {t('uploading', { progress })}
            </Text>
          </Stack>
        ) : null}
        {error && Object.keys(serverErrors).length === 0 ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isUploading}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isUploading}>
            {t('upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
