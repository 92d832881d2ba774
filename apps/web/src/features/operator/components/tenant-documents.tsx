import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { IconDownload, IconEye } from '@tabler/icons-react'
import { formatFileSize, type VerificationSubmission } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { notify } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { translateIn, useT } from '../../../lib/i18n/i18n'
import { openStoredFile } from '../api/download-document'
import { operatorTenantTexts } from '../operator-tenants.texts'
import { useOperatorLabels } from './operator-labels'

type SubmittedDocument = VerificationSubmission['documents'][number]

async function open(document: SubmittedDocument, mode: 'view' | 'download') {
  try {
    await openStoredFile(document.url, document.original_name, mode)
  } catch (error) {
    void notify({
      type: 'error',
      title: translateIn(operatorTenantTexts, 'fileFailed'),
      message: errorMessageOf(error),
    })
  }
}

/** The company registration documents the tenant submitted for verification. */
export function TenantDocuments({ submission }: { submission: VerificationSubmission | null }) {
  const t = useT(operatorTenantTexts)
  const labels = useOperatorLabels()
  const documents = submission?.documents ?? []
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('documents')}
          </Title>
          {submission ? (
            <Text size="sm" c="dimmed">
              {t('submitted', { date: formatDateTime(submission.submitted_at) })}
            </Text>
          ) : null}
        </Group>
        {documents.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('noDocuments')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="xs" data-testid="tenant-documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('file')}</Table.Th>
                  <Table.Th>{t('document')}</Table.Th>
                  <Table.Th>{t('size')}</Table.Th>
                  <Table.Th aria-label={t('actions')} />
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
                    <Table.Td>{labels.label('companyDocumentKind', document.kind)}</Table.Td>
                    <Table.Td>{formatFileSize(document.size)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconEye size={14} />}
                          onClick={() => void open(document, 'view')}
                          aria-label={t('viewFile', { name: document.original_name })}
                        >
                          {t('view')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconDownload size={14} />}
                          onClick={() => void open(document, 'download')}
                          aria-label={t('downloadFile', { name: document.original_name })}
                        >
                          {t('download')}
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
