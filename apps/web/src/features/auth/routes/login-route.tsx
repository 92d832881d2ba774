import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useLogin } from '../api/login'
import { LoginForm } from '../components/login-form'
import { redirectParam, safeRedirectTarget } from '../../../lib/safe-redirect'

export function LoginRoute() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const login = useLogin()
  const target = safeRedirectTarget(searchParams.get(redirectParam))

  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} w="100%" maw={440} mt="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2">
            Sign in
          </Title>
          <Text c="dimmed" size="sm">
            Welcome back. Sign in to browse, publish and buy data products.
          </Text>
        </Stack>
        <LoginForm
          isSubmitting={login.isPending}
          error={login.error}
          onSubmit={async (values) => {
            await login.mutateAsync(values)
            await navigate(target, { replace: true })
          }}
        />
        <Text size="sm" ta="center" c="dimmed">
          New to Lumbung?{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  )
}
