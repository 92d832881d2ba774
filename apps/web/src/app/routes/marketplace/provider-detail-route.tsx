import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconRosetteDiscountCheck } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { initialsOf, type MarketplaceProviderDetail } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { Fact } from '../../../components/detail'
import { useMarketplaceProvider } from '../../../features/marketplace/api/get-provider'
import { MarketplaceDetailFrame } from '../../../features/marketplace/components/detail-frame'
import { MarketplaceProductCardView } from '../../../features/marketplace/components/product-card'
import {
  emptySearchState,
  serializeSearchState,
} from '../../../features/marketplace/components/search-url-state'
import { marketplacePagesTexts } from '../../../features/marketplace/marketplace-pages.texts'
import { useT } from '../../../lib/i18n/i18n'

const verificationKeys = {
  VERIFIED: 'verificationVERIFIED',
  PENDING: 'verificationPENDING',
  UNVERIFIED: 'verificationUNVERIFIED',
  REJECTED: 'verificationREJECTED',
} as const

function ProviderDetail({ provider }: { provider: MarketplaceProviderDetail }) {
  const t = useT(marketplacePagesTexts)
  const verificationKey = verificationKeys[provider.verification_status as keyof typeof verificationKeys]
  const allProducts = `/consumer/marketplace/products?${serializeSearchState({ ...emptySearchState, provider_id: [provider.id] })}`
  const place = [provider.address, provider.district_name, provider.province_name].filter(Boolean).join(', ')
  return (
    <>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={provider.logo_url} radius="md" size={72} color="teal">
              {initialsOf(provider.brand_name ?? provider.legal_name)}
            </Avatar>
            <Stack gap={2}>
              <Group gap="xs">
                <Title order={1} size="h2">
                  {provider.brand_name ?? provider.legal_name}
                </Title>
                {provider.is_verified ? (
                  <Badge color="teal" variant="light" leftSection={<IconRosetteDiscountCheck size={14} />}>
                    {t('verified')}
                  </Badge>
                ) : null}
              </Group>
              <Text c="dimmed">{provider.legal_name}</Text>
              {provider.short_description ? <Text size="sm">{provider.short_description}</Text> : null}
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
            <Fact label={t('industry')}>{provider.industry_name}</Fact>
            <Fact label={t('companySize')}>{provider.size_name}</Fact>
            <Fact label={t('verification')}>{verificationKey ? t(verificationKey) : undefined}</Fact>
            <Fact label={t('products')}>{String(provider.total_product)}</Fact>
            <Fact label={t('dataTypes')}>
              {provider.data_type.map((type) => labelOf('dataType', type)).join(', ')}
            </Fact>
            <Fact label={t('address')}>{place}</Fact>
            <Fact label={t('website')}>
              {provider.website ? (
                <Anchor href={provider.website} target="_blank" rel="noopener noreferrer" size="sm">
                  {provider.website}
                </Anchor>
              ) : null}
            </Fact>
          </SimpleGrid>
          {provider.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {provider.description}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('products')}
        </Title>
        {provider.total_product > provider.products.length ? (
          <Button
            component={Link}
            to={allProducts}
            variant="subtle"
            rightSection={<IconArrowRight size={14} />}
          >
            {t('seeAllProducts', { total: provider.total_product })}
          </Button>
        ) : null}
      </Group>
      {provider.products.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('providerNoProducts')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {provider.products.map((product) => (
            <MarketplaceProductCardView key={product.id} product={product} />
          ))}
        </SimpleGrid>
      )}
    </>
  )
}

/** /consumer/marketplace/providers/{id}: the company, what kinds of data it sells, and its products. */
export function MarketplaceProviderDetailRoute() {
  const t = useT(marketplacePagesTexts)
  const { id = '' } = useParams()
  return (
    <MarketplaceDetailFrame
      query={useMarketplaceProvider(id)}
      loadingLabel={t('loadingProvider')}
      backTo="/consumer/marketplace/providers"
      backLabel={t('providers')}
      errorBackLabel={t('backToProviders')}
    >
      {(provider) => <ProviderDetail provider={provider} />}
    </MarketplaceDetailFrame>
  )
}
