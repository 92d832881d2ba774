import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import { Link } from 'react-router'
import { type MarketplaceProductCard } from '@lumbung/contract'
import { describedLabel, labelOf } from '../../../lib/i18n/enum-labels'
import { priceTextOf } from '../../../lib/product-price'
import { MeasuredQualityLine } from './measured-quality'
import { useT } from '../../../lib/i18n/i18n'
import { marketplaceBrowseTexts } from '../marketplace-browse.texts'

export const marketplaceProductPath = (id: string) => `/consumer/marketplace/products/${id}`

/** One product in a results grid: picture, name, provider, price and what kind of data it is. */
export function MarketplaceProductCardView({ product }: { product: MarketplaceProductCard }) {
  const t = useT(marketplaceBrowseTexts)
  return (
    <Card
      component={Link}
      to={marketplaceProductPath(product.id)}
      withBorder
      radius="lg"
      padding="md"
      aria-label={product.name}
      style={{ textDecoration: 'none', height: '100%' }}
    >
      <Card.Section>
        {product.product_image_url ? (
          <Image src={product.product_image_url} alt="" h={120} fit="cover" />
        ) : (
          <Stack h={120} bg="gray.1" align="center" justify="center">
            <IconPackage size={36} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6}>
          {product.data_type ? (
            <Badge size="sm" variant="light">
              {labelOf('dataType', product.data_type)}
            </Badge>
          ) : null}
          {product.is_private ? (
            <Badge size="sm" variant="outline" color="grape">
              {t('privateOffer')}
            </Badge>
          ) : null}
          {product.is_owner ? (
            <Badge size="sm" variant="outline" color="gray">
              {t('yourProduct')}
            </Badge>
          ) : null}
        </Group>
        <Text fw={600} lineClamp={2}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {product.provider.brand_name ?? product.provider.legal_name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {product.short_description ?? ''}
        </Text>
        <Group gap={4}>
          {product.category.slice(0, 2).map((category) => (
            <Badge key={category} size="xs" variant="light" color="gray" radius="sm">
              {labelOf('dataCategory', category)}
            </Badge>
          ))}
        </Group>
        <MeasuredQualityLine quality={product.measured_quality} />
        <Group justify="space-between" mt={4}>
          <Text fw={700} size="sm">
            {priceTextOf(product)}
          </Text>
          <Text size="xs" c="dimmed">
            {describedLabel('pricingModel', product.pricing_model)}
          </Text>
        </Group>
      </Stack>
    </Card>
  )
}
