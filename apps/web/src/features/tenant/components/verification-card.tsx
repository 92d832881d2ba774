import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconClock, IconFileText } from '@tabler/icons-react'
import { useState } from 'react'
import {
  checkFile,
  companyDocumentFields,
  type CompanyDocumentKind,
  companyDocumentKindLabels,
  companyDocumentKinds,
  formatDateTime,
  formatFileSize,
  messages,
  type TenantDetail,
  tenantFileLimits,
  type TenantVerificationStatus,
} from '@lumbung/contract'
import { notify, toast } from '../../../components/feedback'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useSubmitVerification, type DocumentSelection } from '../api/submit-verification'

const documentRule = {
  label: 'Document',
  mimeTypes: tenantFileLimits.documentMimeTypes,
  maxKilobytes: tenantFileLimits.documentMaxKilobytes,
}

const statusLooks: Record<TenantVerificationStatus, { color: string; label: string }> = {
  UNVERIFIED: { color: 'gray', label: 'Not verified' },
  PENDING: { color: 'yellow', label: 'In review' },
  VERIFIED: { color: 'teal', label: 'Verified' },
  REJECTED: { color: 'red', label: 'Rejected' },
}

/** Company verification: what was sent, what the reviewer said, and (when allowed) sending documents. */
export function VerificationCard({ detail }: { detail: TenantDetail }) {
  const submit = useSubmitVerification()
  const [documents, setDocuments] = useState<DocumentSelection>({})
  const [errors, setErrors] = useState<Partial<Record<CompanyDocumentKind | 'documents', string>>>({})
  const status = detail.verification_status
  const submission = detail.verification

  const pick = (kind: CompanyDocumentKind) => (file: File | null) => {
    setDocuments((current) => ({ ...current, [kind]: file }))
    setErrors((current) => ({ ...current, [kind]: checkFile(file, documentRule), documents: undefined }))
  }

  const onSubmit = async () => {
    const picked = companyDocumentKinds.filter((kind) => documents[kind])
    if (picked.length === 0) {
      setErrors({ documents: messages.required(documentRule.label) })
      return
    }
    if (picked.some((kind) => errors[kind])) return
    try {
      await submit.mutateAsync(documents)
      setDocuments({})
      setErrors({})
      void toast({
        color: 'teal',
        title: 'Documents submitted',
        message: 'We will mail you once they are reviewed.',
      })
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {}
      const byKind = Object.fromEntries(
        companyDocumentKinds
          .filter((kind) => fieldErrors[companyDocumentFields[kind]])
          .map((kind) => [kind, fieldErrors[companyDocumentFields[kind]]]),
      )
      if (Object.keys(byKind).length > 0) setErrors(byKind)
      else
        void notify({
          type: 'error',
          title: 'The documents were not submitted',
          message: errorMessageOf(error),
        })
    }
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>Company verification</Title>
          <Badge color={statusLooks[status].color} variant="light" data-testid="verification-status">
            {statusLooks[status].label}
          </Badge>
        </Group>

        {status === 'VERIFIED' ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
            Your company is verified. Every feature of the marketplace is open to it.
          </Alert>
        ) : null}
        {status === 'PENDING' && submission ? (
          <Alert color="yellow" variant="light" icon={<IconClock size={18} />}>
            Documents sent on {formatDateTime(submission.submitted_at)} are being reviewed. You will get an
            email when the review is done; until then they cannot be sent again.
          </Alert>
        ) : null}
        {status === 'REJECTED' && submission ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Verification rejected"
          >
            <Text size="sm">Reason: {submission.reason ?? 'No reason given'}</Text>
            {submission.reviewed_at ? (
              <Text size="xs" c="dimmed" mt={4}>
                Reviewed on {formatDateTime(submission.reviewed_at)}. Correct the documents below and submit
                them again.
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {status === 'UNVERIFIED' ? (
          <Text size="sm" c="dimmed">
            Send your company registration documents so an operator can verify your company. Until then your
            team can use only the marketplace, My Account and Subscription.
          </Text>
        ) : null}

        {submission && submission.documents.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {status === 'REJECTED' ? 'Documents of the rejected submission' : 'Submitted documents'}
            </Text>
            <List spacing={4} size="sm" icon={<IconFileText size={16} />}>
              {submission.documents.map((document) => (
                <List.Item key={document.id}>
                  {companyDocumentKindLabels[document.kind]}:{' '}
                  <Anchor href={document.url} target="_blank" rel="noopener">
                    {document.original_name}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    ({formatFileSize(document.size)})
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}

        {detail.can_submit_verification ? (
          <Stack gap="sm">
            <Text size="sm">
              PDF, JPEG, PNG or WebP, up to {tenantFileLimits.documentMaxKilobytes / 1000} MB each. At least
              one document is needed.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {companyDocumentKinds.map((kind) => (
                <FileInput
                  key={kind}
                  label={companyDocumentKindLabels[kind]}
                  placeholder="Choose a file"
                  clearable
                  accept={tenantFileLimits.documentMimeTypes.join(',')}
                  value={documents[kind] ?? null}
                  onChange={pick(kind)}
                  error={errors[kind]}
                />
              ))}
            </SimpleGrid>
            {errors.documents ? (
              <Text size="sm" c="red" role="alert">
                {errors.documents}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button onClick={() => void onSubmit()} loading={submit.isPending}>
                {status === 'REJECTED' ? 'Submit again' : 'Submit for verification'}
              </Button>
            </Group>
          </Stack>
        ) : status !== 'VERIFIED' && status !== 'PENDING' ? (
          <Text size="sm" c="dimmed">
            The company owner or an admin can send the documents.
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
