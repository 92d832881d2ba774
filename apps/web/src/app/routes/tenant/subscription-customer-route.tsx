import { Alert, Anchor, Breadcrumbs, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { SideStatusBadge } from '../../../features/tenant/components/side-status-badge'
import { WithSubscription } from '../../../features/tenant/components/subscription-state'
import { formWidth } from '../../../components/layout/page-width'

export function SubscriptionCustomerRoute() {
  return (
    <Stack gap="lg" maw={formWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to="/subscription" size="sm">
          Subscription
        </Anchor>
        <Text size="sm">Customer</Text>
      </Breadcrumbs>
      <WithSubscription>
        {(subscription) => (
          <Card withBorder padding="lg" radius="md">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={3}>Customer</Title>
                <SideStatusBadge isActive={subscription.is_consumer} />
              </Group>
              <Text size="sm">
                Every company starts as a customer when it signs up. As a customer your team can:
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>browse the marketplace and send requests for data products;</List.Item>
                <List.Item>
                  receive approved data by API through the gateway, by download, or delivered into your own
                  cloud storage;
                </List.Item>
                <List.Item>enrich your own files against purchased APIs (file-to-API);</List.Item>
                <List.Item>see usage and one invoice per calendar month, in rupiah.</List.Item>
              </List>
              {subscription.is_verified ? (
                <Alert color="teal" variant="light">
                  Your company is verified: every customer feature is open.
                </Alert>
              ) : (
                <Alert color="yellow" variant="light">
                  Until your company is verified only the marketplace, My Account and Subscription are open.{' '}
                  <Anchor component={Link} to="/my-account/company-info" size="sm">
                    Send the company documents
                  </Anchor>
                </Alert>
              )}
            </Stack>
          </Card>
        )}
      </WithSubscription>
    </Stack>
  )
}
