import { Anchor, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { signupTexts } from '../../../features/auth/signup.texts'
import { useT } from '../../../lib/i18n/i18n'

interface ThankYouProps {
  title: string
  icon: 'mail' | 'done'
  children: ReactNode
  action: { label: string; to: string }
}

function ThankYou({ title, icon, children, action }: ThankYouProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} w="100%" maw={520} mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon
          size={64}
          radius="xl"
          variant="light"
          color={icon === 'mail' ? 'blue' : 'green'}
          aria-hidden
        >
          {icon === 'mail' ? <IconMailForward size={34} /> : <IconCircleCheck size={34} />}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
        <Button component={Link} to={action.to} size="md">
          {action.label}
        </Button>
      </Stack>
    </Paper>
  )
}

function useEmailFromState(): string | null {
  const state = useLocation().state as { email?: unknown } | null
  return typeof state?.email === 'string' ? state.email : null
}

export function SignupThankYouRoute() {
  const t = useT(signupTexts)
  const email = useEmailFromState()
  return (
    <ThankYou title={t('signupTitle')} icon="mail" action={{ label: t('goToSignIn'), to: '/login' }}>
      <Text>
        {t('sentLinkBefore')} {email ? <strong>{email}</strong> : t('yourEmail')}
        {t('sentLinkAfter')}
      </Text>
      <List ta="left" size="sm" spacing={6}>
        <List.Item>{t('stepProfile')}</List.Item>
        <List.Item>{t('stepDocuments')}</List.Item>
        <List.Item>
          {t('noEmailBefore')}{' '}
          <Anchor component={Link} underline="always" to="/email-verification">
            {t('askNewOne')}
          </Anchor>
          .
        </List.Item>
      </List>
    </ThankYou>
  )
}

export function ForgotPasswordThankYouRoute() {
  const t = useT(signupTexts)
  const email = useEmailFromState()
  return (
    <ThankYou title={t('checkEmailTitle')} icon="mail" action={{ label: t('backToSignIn'), to: '/login' }}>
      <Text>
        {t('ifBefore')} {email ? <strong>{email}</strong> : t('theAddress')} {t('resetSentAfter')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('nothingArrived')}{' '}
        <Anchor component={Link} underline="always" to="/forgot-password">
          {t('tryAgain')}
        </Anchor>
        .
      </Text>
    </ThankYou>
  )
}

export function ResetPasswordThankYouRoute() {
  const t = useT(signupTexts)
  return (
    <ThankYou title={t('resetTitle')} icon="done" action={{ label: t('signIn'), to: '/login' }}>
      <Text>{t('resetBody')}</Text>
    </ThankYou>
  )
}

export function VerificationThankYouRoute() {
  const t = useT(signupTexts)
  return (
    <ThankYou title={t('verifiedTitle')} icon="done" action={{ label: t('signIn'), to: '/login' }}>
      <Text>{t('verifiedBody')}</Text>
    </ThankYou>
  )
}

/** After a data-need request: the plain shell, so it reads the same whoever lands on it. */
export function RequestRecommendationThankYouRoute() {
  const t = useT(signupTexts)
  return (
    <ThankYou
      title={t('requestTitle')}
      icon="done"
      action={{ label: t('backToMarketplace'), to: '/consumer/marketplace' }}
    >
      <Text>{t('requestBody')}</Text>
      <Text size="sm" c="dimmed">
        {t('followBefore')}{' '}
        <Anchor component={Link} underline="always" to="/consumer/marketplace/request">
          {t('requestData')}
        </Anchor>
        .
      </Text>
    </ThankYou>
  )
}
