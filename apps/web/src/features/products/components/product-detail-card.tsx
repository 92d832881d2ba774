import { formatCount, formatDateTime, labelOf } from '@lumbung/contract'
import { Anchor, Badge, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import type { Product } from '@lumbung/contract'
import { CategoryBadges, Fact, ProductHeader } from '../../../components/detail'
import { priceTextOf } from '../../../lib/product-price'
import { ProductStatusBadge } from './product-status-badge'

export function ProductDetailCard({ product }: { product: Product }) {
  return (
    <Stack gap="lg">
      <ProductHeader
        imageUrl={product.product_image_url}
        icon={IconPackage}
        title={product.name}
        badges={
          <>
            <ProductStatusBadge status={product.status} />
            {product.is_private ? <Badge variant="outline">Private offer</Badge> : null}
          </>
        }
      >
        <Text c="dimmed">{product.short_description ?? 'No short description yet.'}</Text>
        <CategoryBadges categories={product.category} />
      </ProductHeader>

      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
          <Fact label="Price">{priceTextOf(product)}</Fact>
          <Fact label="Pricing model">{product.pricing_model?.description}</Fact>
          <Fact label="Delivery method">{product.delivery_method?.description}</Fact>
          {product.monthly_quota ? (
            <Fact label="Monthly call quota">{formatCount(product.monthly_quota)} calls</Fact>
          ) : null}
          {product.availability_target !== null ? (
            <Fact label="Availability target">{`${formatCount(product.availability_target, 2)} %`}</Fact>
          ) : null}
          <Fact label="Data type">{labelOf('dataType', product.data_type)}</Fact>
          <Fact label="Source dataset">{product.dataset_source_name}</Fact>
          <Fact label="Visibility">
            {product.is_private
              ? `Only ${product.consumer_legal_name ?? '—'}`
              : 'Everyone on the marketplace'}
          </Fact>
          <Fact label="Data protection">
            {[
              product.is_sensitive && 'Sensitive',
              product.is_consent && 'Consent given',
              product.is_masked && 'Masked',
            ]
              .filter(Boolean)
              .join(' · ') || 'Not sensitive'}
          </Fact>
          <Fact label="Created">{`${formatDateTime(product.created_date)} by ${product.created_by ?? '—'}`}</Fact>
          <Fact label="Last changed">{`${formatDateTime(product.modified_date)} by ${product.modified_by ?? '—'}`}</Fact>
          <Fact label="Published">{formatDateTime(product.published_date)}</Fact>
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Description
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {product.description ?? 'No description yet.'}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
            <Fact label="Data access agreement">
              {product.is_default_data_access_agreement ? (
                'Lumbung standard agreement'
              ) : product.data_access_agreement_url ? (
                <Anchor href={product.data_access_agreement_url}>
                  {product.data_access_agreement_name ?? 'Agreement'}
                </Anchor>
              ) : null}
            </Fact>
            <Fact label="Factsheets">
              {product.product_factsheets.length > 0 ? (
                <Stack gap={2}>
                  {product.product_factsheets.map((sheet) => (
                    <Anchor key={sheet.id} href={sheet.url}>
                      {sheet.name}
                    </Anchor>
                  ))}
                </Stack>
              ) : null}
            </Fact>
            <Fact label="Sample file">
              {product.sample_url ? (
                <Anchor href={product.sample_url}>{product.sample_file_name ?? 'Sample'}</Anchor>
              ) : null}
            </Fact>
          </SimpleGrid>
          {product.sample_data || product.dataset_source_data.response_sample ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {product.sample_data ? 'Sample data' : 'Response sample'}
              </Text>
              <Code block>{product.sample_data ?? product.dataset_source_data.response_sample}</Code>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  )
}
