import { Button, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { registerBody, type RegisterBody } from '@lumbung/contract'
import { useSignupOptions } from '../api/get-signup-options'
import { FormAlert } from './auth-card'
import { serverErrorsOf } from './server-errors'
import { useT } from '../../../lib/i18n/i18n'
import { signupTexts } from '../signup.texts'
import { enumOptionsFrom } from '../../../lib/i18n/enum-labels'

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
  const t = useT(signupTexts)
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
          {t('aboutYou')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fullName')}
            autoComplete="name"
            {...form.getInputProps('full_name')}
            error={errorOf('full_name')}
          />
          <TextInput
            label={t('employeePosition')}
            autoComplete="organization-title"
            {...form.getInputProps('employee_position')}
            error={errorOf('employee_position')}
          />
          <TextInput
            label={t('email')}
            description={t('emailDescription')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            error={errorOf('email')}
          />
          <TextInput
            label={t('phoneNumber')}
            description={t('phoneDescription')}
            leftSection="+62"
            leftSectionWidth={48}
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.getInputProps('phone_number')}
            error={errorOf('phone_number')}
          />
          <PasswordInput
            label={t('password')}
            description={t('passwordRule')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            error={errorOf('password')}
          />
          <PasswordInput
            label={t('passwordConfirmation')}
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
            error={errorOf('password_confirmation')}
          />
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('yourCompany')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('legalName')}
            autoComplete="organization"
            {...form.getInputProps('legal_name')}
            error={errorOf('legal_name')}
          />
          <Select
            label={t('industry')}
            searchable
            data={enumOptionsFrom('industry', industries.data?.data)}
            placeholder={industries.isLoading ? t('loading') : t('chooseIndustry')}
            disabled={industries.isError}
            {...form.getInputProps('industry')}
            error={errorOf('industry') ?? (industries.isError ? t('industriesFailed') : undefined)}
          />
          <Select
            label={t('companySize')}
            data={enumOptionsFrom('companySize', sizes.data?.data)}
            placeholder={sizes.isLoading ? t('loading') : t('chooseSize')}
            disabled={sizes.isError}
            {...form.getInputProps('company_size')}
            error={errorOf('company_size') ?? (sizes.isError ? t('sizesFailed') : undefined)}
          />
        </SimpleGrid>
        <Button type="submit" size="md" loading={isSubmitting}>
          {t('createAccount')}
        </Button>
      </Stack>
    </form>
  )
}
