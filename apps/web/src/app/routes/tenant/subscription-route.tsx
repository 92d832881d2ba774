import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconBuildingStore, IconShoppingCart } from '@tabler/icons-react'
import { Link } from 'react-router'
import { SideStatusBadge } from '../../../features/tenant/components/side-status-badge'
import { WithSubscription } from '../../../features/tenant/components/subscription-state'
import { formWidth } from '../../../components/layout/page-width'

export function SubscriptionRoute() {
  return (
    <Stack gap="lg" maw={formWidth}>
      <div>
        <Title order={2}>Subscription</Title>
        <Text c="dimmed" size="sm">
          A company can buy data as a customer, sell it as a provider, or both. Every user of the company gets
          the sides it subscribes to.
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
                    <Title order={4}>Customer</Title>
                  </Group>
                  <SideStatusBadge isActive={subscription.is_consumer} />
                </Group>
                <List size="sm" spacing={4}>
                  <List.Item>Browse the marketplace and request data products</List.Item>
                  <List.Item>Call APIs through the gateway, download files, deliver to your bucket</List.Item>
                  <List.Item>One monthly invoice for everything used</List.Item>
                </List>
                <Button
                  component={Link}
                  to="/subscription/customer"
                  variant="light"
                  mt="auto"
                  w="fit-content"
                >
                  Details
                </Button>
              </Stack>
            </Card>
            <Card withBorder padding="lg" radius="md">
              <Stack gap="sm" h="100%">
                <Group justify="space-between">
                  <Group gap="xs">
                    <IconBuildingStore size={20} />
                    <Title order={4}>Provider</Title>
                  </Group>
                  <SideStatusBadge isActive={subscription.is_provider} />
                </Group>
                <List size="sm" spacing={4}>
                  <List.Item>Publish data products from your APIs, files and secret-share datasets</List.Item>
                  <List.Item>Approve requests and watch usage</List.Item>
                  <List.Item>Monthly settlements paid to your bank account</List.Item>
                </List>
                <Button
                  component={Link}
                  to="/subscription/provider"
                  variant="light"
                  mt="auto"
                  w="fit-content"
                >
                  {subscription.is_provider || !subscription.can_subscribe ? 'Details' : 'Become a provider'}
                </Button>
              </Stack>
            </Card>
          </SimpleGrid>
        )}
      </WithSubscription>
    </Stack>
  )
}
