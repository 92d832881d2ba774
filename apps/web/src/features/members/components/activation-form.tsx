import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { activateAccountBody, type ActivateAccountBody } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { membersTexts } from '../members.texts'

export interface ActivationFormProps {
  token: string
  email: string
  isSubmitting: boolean
  error: unknown
  onSubmit: (values: ActivateAccountBody) => Promise<unknown>
}

export function ActivationForm({ token, email, isSubmitting, error, onSubmit }: ActivationFormProps) {
  const t = useT(membersTexts)
  const form = useForm<ActivateAccountBody>({
    mode: 'controlled',
    initialValues: { token, password: '', password_confirmation: '' },
    validate: schemaResolver(activateAccountBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const fieldErrors = isApiError(error) ? error.fieldErrors : {}

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await onSubmit(values).catch(() => undefined)
      })}
    >
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : null}
        {/* Lets password managers save the new password under the right account. */}
        <TextInput label={t('email')} value={email} readOnly autoComplete="username" variant="filled" />
        <PasswordInput
          label={t('password')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
          error={form.errors.password ?? fieldErrors.password}
        />
        <PasswordInput
          label={t('passwordConfirmation')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password_confirmation')}
          error={form.errors.password_confirmation ?? fieldErrors.password_confirmation}
        />
        <Text size="xs" c="dimmed">
          {t('passwordRule')}
        </Text>
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {t('activateAccount')}
        </Button>
      </Stack>
    </form>
  )
}
