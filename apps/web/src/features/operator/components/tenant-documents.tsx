import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { IconDownload, IconEye } from '@tabler/icons-react'
import {
  companyDocumentKindLabels,
  formatDateTime,
  formatFileSize,
  type VerificationSubmission,
} from '@lumbung/contract'
import { notify } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { openStoredFile } from '../api/download-document'

type SubmittedDocument = VerificationSubmission['documents'][number]

async function open(document: SubmittedDocument, mode: 'view' | 'download') {
  try {
    await openStoredFile(document.url, document.original_name, mode)
  } catch (error) {
    void notify({ type: 'error', title: 'The file could not be opened', message: errorMessageOf(error) })
  }
}

/** The company registration documents the tenant submitted for verification. */
export function TenantDocuments({ submission }: { submission: VerificationSubmission | null }) {
  const documents = submission?.documents ?? []
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Verification documents
          </Title>
          {submission ? (
            <Text size="sm" c="dimmed">
              Submitted {formatDateTime(submission.submitted_at)}
            </Text>
          ) : null}
        </Group>
        {documents.length === 0 ? (
          <Text c="dimmed" size="sm">
            No documents have been submitted yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="xs" data-testid="tenant-documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Document</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.map((document) => (
                  <Table.Tr key={document.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {document.original_name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {document.content_type}
                      </Text>
                    </Table.Td>
                    <Table.Td>{companyDocumentKindLabels[document.kind]}</Table.Td>
                    <Table.Td>{formatFileSize(document.size)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconEye size={14} />}
                          onClick={() => void open(document, 'view')}
                          aria-label={`View ${document.original_name}`}
                        >
                          View
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconDownload size={14} />}
                          onClick={() => void open(document, 'download')}
                          aria-label={`Download ${document.original_name}`}
                        >
                          Download
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  )
}
