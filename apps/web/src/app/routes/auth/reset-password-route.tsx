import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { newPasswordForm, type NewPasswordForm } from '@lumbung/contract'
import { useResetPassword } from '../../../features/auth/api/reset-password'
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card'
import { serverErrorsOf } from '../../../features/auth/components/server-errors'
import { useT } from '../../../lib/i18n/i18n'

export function ResetPasswordRoute() {
  const t = useT()
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
      <AuthCard title={t('reset.missingTitle')} description={t('reset.missingDescription')}>
        <Button component={Link} to="/forgot-password">
          {t('reset.requestLink')}
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')}>
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
                {t('reset.requestNewLink')}
              </Anchor>
            </Text>
          ) : null}
          <PasswordInput
            label={t('reset.password')}
            description={t('reset.passwordRule')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            error={form.errors.password ?? server.fieldErrors.password}
          />
          <PasswordInput
            label={t('reset.confirmation')}
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
            error={form.errors.password_confirmation ?? server.fieldErrors.password_confirmation}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
