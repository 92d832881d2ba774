import { Alert, Button, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useVerifyNewEmail } from '../../../features/auth/api/verify-new-email'
import { AuthCard } from '../../../features/auth/components/auth-card'
import { serverErrorsOf } from '../../../features/auth/components/server-errors'

/** Opens the link mailed to a new address and moves the account there. */
export function NewEmailVerificationRoute() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const verify = useVerifyNewEmail()
  const hasStarted = useRef(false)

  useEffect(() => {
    if (!token || hasStarted.current) return
    hasStarted.current = true
    verify.mutate(token)
  }, [token, verify])

  if (token && (verify.isPending || verify.isIdle)) {
    return (
      <AuthCard title="Confirming your new email">
        <Stack align="center" py="md">
          <Loader />
        </Stack>
      </AuthCard>
    )
  }

  if (verify.isSuccess) {
    return (
      <AuthCard title="Your new email is confirmed">
        <Text>From now on, sign in with your new address. We told your old address about the change.</Text>
        <Button component={Link} to="/my-account/account">
          Go to my account
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Confirm your new email">
      <Alert color="orange" variant="light" role="alert">
        {token
          ? (serverErrorsOf(verify.error).message ?? 'This link could not be used.')
          : 'This page needs the link from the confirmation email.'}
      </Alert>
      <Text size="sm">You can ask for a new link from My Account, under Email.</Text>
      <Button component={Link} to="/my-account/account" variant="light">
        Go to my account
      </Button>
    </AuthCard>
  )
}
