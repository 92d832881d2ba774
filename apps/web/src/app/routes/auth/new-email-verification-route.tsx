import { Alert, Button, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useVerifyNewEmail } from '../../../features/auth/api/verify-new-email'
import { AuthCard } from '../../../features/auth/components/auth-card'
import { serverErrorsOf } from '../../../features/auth/components/server-errors'
import { signupTexts } from '../../../features/auth/signup.texts'
import { useT } from '../../../lib/i18n/i18n'

/** Opens the link mailed to a new address and moves the account there. */
export function NewEmailVerificationRoute() {
  const t = useT(signupTexts)
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
      <AuthCard title={t('confirmingNewTitle')}>
        <Stack align="center" py="md">
          <Loader />
        </Stack>
      </AuthCard>
    )
  }

  if (verify.isSuccess) {
    return (
      <AuthCard title={t('newConfirmedTitle')}>
        <Text>{t('newConfirmedBody')}</Text>
        <Button component={Link} to="/my-account/account">
          {t('goToAccount')}
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('confirmNewTitle')}>
      <Alert color="orange" variant="light" role="alert">
        {token ? (serverErrorsOf(verify.error).message ?? t('linkUnusable')) : t('needsConfirmationLink')}
      </Alert>
      <Text size="sm">{t('askFromAccount')}</Text>
      <Button component={Link} to="/my-account/account" variant="light">
        {t('goToAccount')}
      </Button>
    </AuthCard>
  )
}
