import { Anchor, Badge, Button, FileInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import {
  accountMessages,
  checkFile,
  formatDate,
  identityDocumentRule,
  type UserDetail,
  verifyInformationFields,
  type VerifyInformationFields,
} from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useVerifyInformation } from '../api/verify-information'
import { FormAlert } from './auth-card'
import { serverErrorsOf } from './server-errors'

export function IdentityForm({ detail }: { detail: UserDetail }) {
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
            Submitted
          </Badge>
          <Text size="sm">
            ID {submitted.national_id_number_masked}, {submitted.employee_position}, on{' '}
            {formatDate(submitted.submitted_at)}.{' '}
            <Anchor href={submitted.document_url} target="_blank" rel="noreferrer">
              View document
            </Anchor>
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Your national ID lets us confirm who acts for your company.
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
              void toast({ color: 'green', message: accountMessages.identitySubmitted })
            })
            .catch(() => undefined)
        })}
      >
        <Stack gap="md">
          <FormAlert message={server.fieldErrors.file ? null : server.message} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="National ID number"
              inputMode="numeric"
              maxLength={16}
              {...form.getInputProps('national_id_number')}
              error={form.errors.national_id_number ?? server.fieldErrors.national_id_number}
            />
            <TextInput
              label="Employee position"
              {...form.getInputProps('employee_position')}
              error={form.errors.employee_position ?? server.fieldErrors.employee_position}
            />
            <FileInput
              label="ID document"
              description="JPEG, PNG or WebP, up to 2 MB"
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
              {submitted ? 'Submit again' : 'Submit details'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  )
}
