import { Alert, Anchor, Breadcrumbs, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { SideStatusBadge } from '../../../features/tenant/components/side-status-badge'
import { WithSubscription } from '../../../features/tenant/components/subscription-state'
import { formWidth } from '../../../components/layout/page-width'
import { subscriptionTexts } from '../../../features/tenant/subscription.texts'
import { useT } from '../../../lib/i18n/i18n'

export function SubscriptionCustomerRoute() {
  const t = useT(subscriptionTexts)
  return (
    <Stack gap="lg" maw={formWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to="/subscription" size="sm">
          {t('title')}
        </Anchor>
        <Text size="sm">{t('customer')}</Text>
      </Breadcrumbs>
      <WithSubscription>
        {(subscription) => (
          <Card withBorder padding="lg" radius="md">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={3}>{t('customer')}</Title>
                <SideStatusBadge isActive={subscription.is_consumer} />
              </Group>
              <Text size="sm">{t('customerIntro')}</Text>
              <List size="sm" spacing={4}>
                <List.Item>{t('customerCan1')}</List.Item>
                <List.Item>{t('customerCan2')}</List.Item>
                <List.Item>{t('customerCan3')}</List.Item>
                <List.Item>{t('customerCan4')}</List.Item>
              </List>
              {subscription.is_verified ? (
                <Alert color="teal" variant="light">
                  {t('customerVerified')}
                </Alert>
              ) : (
                <Alert color="yellow" variant="light">
                  {t('customerUnverified')}{' '}
                  <Anchor component={Link} to="/my-account/company-info" size="sm">
                    {t('sendDocuments')}
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
