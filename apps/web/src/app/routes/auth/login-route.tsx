import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { SecondFactorChallenge } from '@lumbung/contract'
import { useLogin } from '../../../features/auth/api/login'
import { LoginForm } from '../../../features/auth/components/login-form'
import { redirectParam, safeRedirectTarget } from '../../../lib/safe-redirect'
import { useT } from '../../../lib/i18n/i18n'

// The second step loads only for an account that has a second factor (docs/decisions/0049, 0060).
const SecondFactorStep = lazy(() =>
  import('../../../features/auth/components/second-factor-step').then((module) => ({
    default: module.SecondFactorStep,
  })),
)

/** Where a sign-in held to adding a second factor goes first. */
const enrolmentPath = '/my-account/security'

export function LoginRoute() {
  const t = useT()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const login = useLogin()
  const target = safeRedirectTarget(searchParams.get(redirectParam))
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null)

  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} w="100%" maw={440} mt="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {challenge ? t('login.secondStepTitle') : t('login.title')}
          </Title>
          {challenge ? null : (
            <Text c="dimmed" size="sm">
              {t('login.welcome')}
            </Text>
          )}
        </Stack>
        {challenge ? (
          <Suspense fallback={<Loader role="status" aria-label={t('login.secondStepTitle')} m="auto" />}>
            <SecondFactorStep
              challenge={challenge}
              onSignedIn={() => navigate(target, { replace: true })}
              onBack={() => {
                login.reset()
                setChallenge(null)
              }}
            />
          </Suspense>
        ) : (
          <LoginForm
            isSubmitting={login.isPending}
            error={login.error}
            onSubmit={async (values) => {
              const outcome = await login.mutateAsync(values)
              if (outcome.kind === 'second-factor') {
                setChallenge(outcome.challenge)
                return
              }
              await navigate(outcome.isEnrolmentRequired ? enrolmentPath : target, { replace: true })
            }}
          />
        )}
        {challenge ? null : (
          <Text size="sm" ta="center" c="dimmed">
            {t('login.newHere')}{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              {t('login.createAccount')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
