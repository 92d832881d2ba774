import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { providerSubscriptionBody, type ProviderSubscriptionBody } from '@lumbung/contract'
import { isApiError } from '../../../lib/api-error'

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
  const form = useForm<ProviderFormValues>({
    mode: 'controlled',
    initialValues: { accept_terms: isProvider, bank_name: '', account_number: '', account_holder: '' },
    validate: schemaResolver(providerSubscriptionBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const serverErrors = isApiError(error) ? error.fieldErrors : {}
  const serverMessage =
    error && Object.keys(serverErrors).length === 0 ? (error instanceof Error ? error.message : null) : null
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
            {serverMessage}
          </Alert>
        ) : null}
        <TextInput
          label="Bank name"
          withAsterisk
          placeholder="Bank Central Asia"
          {...form.getInputProps('bank_name')}
          error={errorOf('bank_name')}
        />
        <TextInput
          label="Account number"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('account_number')}
          error={errorOf('account_number')}
        />
        <TextInput
          label="Account holder"
          withAsterisk
          description="The name on the account, usually the company's legal name"
          {...form.getInputProps('account_holder')}
          error={errorOf('account_holder')}
        />
        {isProvider ? null : (
          <Checkbox
            label="I accept the provider terms on behalf of my company: listed products must be ours to sell, buyers' data requests are answered within 5 working days, and the platform keeps a 10% fee from each settlement."
            {...form.getInputProps('accept_terms', { type: 'checkbox' })}
            error={errorOf('accept_terms')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {isProvider ? 'Change payout account' : 'Subscribe as provider'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
