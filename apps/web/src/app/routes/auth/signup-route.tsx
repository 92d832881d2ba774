import { Anchor, Text } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { useRegister } from '../../../features/auth/api/register'
import { AuthCard } from '../../../features/auth/components/auth-card'
import { SignupForm } from '../../../features/auth/components/signup-form'
import { useT } from '../../../lib/i18n/i18n'

export function SignupRoute() {
  const t = useT()
  const navigate = useNavigate()
  const register = useRegister()
  return (
    <AuthCard title={t('signup.title')} description={t('signup.description')} width={760}>
      <SignupForm
        isSubmitting={register.isPending}
        error={register.error}
        onSubmit={async (values) => {
          await register.mutateAsync(values)
          await navigate('/thank-you/signup', { state: { email: values.email } })
        }}
      />
      <Text size="sm" ta="center" c="dimmed">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('signup.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  )
}
