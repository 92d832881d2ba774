import { Alert, Button, FileInput, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconFileUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { type FileVersion, formatCount, formatFileSize } from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'
import { useDiscardFileVersion } from '../api/discard-file-version'
import { usePublishFileVersion } from '../api/publish-file-version'
import { useUploadFileVersion } from '../api/upload-file-version'
import { DatasetField } from './dataset-detail-header'
import {
  badRowsOf,
  FileImportChoices,
  FileVersionReadNotes,
  sheetsOf,
  type FileImportChoice,
} from './file-import-choices'
import { SchemaDiffView } from './schema-diff-view'
import { useT } from '../../../lib/i18n/i18n'
import { fileVersionsTexts } from '../file-versions.texts'

export interface FileVersionUploadModalProps {
  datasetId: string
  isOpen: boolean
  /** A draft uploaded earlier and not yet published, to review again. */
  draft: FileVersion | null
  onClose: () => void
  onPublished: (version: FileVersion) => void
}

/**
 * Upload a new version: the file is stored as a draft and compared with the published version, and only
 * when the provider has seen the column changes is it published (or discarded).
 */
export function FileVersionUploadModal({
  datasetId,
  isOpen,
  draft,
  onClose,
  onPublished,
}: FileVersionUploadModalProps) {
  const t = useT(fileVersionsTexts)
  const [file, setFile] = useState<File | null>(null)
  const [uploaded, setUploaded] = useState<FileVersion | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  // The server's question about the file (its bad rows, which sheet), answered below the file.
  const [asked, setAsked] = useState<unknown>(null)
  const upload = useUploadFileVersion()
  const publish = usePublishFileVersion()
  const discard = useDiscardFileVersion()
  const shown = uploaded ?? draft
  const isBusy = upload.isPending || publish.isPending || discard.isPending

  const close = () => {
    setFile(null)
    setUploaded(null)
    setMessage(null)
    setAsked(null)
    onClose()
  }
  const run = async (work: () => Promise<void>) => {
    setMessage(null)
    setAsked(null)
    try {
      await work()
    } catch (error) {
      if (badRowsOf(error) || sheetsOf(error)) setAsked(error)
      else setMessage(errorMessageOf(error))
    }
  }
  const send = (choice: FileImportChoice = {}) => {
    if (!file) return
    void run(async () => setUploaded(await upload.mutateAsync({ datasetId, file, ...choice })))
  }

  return (
    <Modal opened={isOpen} onClose={close} title={t('uploadNew')} centered radius="lg" size="lg">
      <Stack gap="md">
        {message ? (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        ) : null}
        {shown ? (
          <Stack gap="md" data-testid="file-version-draft">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <DatasetField label={t('version')}>
                {t('versionNumber', { number: shown.version_no })}
              </DatasetField>
              <DatasetField label={t('file')}>{shown.file_name}</DatasetField>
              <DatasetField label={t('sizeAndRows')}>
                {t('sizeAndRowsValue', {
                  size: formatFileSize(shown.file_size),
                  rows: formatCount(shown.row_count),
                })}
                <FileVersionReadNotes version={shown} />
              </DatasetField>
            </SimpleGrid>
            <SchemaDiffView diff={shown.diff} />
            <Text size="sm" c="dimmed">
              {t('publishingHint')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                color="red"
                disabled={isBusy}
                loading={discard.isPending}
                onClick={() =>
                  void run(async () => {
                    await discard.mutateAsync({ datasetId, versionId: shown.id })
                    close()
                  })
                }
              >
                {t('discard')}
              </Button>
              <Button
                loading={publish.isPending}
                disabled={isBusy}
                onClick={() =>
                  void run(async () => {
                    const version = await publish.mutateAsync({ id: datasetId, version_id: shown.id })
                    onPublished(version)
                    close()
                  })
                }
              >
                {t('publishVersion', { number: shown.version_no })}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              if (!file) {
                setMessage(t('fileEmpty'))
                return
              }
              send()
            }}
          >
            <Stack gap="md">
              <FileInput
                label={t('file')}
                description={t('fileHint')}
                placeholder={t('chooseFile')}
                accept=".csv,.tsv,.xlsx,.json"
                leftSection={<IconFileUpload size={16} />}
                required
                clearable
                value={file}
                onChange={(next) => {
                  setFile(next)
                  setAsked(null)
                }}
              />
              {file && asked ? (
                <FileImportChoices
                  error={asked}
                  fileName={file.name}
                  isSubmitting={upload.isPending}
                  onChoose={send}
                />
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close} disabled={isBusy}>
                  {t('cancel')}
                </Button>
                <Button type="submit" loading={upload.isPending}>
                  {t('uploadAndCompare')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  )
}
