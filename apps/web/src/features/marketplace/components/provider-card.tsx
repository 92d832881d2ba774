import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconRosetteDiscountCheck } from '@tabler/icons-react'
import { Link } from 'react-router'
import { initialsOf, type MarketplaceProviderSummary } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { marketplaceBrowseTexts } from '../marketplace-browse.texts'

export const marketplaceProviderPath = (id: string) => `/consumer/marketplace/providers/${id}`

export function ProviderName({ provider }: { provider: MarketplaceProviderSummary }) {
  const t = useT(marketplaceBrowseTexts)
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={600}>{provider.brand_name ?? provider.legal_name}</Text>
      {provider.is_verified ? (
        <IconRosetteDiscountCheck
          size={16}
          color="var(--mantine-color-teal-6)"
          aria-label={t('verifiedProvider')}
        />
      ) : null}
    </Group>
  )
}

/** Who sells the product, with a way to see everything else they sell. */
export function MarketplaceProviderCard({
  provider,
  totalProduct,
}: {
  provider: MarketplaceProviderSummary
  totalProduct?: number
}) {
  const t = useT(marketplaceBrowseTexts)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('provider')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={provider.logo_url} radius="md" size="lg" color="teal">
            {initialsOf(provider.brand_name ?? provider.legal_name)}
          </Avatar>
          <Stack gap={0}>
            <ProviderName provider={provider} />
            <Text size="xs" c="dimmed">
              {provider.legal_name}
            </Text>
          </Stack>
        </Group>
        {provider.industry_name ? (
          <Badge variant="light" color="gray" w="fit-content">
            {provider.industry_name}
          </Badge>
        ) : null}
        {provider.short_description ? (
          <Text size="sm" c="dimmed">
            {provider.short_description}
          </Text>
        ) : null}
        {totalProduct !== undefined ? (
          <Text size="sm">{t('productsOnMarketplace', { count: totalProduct })}</Text>
        ) : null}
        <Button component={Link} to={marketplaceProviderPath(provider.id)} variant="light" size="xs">
          {t('viewProvider')}
        </Button>
      </Stack>
    </Paper>
  )
}
