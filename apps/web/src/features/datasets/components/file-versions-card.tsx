import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core'
import { IconFileUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { type FileVersion, formatCount, formatFileSize } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useFileVersions } from '../api/list-file-versions'
import { FileVersionUploadModal } from './file-version-upload-modal'
import { FileVersionReadNotes } from './file-import-choices'
import { translateIn, useT } from '../../../lib/i18n/i18n'
import { fileVersionsTexts } from '../file-versions.texts'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { notice } from '../../../lib/i18n/notices'

/** What changed in a version's columns, in a few words for the list. */
function changesText(version: FileVersion): string {
  const t = (key: keyof typeof fileVersionsTexts.en, count?: number) =>
    translateIn(fileVersionsTexts, key, { count })
  if (!version.diff) return t('firstVersion')
  const { added, removed, retyped, is_columns_changed: isChanged } = version.diff
  if (!isChanged) return t('sameColumns')
  const parts = [
    added.length > 0 ? t('addedCount', added.length) : null,
    removed.length > 0 ? t('removedCount', removed.length) : null,
    retyped.length > 0 ? t('retypedCount', retyped.length) : null,
  ]
  return parts.filter(Boolean).join(', ')
}

/** The versions of a file dataset, newest first, and the way to upload the next one. */
export function FileVersionsCard({ datasetId }: { datasetId: string }) {
  const t = useT(fileVersionsTexts)
  const versions = useFileVersions(datasetId)
  const [isOpen, setIsOpen] = useState(false)
  const draft = versions.data?.data.find((version) => version.status === 'DRAFT') ?? null

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('description')}
            </Text>
          </Stack>
          <Button leftSection={<IconFileUpload size={16} />} variant="light" onClick={() => setIsOpen(true)}>
            {draft ? t('review', { number: draft.version_no }) : t('uploadNew')}
          </Button>
        </Group>
        {versions.isPending ? <Loader role="status" size="sm" aria-label={t('loading')} /> : null}
        {versions.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(versions.error)}
          </Alert>
        ) : null}
        {versions.data ? (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" fz="sm" data-testid="file-versions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('version')}</Table.Th>
                  <Table.Th>{t('file')}</Table.Th>
                  <Table.Th>{t('sizeAndRows')}</Table.Th>
                  <Table.Th>{t('columns')}</Table.Th>
                  <Table.Th>{t('sha256')}</Table.Th>
                  <Table.Th>{t('published')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.data.data.map((version) => (
                  <Table.Tr key={version.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={600}>
                          v{version.version_no}
                        </Text>
                        {version.status === 'DRAFT' ? (
                          <Badge color="orange" variant="light" radius="sm">
                            {labelOf('fileVersionStatus', 'DRAFT')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{version.file_name}</Table.Td>
                    <Table.Td>
                      {formatFileSize(version.file_size)} · {formatCount(version.row_count)}
                      <FileVersionReadNotes version={version} />
                    </Table.Td>
                    <Table.Td>{changesText(version)}</Table.Td>
                    <Table.Td>
                      {version.sha256 ? (
                        <Tooltip label={version.sha256} withArrow>
                          <Code>{version.sha256.slice(0, 12)}…</Code>
                        </Tooltip>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(version.published_date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      <FileVersionUploadModal
        datasetId={datasetId}
        isOpen={isOpen}
        draft={draft}
        onClose={() => setIsOpen(false)}
        onPublished={(version) =>
          void toast({
            color: 'teal',
            title: notice('datasetVersion.published'),
            message: t('publishedVersion', { number: version.version_no }),
          })
        }
      />
    </Paper>
  )
}
