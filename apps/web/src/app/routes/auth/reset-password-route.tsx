import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { newPasswordForm, type NewPasswordForm } from '@lumbung/contract'
import { useResetPassword } from '../../../features/auth/api/reset-password'
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card'
import { serverErrorsOf } from '../../../features/auth/components/server-errors'

export function ResetPasswordRoute() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const reset = useResetPassword()
  const form = useForm<NewPasswordForm>({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    validate: schemaResolver(newPasswordForm, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const server = serverErrorsOf(reset.error)

  if (!token) {
    return (
      <AuthCard
        title="Reset your password"
        description="This page needs the link from the password reset email."
      >
        <Button component={Link} to="/forgot-password">
          Request a reset link
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Choose a new password" description="After the change you will be signed out everywhere.">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          await reset
            .mutateAsync({ token, ...values })
            .then(() => navigate('/thank-you/reset-password'))
            .catch(() => undefined)
        })}
      >
        <Stack gap="md">
          <FormAlert message={server.message ?? server.fieldErrors.token ?? null} />
          {server.message && reset.error ? (
            <Text size="sm">
              <Anchor component={Link} to="/forgot-password">
                Request a new reset link
              </Anchor>
            </Text>
          ) : null}
          <PasswordInput
            label="Password"
            description="8 to 32 characters with upper and lower case, a number and one of ! @ # $ % ^ & *"
            autoComplete="new-password"
            {...form.getInputProps('password')}
            error={form.errors.password ?? server.fieldErrors.password}
          />
          <PasswordInput
            label="Password confirmation"
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
            error={form.errors.password_confirmation ?? server.fieldErrors.password_confirmation}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Save new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
