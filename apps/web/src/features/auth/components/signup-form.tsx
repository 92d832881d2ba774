import { Button, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { registerBody, type RegisterBody } from '@lumbung/contract'
import { useSignupOptions } from '../api/get-signup-options'
import { FormAlert } from './auth-card'
import { serverErrorsOf } from './server-errors'

export interface SignupFormProps {
  onSubmit: (values: RegisterBody) => Promise<unknown>
  isSubmitting: boolean
  error: unknown
}

const emptySignup: RegisterBody = {
  full_name: '',
  email: '',
  phone_number: '',
  password: '',
  password_confirmation: '',
  legal_name: '',
  industry: '' as RegisterBody['industry'],
  company_size: '' as RegisterBody['company_size'],
  employee_position: '',
}

/** Validated as the user types with the server's own rules; a failed submit keeps every value. */
export function SignupForm({ onSubmit, isSubmitting, error }: SignupFormProps) {
  const { industries, sizes } = useSignupOptions()
  const form = useForm<RegisterBody>({
    mode: 'controlled',
    initialValues: emptySignup,
    validate: schemaResolver(registerBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const server = serverErrorsOf(error)
  const errorOf = (field: keyof RegisterBody) => form.errors[field] ?? server.fieldErrors[field]
  const options = (data: { data: { value: string; description: string }[] } | undefined) =>
    (data?.data ?? []).map((entry) => ({ value: entry.value, label: entry.description }))

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await onSubmit(registerBody.parse(values)).catch(() => undefined)
      })}
    >
      <Stack gap="md">
        <FormAlert message={server.message} />
        <Title order={2} size="h4">
          About you
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Full name"
            autoComplete="name"
            {...form.getInputProps('full_name')}
            error={errorOf('full_name')}
          />
          <TextInput
            label="Employee position"
            autoComplete="organization-title"
            {...form.getInputProps('employee_position')}
            error={errorOf('employee_position')}
          />
          <TextInput
            label="Email"
            description="Your work email (not Gmail, Yahoo or Hotmail)"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            error={errorOf('email')}
          />
          <TextInput
            label="Phone number"
            description="Without the leading 0, e.g. 81234567890"
            leftSection="+62"
            leftSectionWidth={48}
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.getInputProps('phone_number')}
            error={errorOf('phone_number')}
          />
          <PasswordInput
            label="Password"
            description="8 to 32 characters with upper and lower case, a number and one of ! @ # $ % ^ & *"
            autoComplete="new-password"
            {...form.getInputProps('password')}
            error={errorOf('password')}
          />
          <PasswordInput
            label="Password confirmation"
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
            error={errorOf('password_confirmation')}
          />
        </SimpleGrid>
        <Title order={2} size="h4">
          Your company
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Company legal name"
            autoComplete="organization"
            {...form.getInputProps('legal_name')}
            error={errorOf('legal_name')}
          />
          <Select
            label="Industry"
            searchable
            data={options(industries.data)}
            placeholder={industries.isLoading ? 'Loading…' : 'Choose an industry'}
            disabled={industries.isError}
            {...form.getInputProps('industry')}
            error={
              errorOf('industry') ??
              (industries.isError ? 'The list of industries could not be loaded' : undefined)
            }
          />
          <Select
            label="Company size"
            data={options(sizes.data)}
            placeholder={sizes.isLoading ? 'Loading…' : 'Choose a size'}
            disabled={sizes.isError}
            {...form.getInputProps('company_size')}
            error={
              errorOf('company_size') ?? (sizes.isError ? 'The list of sizes could not be loaded' : undefined)
            }
          />
        </SimpleGrid>
        <Button type="submit" size="md" loading={isSubmitting}>
          Create account
        </Button>
      </Stack>
    </form>
  )
}
