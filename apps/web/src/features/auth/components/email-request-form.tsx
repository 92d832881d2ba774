import { Button, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { emailAddressForm, type EmailAddressForm } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { FormAlert } from './auth-card'
import { serverErrorsOf } from './server-errors'

export interface EmailRequestFormProps {
  submitLabel: string
  initialEmail?: string
  onSubmit: (email: string) => Promise<unknown>
  isSubmitting: boolean
  error: unknown
}

/** One email field: forgot-password and resend-verification. */
export function EmailRequestForm({
  submitLabel,
  initialEmail = '',
  onSubmit,
  isSubmitting,
  error,
}: EmailRequestFormProps) {
  const form = useForm<EmailAddressForm>({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: schemaResolver(emailAddressForm, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const server = serverErrorsOf(error)
  const t = useT()
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await onSubmit(emailAddressForm.parse(values).email).catch(() => undefined)
      })}
    >
      <Stack gap="md">
        <FormAlert message={server.message} />
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          {...form.getInputProps('email')}
          error={form.errors.email ?? server.fieldErrors.email_address}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
