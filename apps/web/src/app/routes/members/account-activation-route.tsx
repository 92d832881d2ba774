import type { ReactNode } from 'react'
import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import { memberErrorMessages } from '@lumbung/contract'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { PageLoader } from '../../../components/layout/page-loader'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useActivateAccount } from '../../../features/members/api/activate-account'
import { useInvitation } from '../../../features/members/api/get-invitation'
import { ActivationForm } from '../../../features/members/components/activation-form'
import { useT } from '../../../lib/i18n/i18n'
import { membersTexts } from '../../../features/members/members.texts'

const welcomeAfter = {
  superadmin: 'welcomeAfterOwner',
  admin: 'welcomeAfterAdmin',
  member: 'welcomeAfterMember',
} as const

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} w="100%" maw={480} mt="xl">
      {children}
    </Paper>
  )
}

function DeadLink({ message }: { message: string }) {
  const t = useT(membersTexts)
  return (
    <Frame>
      <Stack align="center" gap="sm" data-testid="invitation-invalid">
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <IconLinkOff size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} size="h3" ta="center">
          {t('deadTitle')}
        </Title>
        <Text c="dimmed" ta="center" size="sm">
          <ValidationMessage>{message}</ValidationMessage>
        </Text>
        <Anchor component={Link} to="/login" size="sm" fw={600}>
          {t('alreadyActivated')}
        </Anchor>
      </Stack>
    </Frame>
  )
}

export function AccountActivationRoute() {
  const t = useT(membersTexts)
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const invitation = useInvitation(token)
  const activation = useActivateAccount()

  if (!token) return <DeadLink message={memberErrorMessages.invitationInvalid} />
  if (activation.data && !activation.data.isSignedIn) {
    return (
      <Frame>
        <Stack align="center" gap="sm" data-testid="activation-done">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
            <IconCircleCheck size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} size="h3" ta="center">
            {t('activeTitle')}
          </Title>
          <Text c="dimmed" ta="center" size="sm">
            {t('activeBody')}
          </Text>
          <Button component={Link} to="/login">
            {t('signIn')}
          </Button>
        </Stack>
      </Frame>
    )
  }
  if (invitation.isError) {
    return <DeadLink message={errorMessageOf(invitation.error)} />
  }
  if (!invitation.data) return <PageLoader label={t('checkingInvitation')} />
  const details = invitation.data
  // A link that died between opening the page and submitting it gets the same screen.
  if (isApiError(activation.error) && activation.error.status === 410) {
    return <DeadLink message={errorMessageOf(activation.error)} />
  }

  return (
    <Frame>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {t('activateTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('welcomeBefore', { name: details.full_name })} <b>{details.company_name}</b>{' '}
            {t(welcomeAfter[details.application_role])}
          </Text>
        </Stack>
        <ActivationForm
          token={token}
          email={details.email}
          isSubmitting={activation.isPending}
          error={activation.error}
          onSubmit={async (values) => {
            const outcome = await activation.mutateAsync(values)
            // A fresh start: anything cached belongs to whoever used this browser before.
            if (outcome.isSignedIn) window.location.assign('/')
          }}
        />
      </Stack>
    </Frame>
  )
}
