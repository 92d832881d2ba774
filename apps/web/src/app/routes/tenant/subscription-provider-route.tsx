import { formatDateTime } from '@lumbung/contract'
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  List,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconArrowsExchange } from '@tabler/icons-react'
import { Link } from 'react-router'
import { notify } from '../../../components/feedback'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { switchUserType } from '../../../lib/switch-user-type'
import { useSubscribeProvider } from '../../../features/tenant/api/subscribe-provider'
import { ProviderSubscriptionForm } from '../../../features/tenant/components/provider-subscription-form'
import { SideStatusBadge } from '../../../features/tenant/components/side-status-badge'
import { WithSubscription } from '../../../features/tenant/components/subscription-state'
import { formWidth } from '../../../components/layout/page-width'

const switchToProvider = () => switchUserType('provider')

export function SubscriptionProviderRoute() {
  const subscribe = useSubscribeProvider()
  const { user, activeUserType } = useCurrentUser()
  return (
    <Stack gap="lg" maw={formWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to="/subscription" size="sm">
          Subscription
        </Anchor>
        <Text size="sm">Provider</Text>
      </Breadcrumbs>
      <WithSubscription>
        {(subscription) => (
          <Card withBorder padding="lg" radius="md">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={3}>Provider</Title>
                <SideStatusBadge isActive={subscription.is_provider} />
              </Group>
              <Text size="sm">As a provider your company can:</Text>
              <List size="sm" spacing={4}>
                <List.Item>
                  publish data products built from its APIs, files and secret-share datasets;
                </List.Item>
                <List.Item>approve or reject requests, and see every call and download;</List.Item>
                <List.Item>
                  receive a settlement each month: sales less the platform fee, paid to the account below.
                </List.Item>
              </List>

              {subscription.is_provider ? (
                <Table variant="vertical" withTableBorder layout="fixed">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th w={220}>Provider terms accepted</Table.Th>
                      <Table.Td>
                        {subscription.provider_terms_accepted_at
                          ? formatDateTime(subscription.provider_terms_accepted_at)
                          : 'Before the terms were recorded'}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>Payout account</Table.Th>
                      <Table.Td data-testid="payout-account">
                        {subscription.payout_account
                          ? `${subscription.payout_account.bank_name} ${subscription.payout_account.account_number} (${subscription.payout_account.account_holder})`
                          : 'Not given yet'}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              ) : null}

              {subscription.is_provider && activeUserType !== 'provider' ? (
                <Button
                  w="fit-content"
                  leftSection={<IconArrowsExchange size={16} />}
                  onClick={switchToProvider}
                >
                  Switch to the provider side
                </Button>
              ) : null}

              {user.is_operator ? (
                // The platform's own company neither buys nor sells: there is nothing to subscribe to.
                <Alert color="gray" variant="light">
                  The platform&apos;s own company does not sell on the marketplace.
                </Alert>
              ) : !subscription.can_subscribe ? (
                <Alert color="gray" variant="light">
                  Only the company owner can subscribe or change the payout account.
                </Alert>
              ) : !subscription.is_verified ? (
                <Alert color="yellow" variant="light" title="Verify your company first">
                  A company must be verified before it can sell data.{' '}
                  <Anchor component={Link} to="/my-account/company-info" size="sm">
                    Send the company documents
                  </Anchor>
                </Alert>
              ) : (
                <ProviderSubscriptionForm
                  isProvider={subscription.is_provider}
                  isSubmitting={subscribe.isPending}
                  error={subscribe.error}
                  onSubmit={async (body) => {
                    const wasProvider = subscription.is_provider
                    await subscribe.mutateAsync(body)
                    void notify(
                      wasProvider
                        ? {
                            type: 'success',
                            title: 'Payout account changed',
                            message: 'Next settlements go to the new account.',
                          }
                        : {
                            type: 'success',
                            title: 'Your company is now a provider',
                            message: 'Switch to the provider side to publish your first product.',
                            // The user decides when to leave this screen: no closing by itself.
                            autoClose: false,
                            closeLabel: 'Stay here',
                            action: { label: 'Switch to the provider side', onClick: switchToProvider },
                          },
                    )
                  }}
                />
              )}
            </Stack>
          </Card>
        )}
      </WithSubscription>
    </Stack>
  )
}
