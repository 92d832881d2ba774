import {
  Anchor,
  Badge,
  Button,
  Code,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { IconFileDownload, IconLock, IconPackage } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { formatCount, type MarketplaceProductDetail } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { describedLabel, labelOf } from '../../../lib/i18n/enum-labels'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { AgreementLink, CategoryBadges, DetailSection, Fact, ProductHeader } from '../../../components/detail'
import { useMarketplaceProduct } from '../../../features/marketplace/api/get-product'
import { ApiProductTerms } from '../../../features/marketplace/components/api-product-terms'
import { MarketplaceDetailFrame } from '../../../features/marketplace/components/detail-frame'
import { FitTestPanel } from '../../../features/marketplace/components/fit-test-panel'
import { marketplaceProductPath } from '../../../features/marketplace/components/product-card'
import { MarketplaceProviderCard } from '../../../features/marketplace/components/provider-card'
import { MarketplaceSampleTable } from '../../../features/marketplace/components/sample-table'
import { MeasuredQualitySection } from '../../../features/marketplace/components/measured-quality'
import { ApprovalOffer } from '../../../features/marketplace/components/approval-offer'
import { TrialOffer } from '../../../features/marketplace/components/trial-offer'
import { priceTextOf } from '../../../lib/product-price'
import { marketplaceProductTexts } from '../../../features/marketplace/marketplace-product.texts'
import { useT } from '../../../lib/i18n/i18n'

function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} download size="sm">
      <Group gap={6} wrap="nowrap">
        <IconFileDownload size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  )
}

