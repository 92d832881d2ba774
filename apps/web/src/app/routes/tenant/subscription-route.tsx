import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconBuildingStore, IconShoppingCart } from '@tabler/icons-react'
import { Link } from 'react-router'
import { SideStatusBadge } from '../../../features/tenant/components/side-status-badge'
import { WithSubscription } from '../../../features/tenant/components/subscription-state'
import { formWidth } from '../../../components/layout/page-width'
import { subscriptionTexts } from '../../../features/tenant/subscription.texts'
import { useT } from '../../../lib/i18n/i18n'

export function SubscriptionRoute() {
  const t = useT(subscriptionTexts)
  return (
    <Stack gap="lg" maw={formWidth}>
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </div>
      <WithSubscription>
        {(subscription) => (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder padding="lg" radius="md">
              <Stack gap="sm" h="100%">
                <Group justify="space-between">
                  <Group gap="xs">
                    <IconShoppingCart size={20} />
                    <Title order={4}>{t('customer')}</Title>
                  </Group>
                  <SideStatusBadge isActive={subscription.is_consumer} />
                </Group>
                <List size="sm" spacing={4}>
                  <List.Item>{t('customerBrowse')}</List.Item>
                  <List.Item>{t('customerCall')}</List.Item>
                  <List.Item>{t('customerInvoice')}</List.Item>
                </List>
                <Button
                  component={Link}
                  to="/subscription/customer"
                  variant="light"
                  mt="auto"
                  w="fit-content"
                >
                  {t('details')}
                </Button>
              </Stack>
            </Card>
            <Card withBorder padding="lg" radius="md">
              <Stack gap="sm" h="100%">
                <Group justify="space-between">
                  <Group gap="xs">
                    <IconBuildingStore size={20} />
                    <Title order={4}>{t('provider')}</Title>
                  </Group>
                  <SideStatusBadge isActive={subscription.is_provider} />
                </Group>
                <List size="sm" spacing={4}>
                  <List.Item>{t('providerPublish')}</List.Item>
                  <List.Item>{t('providerApprove')}</List.Item>
                  <List.Item>{t('providerSettle')}</List.Item>
                </List>
                <Button
                  component={Link}
                  to="/subscription/provider"
                  variant="light"
                  mt="auto"
                  w="fit-content"
                >
                  {subscription.is_provider || !subscription.can_subscribe
                    ? t('details')
                    : t('becomeProvider')}
                </Button>
              </Stack>
            </Card>
          </SimpleGrid>
        )}
      </WithSubscription>
    </Stack>
  )
}
