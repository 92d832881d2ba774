import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { sendEmailBody, type SendEmailBody, type UserDetail } from '@lumbung/contract'
import { useSendEmailChange } from '../api/send-email-change'
import { FormAlert } from './auth-card'
import { serverErrorsOf } from './server-errors'
import { useT } from '../../../lib/i18n/i18n'
import { accountTexts } from '../account.texts'

/** Asks for the password first (fresh login) through the API client's prompt. */
export function ChangeEmailForm({ detail }: { detail: UserDetail }) {
  const t = useT(accountTexts)
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
            {t('pendingEmailBefore')} <strong>{detail.pending_email}</strong>
            {t('pendingEmailAfter', { email: detail.email })}
          </Alert>
        ) : null}
        <FormAlert message={server.message} />
        <TextInput
          label={t('newEmail')}
          type="email"
          autoComplete="email"
          description={t('currently', { email: detail.email })}
          {...form.getInputProps('email')}
          error={form.errors.email ?? server.fieldErrors.email}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('sendConfirmation')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
