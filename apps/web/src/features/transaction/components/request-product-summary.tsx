import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import type { MarketplaceProductDetail } from '@lumbung/contract'
import { priceTextOf } from './request-terms'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'
import { describedLabel } from '../../../lib/i18n/enum-labels'

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  )
}

/** What is being requested: the product, its provider and its terms. */
export function RequestProductSummary({ product }: { product: MarketplaceProductDetail }) {
  const t = useT(transactionRequestTexts)
  const providerName = product.provider.brand_name ?? product.provider.legal_name
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="request-product-summary">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={product.product_image_url} radius="md" size={64} color="teal">
            <IconPackage size={28} />
          </Avatar>
          <Stack gap={2}>
            <Title order={2} size="h3">
              {product.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('byProvider', { name: providerName })}
            </Text>
            {product.short_description ? (
              <Text size="sm" lineClamp={2}>
                {product.short_description}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Fact label={t('pricingModel')} value={describedLabel('pricingModel', product.pricing_model)} />
          <Fact label={t('unit')} value={product.unit?.description} />
          <Fact
            label={t('price')}
            value={priceTextOf({ price: product.price, unit: product.unit?.value ?? null })}
          />
          <Fact label={t('deliveryMethod')} value={product.delivery_method?.description} />
          {product.monthly_quota !== null ? (
            <Fact label={t('monthlyQuota')} value={t('quotaCalls', { count: product.monthly_quota })} />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
