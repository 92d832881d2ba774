import { Anchor, Text } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { useForgotPassword } from '../../../features/auth/api/forgot-password'
import { AuthCard } from '../../../features/auth/components/auth-card'
import { EmailRequestForm } from '../../../features/auth/components/email-request-form'
import { useT } from '../../../lib/i18n/i18n'

export function ForgotPasswordRoute() {
  const t = useT()
  const navigate = useNavigate()
  const forgot = useForgotPassword()
  return (
    <AuthCard title={t('forgot.title')} description={t('forgot.description')}>
      <EmailRequestForm
        submitLabel={t('forgot.submit')}
        isSubmitting={forgot.isPending}
        error={forgot.error}
        onSubmit={async (email) => {
          await forgot.mutateAsync(email)
          await navigate('/thank-you/forgot-password', { state: { email } })
        }}
      />
      <Text size="sm" ta="center" c="dimmed">
        {t('forgot.remembered')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('forgot.back')}
        </Anchor>
      </Text>
    </AuthCard>
  )
}
