import { Anchor, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'

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
  const email = useEmailFromState()
  return (
    <ThankYou title="Thank you for signing up" icon="mail" action={{ label: 'Go to sign in', to: '/login' }}>
      <Text>
        We sent a verification link to {email ? <strong>{email}</strong> : 'your email'}. Open it within 24
        hours to verify your address.
      </Text>
      <List ta="left" size="sm" spacing={6}>
        <List.Item>Sign in and complete your company profile under My Account.</List.Item>
        <List.Item>Submit your company documents so we can verify your company.</List.Item>
        <List.Item>
          No email? Check your spam folder, or open the link page to{' '}
          <Anchor component={Link} underline="always" to="/email-verification">
            ask for a new one
          </Anchor>
          .
        </List.Item>
      </List>
    </ThankYou>
  )
}

export function ForgotPasswordThankYouRoute() {
  const email = useEmailFromState()
  return (
    <ThankYou title="Check your email" icon="mail" action={{ label: 'Back to sign in', to: '/login' }}>
      <Text>
        If {email ? <strong>{email}</strong> : 'the address'} belongs to an account, we sent it a link to
        choose a new password. The link works once, for 1 hour.
      </Text>
      <Text size="sm" c="dimmed">
        Nothing arrived? Check your spam folder or{' '}
        <Anchor component={Link} underline="always" to="/forgot-password">
          try again
        </Anchor>
        .
      </Text>
    </ThankYou>
  )
}

export function ResetPasswordThankYouRoute() {
  return (
    <ThankYou title="Your password has been reset" icon="done" action={{ label: 'Sign in', to: '/login' }}>
      <Text>For your security we signed you out everywhere. Sign in with your new password.</Text>
    </ThankYou>
  )
}

export function VerificationThankYouRoute() {
  return (
    <ThankYou title="Your email is verified" icon="done" action={{ label: 'Sign in', to: '/login' }}>
      <Text>
        Thank you. Sign in to continue; then submit your company documents under My Account so we can verify
        your company.
      </Text>
    </ThankYou>
  )
}

/** After a data-need request: the plain shell, so it reads the same whoever lands on it. */
export function RequestRecommendationThankYouRoute() {
  return (
    <ThankYou
      title="Thank you, we received your request"
      icon="done"
      action={{ label: 'Back to the marketplace', to: '/consumer/marketplace' }}
    >
      <Text>
        The Lumbung team reviews your data-need request, and verified providers who hold such data can answer
        it with a product. We will email you when its status changes or a provider answers.
      </Text>
      <Text size="sm" c="dimmed">
        Follow it any time under{' '}
        <Anchor component={Link} underline="always" to="/consumer/marketplace/request">
          Request data
        </Anchor>
        .
      </Text>
    </ThankYou>
  )
}
