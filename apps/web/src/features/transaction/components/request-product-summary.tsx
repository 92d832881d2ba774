import { formatCount } from '@lumbung/contract'
import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import type { MarketplaceProductDetail } from '@lumbung/contract'
import { priceTextOf } from './request-terms'

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
              {`by ${providerName}`}
            </Text>
            {product.short_description ? (
              <Text size="sm" lineClamp={2}>
                {product.short_description}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Fact label="Pricing model" value={product.pricing_model?.description} />
          <Fact label="Unit" value={product.unit?.description} />
          <Fact
            label="Price"
            value={priceTextOf({ price: product.price, unit: product.unit?.value ?? null })}
          />
          <Fact label="Delivery method" value={product.delivery_method?.description} />
          {product.monthly_quota !== null ? (
            <Fact label="Monthly quota" value={`${formatCount(product.monthly_quota)} calls`} />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
