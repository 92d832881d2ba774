import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { MyAccountTabs } from '../../../components/layout/my-account-tabs'
import { errorMessageOf } from '../../../lib/api-error'
import { useUserDetail } from '../../../features/auth/api/get-user-detail'
import { ChangeEmailForm } from '../../../features/auth/components/change-email-form'
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form'
import { IdentityForm } from '../../../features/auth/components/identity-form'
import { ProfileForm } from '../../../features/auth/components/profile-form'
import { ProfilePhotoCard } from '../../../features/auth/components/profile-photo-card'
import { formWidth } from '../../../components/layout/page-width'
import { accountTexts } from '../../../features/auth/account.texts'
import { useT } from '../../../lib/i18n/i18n'

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  )
}

export function AccountRoute() {
  return (
    <>
      <MyAccountTabs />
      <AccountContent />
    </>
  )
}

function AccountContent() {
  const t = useT(accountTexts)
  const detailQuery = useUserDetail()
  const detail = detailQuery.data

  if (detailQuery.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(detailQuery.error)}
      </Alert>
    )
  }
  if (!detail) return <Loader m="xl" />

  return (
    <Stack gap="lg" maw={formWidth}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{detail.legal_name}</Text>
        </Stack>
        <Badge color={detail.user_is_verified ? 'green' : 'orange'} variant="light" size="lg">
          {detail.user_is_verified ? t('emailVerified') : t('emailNotVerified')}
        </Badge>
      </Group>
      {!detail.user_is_verified ? (
        <Alert color="orange" variant="light">
          {t('verifyHint', { email: detail.email })}
        </Alert>
      ) : null}
      <Section title={t('profile')}>
        <ProfilePhotoCard detail={detail} />
        <ProfileForm key={detail.id} detail={detail} />
      </Section>
      <Section title={t('email')} description={t('emailDescription')}>
        <ChangeEmailForm detail={detail} />
      </Section>
      <Section title={t('password')} description={t('passwordDescription')}>
        <ChangePasswordForm />
      </Section>
      <Section title={t('personalVerification')}>
        <IdentityForm detail={detail} />
      </Section>
    </Stack>
  )
}