function RequestBox({ product }: { product: MarketplaceProductDetail }) {
  const t = useT(marketplaceProductTexts)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('price')}
        </Text>
        <Text fw={700} size="xl">
          {priceTextOf(product)}
        </Text>
        <Text size="sm" c="dimmed">
          {describedLabel('pricingModel', product.pricing_model)}
          {product.monthly_quota ? t('callsAMonth', { calls: formatCount(product.monthly_quota) }) : ''}
        </Text>
        <TrialOffer trial={product.trial} pricingModel={product.pricing_model?.value ?? null} />
        <ApprovalOffer approvesAtOnce={product.approves_at_once && product.can_request} />
        {product.can_request ? (
          <Button component={Link} to={`${marketplaceProductPath(product.id)}/request`} size="md">
            {t('request')}
          </Button>
        ) : (
          <Stack gap={4}>
            <Button disabled size="md" leftSection={<IconLock size={16} />}>
              {t('request')}
            </Button>
            <Text size="xs" c="dimmed" role="note">
              <ValidationMessage>{product.request_blocked_reason?.message}</ValidationMessage>
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}

function Downloads({ product }: { product: MarketplaceProductDetail }) {
  const t = useT(marketplaceProductTexts)
  return (
    <DetailSection title={t('documents')}>
      <AgreementLink url={product.data_access_agreement_url} fileName={product.data_access_agreement_name} />
      {product.product_factsheets.map((factsheet) => (
        <DownloadLink key={factsheet.id} href={factsheet.url}>
          {t('factsheet', { name: factsheet.name })}
        </DownloadLink>
      ))}
      {product.sample_url ? (
        <DownloadLink href={product.sample_url}>
          {t('sampleFile', { name: product.sample_file_name ?? t('sampleFallback') })}
        </DownloadLink>
      ) : null}
      {product.product_factsheets.length === 0 && !product.sample_url ? (
        <Text size="sm" c="dimmed">
          {t('noDocuments')}
        </Text>
      ) : null}
    </DetailSection>
  )
}

function DatasetSection({ product }: { product: MarketplaceProductDetail }) {
  const t = useT(marketplaceProductTexts)
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no')
  const dataset = product.dataset_source_data
  if (!dataset) return null
  return (
    <DetailSection title={t('data')}>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
        <Fact label={t('dataset')}>{dataset.name}</Fact>
        <Fact label={t('type')}>{labelOf('dataType', dataset.data_type)}</Fact>
        {dataset.row_count !== null ? <Fact label={t('rows')}>{formatCount(dataset.row_count)}</Fact> : null}
        {dataset.file_type ? <Fact label={t('fileType')}>{dataset.file_type}</Fact> : null}
        {dataset.method ? <Fact label={t('method')}>{dataset.method}</Fact> : null}
        {dataset.operational_hour_from && dataset.operational_hour_to ? (
          <Fact label={t('operationalHours')}>
            {dataset.operational_hour_from}–{dataset.operational_hour_to}
          </Fact>
        ) : null}
      </SimpleGrid>
      {dataset.description ? <Text size="sm">{dataset.description}</Text> : null}
      {dataset.tags.length > 0 ? (
        <Group gap={6}>
          {dataset.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="gray" size="sm">
              {labelOf('datasetTag', tag)}
            </Badge>
          ))}
        </Group>
      ) : null}
      {dataset.data_structure.length > 0 ? (
        <Table withTableBorder fz="sm" aria-label={t('columns')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('column')}</Table.Th>
              <Table.Th>{t('type')}</Table.Th>
              <Table.Th>{t('sensitive')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dataset.data_structure.map((column) => (
              <Table.Tr key={column.name}>
                <Table.Td>{column.name}</Table.Td>
                <Table.Td>{labelOf('columnType', column.type)}</Table.Td>
                <Table.Td>{yesNo(column.is_sensitive)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {dataset.response_sample ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('exampleResponse')}
          </Text>
          <Code block>{dataset.response_sample}</Code>
        </Stack>
      ) : null}
    </DetailSection>
  )
}

/** /consumer/marketplace/products/{id}: everything a buyer needs to decide, and the Request button. */
export function MarketplaceProductDetailRoute() {
  const t = useT(marketplaceProductTexts)
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no')
  const { id = '' } = useParams()
  return (
    <MarketplaceDetailFrame
      query={useMarketplaceProduct(id)}
      loadingLabel={t('loadingProduct')}
      backTo="/consumer/marketplace/products"
      backLabel={t('products')}
      errorBackLabel={t('backToProducts')}
    >
      {(product) => (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProductHeader
                imageUrl={product.product_image_url}
                icon={IconPackage}
                title={product.name}
                badges={
                  <>
                    {product.is_private ? <Badge variant="outline">{t('privateOffer')}</Badge> : null}
                    {product.is_owner ? (
                      <Badge variant="outline" color="gray">
                        {t('yourProduct')}
                      </Badge>
                    ) : null}
                  </>
                }
              >
                <Text c="dimmed">{product.short_description}</Text>
                <CategoryBadges categories={product.category} />
              </ProductHeader>
              <Paper withBorder radius="lg" p="lg">
                <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
                  <Fact label={t('dataType')}>
                    {product.data_type ? labelOf('dataType', product.data_type) : null}
                  </Fact>
                  <Fact label={t('pricingModel')}>
                    {describedLabel('pricingModel', product.pricing_model)}
                  </Fact>
                  <Fact label={t('unit')}>{describedLabel('unit', product.unit)}</Fact>
                  <Fact label={t('deliveryMethod')}>
                    {describedLabel('deliveryMethod', product.delivery_method)}
                  </Fact>
                  {product.availability_target !== null ? (
                    <Fact label={t('availabilityTarget')}>
                      {t('availabilityTargetValue', { target: formatCount(product.availability_target, 2) })}
                    </Fact>
                  ) : null}
                  <Fact label={t('published')}>{formatDate(product.published_date)}</Fact>
                  <Fact label={t('lastUpdated')}>{formatDate(product.modified_date)}</Fact>
                  <Fact label={t('personalData')}>{yesNo(product.is_sensitive)}</Fact>
                  <Fact label={t('consentMasked')}>
                    {product.is_sensitive
                      ? `${yesNo(product.is_consent)} / ${yesNo(product.is_masked)}`
                      : '—'}
                  </Fact>
                </SimpleGrid>
              </Paper>
              <MeasuredQualitySection quality={product.measured_quality} />
              <DetailSection title={t('description')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {product.description}
                </Text>
              </DetailSection>
              <DetailSection title={t('sample')}>
                {product.sample_preview ? (
                  <MarketplaceSampleTable
                    sample={product.sample_preview}
                    fileName={t('sampleFileName', { name: product.name })}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('noSample')}
                  </Text>
                )}
              </DetailSection>
              <DatasetSection product={product} />
              <ApiProductTerms product={product} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <RequestBox product={product} />
              {product.data_type === 'SECRET_SHARE' && !product.is_owner ? (
                <FitTestPanel product={product} />
              ) : null}
              <Downloads product={product} />
              <MarketplaceProviderCard
                provider={product.provider}
                totalProduct={product.provider.total_product}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </MarketplaceDetailFrame>
  )
}
