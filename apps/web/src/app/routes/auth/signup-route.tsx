import { Anchor, Text } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { useRegister } from '../../../features/auth/api/register'
import { AuthCard } from '../../../features/auth/components/auth-card'
import { SignupForm } from '../../../features/auth/components/signup-form'

export function SignupRoute() {
  const navigate = useNavigate()
  const register = useRegister()
  return (
    <AuthCard
      title="Create your company account"
      description="Sign your company up to browse and buy data products. You can publish your own once your company is verified."
      width={760}
    >
      <SignupForm
        isSubmitting={register.isPending}
        error={register.error}
        onSubmit={async (values) => {
          await register.mutateAsync(values)
          await navigate('/thank-you/signup', { state: { email: values.email } })
        }}
      />
      <Text size="sm" ta="center" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  )
}
