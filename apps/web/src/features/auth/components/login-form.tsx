import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import { genericErrorMessage, loginBody, type LoginBody } from '@lumbung/contract'
import { isApiError } from '../../../lib/api-error'

export interface LoginFormProps {
  onSubmit: (values: LoginBody) => Promise<unknown>
  isSubmitting: boolean
  error: unknown
}

/** Email and password, validated as the user types with the same rules the server applies. */
export function LoginForm({ onSubmit, isSubmitting, error }: LoginFormProps) {
  const form = useForm<LoginBody>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })

  const fieldErrors = isApiError(error) ? error.fieldErrors : {}
  const serverMessage = error ? (error instanceof Error ? error.message : genericErrorMessage) : null

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        // The schema trims and lower-cases the email; the server receives the same value it validates.
        await onSubmit(loginBody.parse(values)).catch(() => undefined)
      })}
    >
      <Stack gap="md">
        {serverMessage ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="login-error"
          >
            {serverMessage}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.getInputProps('email')}
          error={form.errors.email ?? fieldErrors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          {...form.getInputProps('password')}
          error={form.errors.password ?? fieldErrors.password}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          Sign in
        </Button>
      </Stack>
    </form>
  )
}
