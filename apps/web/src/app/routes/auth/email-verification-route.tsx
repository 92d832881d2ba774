import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useResendVerification } from '../../../features/auth/api/resend-verification'
import { useVerifyEmail } from '../../../features/auth/api/verify-email'
import { AuthCard } from '../../../features/auth/components/auth-card'
import { EmailRequestForm } from '../../../features/auth/components/email-request-form'
import { serverErrorsOf } from '../../../features/auth/components/server-errors'
import { signupTexts } from '../../../features/auth/signup.texts'
import { useT } from '../../../lib/i18n/i18n'

/** Opens the signup verification link; a dead link offers a new one. */
export function EmailVerificationRoute() {
  const t = useT(signupTexts)
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const verify = useVerifyEmail()
  const resend = useResendVerification()
  const [isResent, setIsResent] = useState(false)
  const hasStarted = useRef(false)

  useEffect(() => {
    // Once only: a token is single use, and React may run effects twice in development.
    if (!token || hasStarted.current) return
    hasStarted.current = true
    verify
      .mutateAsync(token)
      .then(() => navigate('/thank-you/verification', { replace: true }))
      .catch(() => undefined)
  }, [token, verify, navigate])

  const isWaiting = Boolean(token) && !verify.isError
  if (isWaiting) {
    return (
      <AuthCard title={t('verifyingTitle')}>
        <Stack align="center" py="md">
          <Loader />
          <Text c="dimmed">{t('oneMoment')}</Text>
        </Stack>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('verifyTitle')}>
      <Alert color="orange" variant="light" role="alert">
        {token ? (serverErrorsOf(verify.error).message ?? t('linkUnusable')) : t('needsVerificationLink')}
      </Alert>
      {isResent ? (
        <Alert color="green" variant="light" role="status">
          {t('resent')}
        </Alert>
      ) : (
        <>
          <Text size="sm">{t('askNewLink')}</Text>
          <EmailRequestForm
            submitLabel={t('sendNewLink')}
            isSubmitting={resend.isPending}
            error={resend.error}
            onSubmit={async (email) => {
              await resend.mutateAsync(email)
              setIsResent(true)
            }}
          />
        </>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  )
}
