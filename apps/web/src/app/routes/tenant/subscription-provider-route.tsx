import { formatDateTime } from '../../../lib/i18n/format-date'
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
import { subscriptionTexts } from '../../../features/tenant/subscription.texts'
import { useT } from '../../../lib/i18n/i18n'

const switchToProvider = () => switchUserType('provider')

export function SubscriptionProviderRoute() {
  const t = useT(subscriptionTexts)
  const subscribe = useSubscribeProvider()
  const { user, activeUserType } = useCurrentUser()
  return (
    <Stack gap="lg" maw={formWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to="/subscription" size="sm">
          {t('title')}
        </Anchor>
        <Text size="sm">{t('provider')}</Text>
      </Breadcrumbs>
      <WithSubscription>
        {(subscription) => (
          <Card withBorder padding="lg" radius="md">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={3}>{t('provider')}</Title>
                <SideStatusBadge isActive={subscription.is_provider} />
              </Group>
              <Text size="sm">{t('providerIntro')}</Text>
              <List size="sm" spacing={4}>
                <List.Item>{t('providerCan1')}</List.Item>
                <List.Item>{t('providerCan2')}</List.Item>
                <List.Item>{t('providerCan3')}</List.Item>
              </List>

              {subscription.is_provider ? (
                <Table variant="vertical" withTableBorder layout="fixed">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th w={220}>{t('termsAccepted')}</Table.Th>
                      <Table.Td>
                        {subscription.provider_terms_accepted_at
                          ? formatDateTime(subscription.provider_terms_accepted_at)
                          : t('termsBeforeRecording')}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('payoutAccount')}</Table.Th>
                      <Table.Td data-testid="payout-account">
                        {subscription.payout_account
                          ? `${subscription.payout_account.bank_name} ${subscription.payout_account.account_number} (${subscription.payout_account.account_holder})`
                          : t('notGiven')}
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
                  {t('switchToProvider')}
                </Button>
              ) : null}

              {user.is_operator ? (
                // The platform's own company neither buys nor sells: there is nothing to subscribe to.
                <Alert color="gray" variant="light">
                  {t('platformCompany')}
                </Alert>
              ) : !subscription.can_subscribe ? (
                <Alert color="gray" variant="light">
                  {t('ownerOnly')}
                </Alert>
              ) : !subscription.is_verified ? (
                <Alert color="yellow" variant="light" title={t('verifyFirst')}>
                  {t('verifyFirstBody')}{' '}
                  <Anchor component={Link} to="/my-account/company-info" size="sm">
                    {t('sendDocuments')}
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
                            title: t('payoutChanged'),
                            message: t('payoutChangedBody'),
                          }
                        : {
                            type: 'success',
                            title: t('nowProvider'),
                            message: t('nowProviderBody'),
                            // The user decides when to leave this screen: no closing by itself.
                            autoClose: false,
                            closeLabel: t('stayHere'),
                            action: { label: t('switchToProvider'), onClick: switchToProvider },
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
