import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { providerSubscriptionBody, type ProviderSubscriptionBody } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { useT } from '../../../lib/i18n/i18n'
import { subscriptionTexts } from '../subscription.texts'

interface ProviderFormValues {
  accept_terms: boolean
  bank_name: string
  account_number: string
  account_holder: string
}

export interface ProviderSubscriptionFormProps {
  isProvider: boolean
  onSubmit: (body: ProviderSubscriptionBody) => Promise<unknown>
  isSubmitting: boolean
  error: unknown
}

/** Provider terms and the payout account. A refused submission keeps everything typed. */
export function ProviderSubscriptionForm({
  isProvider,
  onSubmit,
  isSubmitting,
  error,
}: ProviderSubscriptionFormProps) {
  const t = useT(subscriptionTexts)
  const form = useForm<ProviderFormValues>({
    mode: 'controlled',
    initialValues: { accept_terms: isProvider, bank_name: '', account_number: '', account_holder: '' },
    validate: schemaResolver(providerSubscriptionBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const serverErrors = isApiError(error) ? error.fieldErrors : {}
  const serverMessage =
    error && Object.keys(serverErrors).length === 0
      ? error instanceof Error
        ? errorMessageOf(error)
        : null
      : null
  const errorOf = (field: keyof ProviderFormValues) => form.errors[field] ?? serverErrors[field]

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await onSubmit({ ...values, accept_terms: values.accept_terms as true }).catch(() => undefined)
      })}
    >
      <Stack gap="md">
        {serverMessage ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            <ValidationMessage>{serverMessage}</ValidationMessage>
          </Alert>
        ) : null}
        <TextInput
          label={t('bankName')}
          withAsterisk
          placeholder={t('bankPlaceholder')}
          {...form.getInputProps('bank_name')}
          error={errorOf('bank_name')}
        />
        <TextInput
          label={t('accountNumber')}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('account_number')}
          error={errorOf('account_number')}
        />
        <TextInput
          label={t('accountHolder')}
          withAsterisk
          description={t('accountHolderHint')}
          {...form.getInputProps('account_holder')}
          error={errorOf('account_holder')}
        />
        {isProvider ? null : (
          <Checkbox
            label={t('acceptTerms')}
            {...form.getInputProps('accept_terms', { type: 'checkbox' })}
            error={errorOf('accept_terms')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {isProvider ? t('changePayout') : t('subscribe')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
