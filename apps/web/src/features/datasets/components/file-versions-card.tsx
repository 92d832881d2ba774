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
import {
  datasetVersionMessages,
  type FileVersion,
  fileVersionStatusLabels,
  formatCount,
  formatDateTime,
  formatFileSize,
} from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useFileVersions } from '../api/list-file-versions'
import { FileVersionUploadModal } from './file-version-upload-modal'
import { FileVersionReadNotes } from './file-import-choices'

/** What changed in a version's columns, in a few words for the list. */
function changesText(version: FileVersion): string {
  if (!version.diff) return 'First version'
  const { added, removed, retyped, is_columns_changed: isChanged } = version.diff
  if (!isChanged) return 'Same columns'
  const parts = [
    added.length > 0 ? `${added.length} added` : null,
    removed.length > 0 ? `${removed.length} removed` : null,
    retyped.length > 0 ? `${retyped.length} retyped` : null,
  ]
  return parts.filter(Boolean).join(', ')
}

/** The versions of a file dataset, newest first, and the way to upload the next one. */
export function FileVersionsCard({ datasetId }: { datasetId: string }) {
  const versions = useFileVersions(datasetId)
  const [isOpen, setIsOpen] = useState(false)
  const draft = versions.data?.data.find((version) => version.status === 'DRAFT') ?? null

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Versions
            </Title>
            <Text size="sm" c="dimmed">
              Every file this dataset has had is kept; buyers receive the version they are entitled to.
            </Text>
          </Stack>
          <Button leftSection={<IconFileUpload size={16} />} variant="light" onClick={() => setIsOpen(true)}>
            {draft ? `Review version ${draft.version_no}` : 'Upload a new version'}
          </Button>
        </Group>
        {versions.isPending ? <Loader size="sm" aria-label="Loading versions" /> : null}
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
                  <Table.Th>Version</Table.Th>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Size and rows</Table.Th>
                  <Table.Th>Columns</Table.Th>
                  <Table.Th>SHA-256</Table.Th>
                  <Table.Th>Published</Table.Th>
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
                            {fileVersionStatusLabels.DRAFT}
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
            title: datasetVersionMessages.published,
            message: `Version ${version.version_no}`,
          })
        }
      />
    </Paper>
  )
}
