import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useResendVerification } from '../../../features/auth/api/resend-verification'
import { useVerifyEmail } from '../../../features/auth/api/verify-email'
import { AuthCard } from '../../../features/auth/components/auth-card'
import { EmailRequestForm } from '../../../features/auth/components/email-request-form'
import { serverErrorsOf } from '../../../features/auth/components/server-errors'

/** Opens the signup verification link; a dead link offers a new one. */
export function EmailVerificationRoute() {
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
      <AuthCard title="Verifying your email">
        <Stack align="center" py="md">
          <Loader />
          <Text c="dimmed">One moment…</Text>
        </Stack>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Verify your email">
      <Alert color="orange" variant="light" role="alert">
        {token
          ? (serverErrorsOf(verify.error).message ?? 'This link could not be used.')
          : 'This page needs the link from the verification email.'}
      </Alert>
      {isResent ? (
        <Alert color="green" variant="light" role="status">
          If the address belongs to an account that still needs verifying, a new link is on its way. It works
          for 24 hours.
        </Alert>
      ) : (
        <>
          <Text size="sm">Enter your email and we will send you a new verification link.</Text>
          <EmailRequestForm
            submitLabel="Send a new link"
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
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  )
}
