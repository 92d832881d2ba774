import { Anchor, Text } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { useForgotPassword } from '../../../features/auth/api/forgot-password'
import { AuthCard } from '../../../features/auth/components/auth-card'
import { EmailRequestForm } from '../../../features/auth/components/email-request-form'

export function ForgotPasswordRoute() {
  const navigate = useNavigate()
  const forgot = useForgotPassword()
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
    >
      <EmailRequestForm
        submitLabel="Send reset link"
        isSubmitting={forgot.isPending}
        error={forgot.error}
        onSubmit={async (email) => {
          await forgot.mutateAsync(email)
          await navigate('/thank-you/forgot-password', { state: { email } })
        }}
      />
      <Text size="sm" ta="center" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  )
}
