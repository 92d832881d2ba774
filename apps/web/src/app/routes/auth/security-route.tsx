import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { MyAccountTabs } from '../../../components/layout/my-account-tabs'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { formWidth } from '../../../components/layout/page-width'
import { errorMessageOf } from '../../../lib/api-error'
import { useSecondFactorStatus } from '../../../features/auth/api/get-second-factor-status'
import { PasskeysCard } from '../../../features/auth/components/second-factor-passkeys-card'
import { SecondFactorPolicyCard } from '../../../features/auth/components/second-factor-policy-card'
import { RecoveryCodesCard } from '../../../features/auth/components/second-factor-recovery-card'
import { TotpCard } from '../../../features/auth/components/second-factor-totp-card'
import { useT } from '../../../lib/i18n/i18n'
import { securityTexts } from '../../../features/auth/security.texts'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}

/** My Account › Security: the second factors (docs/decisions/0060-second-factor.md). */
export function SecurityRoute() {
  return (
    <>
      <MyAccountTabs />
      <SecurityContent />
    </>
  )
}

function SecurityContent() {
  const t = useT(securityTexts)
  const { user } = useCurrentUser()
  const statusQuery = useSecondFactorStatus()
  const status = statusQuery.data
  if (statusQuery.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(statusQuery.error)}
      </Alert>
    )
  }
  if (!status) return <Loader role="status" m="xl" aria-label={t('pageTitle')} />
  const hasFactor = status.totp.is_enrolled || status.passkeys.length > 0

  return (
    <Stack gap="lg" maw={formWidth}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('pageTitle')}
        </Title>
        <Text c="dimmed">{t('pageDescription')}</Text>
      </Stack>
      {status.is_enrolment_pending && status.required_by ? (
        <Alert color="orange" variant="light" title={t('enrolmentRequiredTitle')} role="status">
          {t(`enrolmentRequired${status.required_by}`)}
        </Alert>
      ) : status.required_by ? (
        <Text size="sm" c="dimmed">
          {t(`requiredBy${status.required_by}`)}
        </Text>
      ) : null}
      <Section title={t('totpTitle')}>
        <TotpCard status={status} />
      </Section>
      <Section title={t('passkeysTitle')}>
        <PasskeysCard status={status} />
      </Section>
      {hasFactor ? (
        <Section title={t('recoveryTitle')}>
          <RecoveryCodesCard status={status} />
        </Section>
      ) : null}
      {status.is_enrolment_pending ? null : (
        <Section title={t('policyTitle')}>
          <SecondFactorPolicyCard isOwner={user.application_role === 'superadmin'} />
        </Section>
      )}
    </Stack>
  )
}
