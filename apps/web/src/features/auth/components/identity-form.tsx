import { Anchor, Badge, Button, FileInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import {
  checkFile,
  identityDocumentRule,
  type UserDetail,
  verifyInformationFields,
  type VerifyInformationFields,
} from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { toast } from '../../../components/feedback'
import { useVerifyInformation } from '../api/verify-information'
import { FormAlert } from './auth-card'
import { serverErrorsOf } from './server-errors'
import { useT } from '../../../lib/i18n/i18n'
import { accountTexts } from '../account.texts'

export function IdentityForm({ detail }: { detail: UserDetail }) {
  const t = useT(accountTexts)
  const submit = useVerifyInformation()
  const submitted = detail.identity_verification
  const [file, setFile] = useState<File | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const form = useForm<VerifyInformationFields>({
    mode: 'controlled',
    initialValues: {
      national_id_number: '',
      employee_position: submitted?.employee_position ?? detail.employee_position ?? '',
    },
    validate: schemaResolver(verifyInformationFields, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const server = serverErrorsOf(submit.error)

  return (
    <Stack gap="md">
      {submitted ? (
        <Group gap="sm">
          <Badge color="blue" variant="light">
            {t('submitted')}
          </Badge>
          <Text size="sm">
            {t('identitySummary', {
              maskedId: submitted.national_id_number_masked,
              position: submitted.employee_position,
              date: formatDate(submitted.submitted_at),
            })}{' '}
            <Anchor href={submitted.document_url} target="_blank" rel="noreferrer">
              {t('viewDocument')}
            </Anchor>
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('identityHint')}
        </Text>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const fault = checkFile(file, identityDocumentRule)
          setFileProblem(fault ?? null)
          if (fault) return
          await submit
            .mutateAsync({ fields: verifyInformationFields.parse(values), file: file! })
            .then(() => {
              form.setFieldValue('national_id_number', '')
              setFile(null)
              void toast({ color: 'green', message: t('identitySubmitted') })
            })
            .catch(() => undefined)
        })}
      >
        <Stack gap="md">
          <FormAlert message={server.fieldErrors.file ? null : server.message} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('nationalIdNumber')}
              inputMode="numeric"
              maxLength={16}
              {...form.getInputProps('national_id_number')}
              error={form.errors.national_id_number ?? server.fieldErrors.national_id_number}
            />
            <TextInput
              label={t('employeePosition')}
              {...form.getInputProps('employee_position')}
              error={form.errors.employee_position ?? server.fieldErrors.employee_position}
            />
            <FileInput
              label={t('identityDocument')}
              description={t('identityDocumentRule')}
              accept="image/jpeg,image/png,image/webp"
              clearable
              value={file}
              onChange={(picked) => {
                setFile(picked)
                setFileProblem(picked ? (checkFile(picked, identityDocumentRule) ?? null) : null)
              }}
              error={fileProblem ?? server.fieldErrors.file}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={submit.isPending}>
              {submitted ? t('submitAgain') : t('submitDetails')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  )
}
