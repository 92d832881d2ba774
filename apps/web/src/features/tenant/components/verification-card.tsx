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
  companyDocumentKinds,
  formatFileSize,
  messages,
  type TenantDetail,
  tenantFileLimits,
  type TenantVerificationStatus,
} from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { notify, toast } from '../../../components/feedback'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useSubmitVerification, type DocumentSelection } from '../api/submit-verification'
import { useT } from '../../../lib/i18n/i18n'
import { companyTexts } from '../company.texts'
import { ValidationMessage } from '../../../components/field-error/validation-message'

const documentRule = {
  label: 'Document',
  mimeTypes: tenantFileLimits.documentMimeTypes,
  maxKilobytes: tenantFileLimits.documentMaxKilobytes,
}

const statusLooks = {
  UNVERIFIED: { color: 'gray', label: 'statusUnverified' },
  PENDING: { color: 'yellow', label: 'statusPending' },
  VERIFIED: { color: 'teal', label: 'statusVerified' },
  REJECTED: { color: 'red', label: 'statusRejected' },
} as const satisfies Record<TenantVerificationStatus, { color: string; label: string }>

const kindKeys = {
  NIB: 'kindNIB',
  NPWP: 'kindNPWP',
  DEED: 'kindDEED',
  OTHER: 'kindOTHER',
} as const satisfies Record<CompanyDocumentKind, string>

/** Company verification: what was sent, what the reviewer said, and (when allowed) sending documents. */
export function VerificationCard({ detail }: { detail: TenantDetail }) {
  const t = useT(companyTexts)
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
        title: t('documentsSubmitted'),
        message: t('reviewMail'),
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
          title: t('documentsFailed'),
          message: errorMessageOf(error),
        })
    }
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{t('verificationSection')}</Title>
          <Badge color={statusLooks[status].color} variant="light" data-testid="verification-status">
            {t(statusLooks[status].label)}
          </Badge>
        </Group>

        {status === 'VERIFIED' ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
            {t('verifiedBody')}
          </Alert>
        ) : null}
        {status === 'PENDING' && submission ? (
          <Alert color="yellow" variant="light" icon={<IconClock size={18} />}>
            {t('pendingBody', { date: formatDateTime(submission.submitted_at) })}
          </Alert>
        ) : null}
        {status === 'REJECTED' && submission ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('rejectedTitle')}
          >
            <Text size="sm">{t('reason', { reason: submission.reason ?? t('noReason') })}</Text>
            {submission.reviewed_at ? (
              <Text size="xs" c="dimmed" mt={4}>
                {t('reviewedOn', { date: formatDateTime(submission.reviewed_at) })}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {status === 'UNVERIFIED' ? (
          <Text size="sm" c="dimmed">
            {t('unverifiedBody')}
          </Text>
        ) : null}

        {submission && submission.documents.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {status === 'REJECTED' ? t('rejectedDocuments') : t('submittedDocuments')}
            </Text>
            <List spacing={4} size="sm" icon={<IconFileText size={16} />}>
              {submission.documents.map((document) => (
                <List.Item key={document.id}>
                  {t(kindKeys[document.kind])}:{' '}
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
            <Text size="sm">{t('documentRule', { size: tenantFileLimits.documentMaxKilobytes / 1000 })}</Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {companyDocumentKinds.map((kind) => (
                <FileInput
                  key={kind}
                  label={t(kindKeys[kind])}
                  placeholder={t('chooseFile')}
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
                <ValidationMessage>{errors.documents}</ValidationMessage>
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button onClick={() => void onSubmit()} loading={submit.isPending}>
                {status === 'REJECTED' ? t('submitAgain') : t('submitForVerification')}
              </Button>
            </Group>
          </Stack>
        ) : status !== 'VERIFIED' && status !== 'PENDING' ? (
          <Text size="sm" c="dimmed">
            {t('ownerSends')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
