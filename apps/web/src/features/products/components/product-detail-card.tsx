import { formatCount } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { describedLabel, labelOf } from '../../../lib/i18n/enum-labels'
import { Anchor, Badge, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import type { Product } from '@lumbung/contract'
import { CategoryBadges, Fact, ProductHeader } from '../../../components/detail'
import { priceTextOf } from '../../../lib/product-price'
import { ProductStatusBadge } from './product-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { productPageTexts } from '../product-page.texts'

export function ProductDetailCard({ product }: { product: Product }) {
  const t = useT(productPageTexts)
  return (
    <Stack gap="lg">
      <ProductHeader
        imageUrl={product.product_image_url}
        icon={IconPackage}
        title={product.name}
        badges={
          <>
            <ProductStatusBadge status={product.status} />
            {product.is_private ? <Badge variant="outline">{t('privateOffer')}</Badge> : null}
          </>
        }
      >
        <Text c="dimmed">{product.short_description ?? t('noShortDescription')}</Text>
        <CategoryBadges categories={product.category} />
      </ProductHeader>

      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
          <Fact label={t('price')}>{priceTextOf(product)}</Fact>
          <Fact label={t('pricingModel')}>{describedLabel('pricingModel', product.pricing_model)}</Fact>
          <Fact label={t('deliveryMethod')}>{describedLabel('deliveryMethod', product.delivery_method)}</Fact>
          {product.monthly_quota ? (
            <Fact label={t('monthlyQuota')}>{t('calls', { calls: formatCount(product.monthly_quota) })}</Fact>
          ) : null}
          {product.availability_target !== null ? (
            <Fact label={t('availabilityTarget')}>{`${formatCount(product.availability_target, 2)} %`}</Fact>
          ) : null}
          <Fact label={t('dataType')}>{labelOf('dataType', product.data_type)}</Fact>
          <Fact label={t('sourceDataset')}>{product.dataset_source_name}</Fact>
          <Fact label={t('visibility')}>
            {product.is_private
              ? t('onlyConsumer', { consumer: product.consumer_legal_name ?? '—' })
              : t('everyone')}
          </Fact>
          <Fact label={t('dataProtection')}>
            {[
              product.is_sensitive && t('sensitive'),
              product.is_consent && t('consentGiven'),
              product.is_masked && t('masked'),
            ]
              .filter(Boolean)
              .join(' · ') || t('notSensitive')}
          </Fact>
          <Fact label={t('created')}>
            {t('atBy', { date: formatDateTime(product.created_date), name: product.created_by ?? '—' })}
          </Fact>
          <Fact label={t('lastChanged')}>
            {t('atBy', { date: formatDateTime(product.modified_date), name: product.modified_by ?? '—' })}
          </Fact>
          <Fact label={t('published')}>{formatDateTime(product.published_date)}</Fact>
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('description')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {product.description ?? t('noDescription')}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
            <Fact label={t('agreement')}>
              {product.is_default_data_access_agreement ? (
                t('standardAgreement')
              ) : product.data_access_agreement_url ? (
                <Anchor href={product.data_access_agreement_url}>
                  {product.data_access_agreement_name ?? t('agreementFallback')}
                </Anchor>
              ) : null}
            </Fact>
            <Fact label={t('factsheets')}>
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
            <Fact label={t('sampleFile')}>
              {product.sample_url ? (
                <Anchor href={product.sample_url}>{product.sample_file_name ?? t('sampleFallback')}</Anchor>
              ) : null}
            </Fact>
          </SimpleGrid>
          {product.sample_data || product.dataset_source_data.response_sample ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(product.sample_data ? 'sampleData' : 'responseSample')}
              </Text>
              <Code block>{product.sample_data ?? product.dataset_source_data.response_sample}</Code>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  )
}
