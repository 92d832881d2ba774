import { Alert, Anchor, Group, Text } from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'
import type { UserInformation } from '@lumbung/contract'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { useVerificationProgress } from './use-verification-progress'
import { stepsDone, verificationStepsOf } from './verification-steps'
import { useT } from '../../../lib/i18n/i18n'
import { companyTexts } from '../company.texts'

/**
 * The shell's reminder on every screen until the company is verified: the next step to take, linked.
 * The whole checklist sits on the landing screen; this line only points at what comes next.
 */
export function GetVerifiedBanner({ user }: { user: UserInformation }) {
  const t = useT(companyTexts)
  const company = useVerificationProgress(user)
  const steps = company.data ? verificationStepsOf(user, company.data) : null
  const next = steps?.find((step) => step.state !== 'done')
  const isRejected = company.data?.verification_status === 'REJECTED'

  return (
    <Alert
      color={isRejected ? 'red' : 'harvest'}
      variant="light"
      icon={<IconShieldCheck size={18} />}
      mb="lg"
      data-testid="get-verified-banner"
      aria-label={t('getVerified')}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {isRejected ? t('bannerRejected') : t('bannerUnverified')}
        </Text>
        {steps && next ? (
          <>
            <Text size="sm">
              {t('bannerNext', {
                step: next.label.toLowerCase(),
                done: stepsDone(steps),
                total: steps.length,
              })}
            </Text>
            {next.link ? (
              <Anchor component={PrefetchLink} to={next.link.to} size="sm" fw={600}>
                {next.link.label}
              </Anchor>
            ) : null}
          </>
        ) : (
          <Text size="sm">{t('bannerClosed')}</Text>
        )}
      </Group>
    </Alert>
  )
}
