import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconArrowRight, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react'
import type { UserType } from '@lumbung/contract'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { iconFor } from '../../../components/navigation/menu-icons'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { DashboardCharts } from './dashboard-charts'
import { sectionCardsFor } from './section-cards'
import classes from './landing-page.module.css'
import { pageWidth } from '../../../components/layout/page-width'
import { translateLabel, useT } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'

const intros = { consumer: 'consumerIntro', provider: 'providerIntro' } as const satisfies Record<
  UserType,
  string
>

function VerificationBadge({
  isVerified,
  verified,
  pending,
}: {
  isVerified: boolean
  verified: string
  pending: string
}) {
  return (
    <Badge
      variant="light"
      color={isVerified ? 'lumbung' : 'harvest'}
      leftSection={isVerified ? <IconCircleCheck size={14} /> : <IconClockHour4 size={14} />}
    >
      {isVerified ? verified : pending}
    </Badge>
  )
}

/**
 * The landing page of a side: who is signed in, where the company stands, its usage once verified, and
 * where to go next.
 */
export function LandingPage({ userType }: { userType: UserType }) {
  const t = useT(dashboardTexts)
  const { user } = useCurrentUser()
  const cards = sectionCardsFor(user, userType)
  const isFullyVerified = user.user_is_verified && user.company_is_verified

  return (
    <Stack gap="xl" maw={pageWidth}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {userType === 'provider' ? t('providerDashboard') : t('consumerDashboard')}
        </Text>
        <Title order={1} size="h2">
          {t('welcome', { name: user.full_name })}
        </Title>
        <Text c="dimmed">
          {user.tenant_name} · {t(intros[userType])}
        </Text>
        <Group gap="xs" mt={4} data-testid="verification-state">
          <VerificationBadge
            isVerified={user.user_is_verified}
            verified={t('emailVerified')}
            pending={t('emailNotVerified')}
          />
          <VerificationBadge
            isVerified={user.company_is_verified}
            verified={t('companyVerified')}
            pending={t('companyNotVerified')}
          />
        </Group>
      </Stack>

      {isFullyVerified ? null : (
        <Alert
          color="harvest"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('verificationNeeded')}
        >
          {t('verificationHint')}
        </Alert>
      )}

      {isFullyVerified ? <DashboardCharts userType={userType} /> : null}

      <Title order={2} size="h4">
        {t('quickLinks')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {cards.map((card) => {
          const CardIcon = iconFor(card.entry)
          return (
            <Card
              key={card.path}
              component={PrefetchLink}
              to={card.path}
              padding="lg"
              className={classes.card}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
                  <CardIcon size={24} stroke={1.6} />
                </ThemeIcon>
                <IconArrowRight size={18} className={classes.arrow} aria-hidden />
              </Group>
              <Text fw={650} mt="md">
                {translateLabel('menu', card.label)}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {card.description}
              </Text>
            </Card>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
