import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { sendEmailBody, type SendEmailBody, type UserDetail } from '@lumbung/contract'
import { useSendEmailChange } from '../api/send-email-change'
import { FormAlert } from './auth-card'
import { serverErrorsOf } from './server-errors'

/** Asks for the password first (fresh login) through the API client's prompt. */
export function ChangeEmailForm({ detail }: { detail: UserDetail }) {
  const send = useSendEmailChange()
  const form = useForm<SendEmailBody>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(sendEmailBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const server = serverErrorsOf(send.error)
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await send
          .mutateAsync(sendEmailBody.parse(values))
          .then(() => form.reset())
          .catch(() => undefined)
      })}
    >
      <Stack gap="md">
        {detail.pending_email ? (
          <Alert color="blue" variant="light" role="status">
            We sent a confirmation link to <strong>{detail.pending_email}</strong>. Until you open it, you
            keep signing in with {detail.email}.
          </Alert>
        ) : null}
        <FormAlert message={server.message} />
        <TextInput
          label="New email"
          type="email"
          autoComplete="email"
          description={`Currently ${detail.email}`}
          {...form.getInputProps('email')}
          error={form.errors.email ?? server.fieldErrors.email}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send confirmation link
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
