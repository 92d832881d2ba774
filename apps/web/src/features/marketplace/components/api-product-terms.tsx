import { SimpleGrid, Stack, Text } from '@mantine/core'
import { formatCount, gatewaySendInOf, type MarketplaceProductDetail } from '@lumbung/contract'
import { DetailSection, Fact } from '../../../components/detail'
import { ApiParametersTable } from '../../../components/api-parameters-table'
import { OpenApiDownloadButton } from '../../../components/openapi-download-button'
import { useT } from '../../../lib/i18n/i18n'
import { apiProductTermsTexts } from '../../../components/api-product-terms.texts'

/**
 * What a buyer needs to know before requesting an API product: what it sends, and the gateway's
 * terms (rate limit, quota, hours, availability target), with the OpenAPI document to take away.
 */
export function ApiProductTerms({ product }: { product: MarketplaceProductDetail }) {
  const t = useT(apiProductTermsTexts)
  const dataset = product.dataset_source_data
  if (product.data_type !== 'API' || !dataset) return null
  const method = dataset.method ?? 'GET'
  const hours =
    dataset.operational_hour_from && dataset.operational_hour_to
      ? `${dataset.operational_hour_from}–${dataset.operational_hour_to} (Asia/Jakarta)`
      : t('aroundTheClock')
  const fields = dataset.request_params.map((field) => ({
    ...field,
    send_in: gatewaySendInOf(field, method),
  }))
  return (
    <DetailSection title={t('termsTitle')}>
      <Stack gap="md" data-testid="api-product-terms">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Fact label={t('method')}>{method}</Fact>
          <Fact label={t('rateLimit')}>
            {product.rate_limit
              ? t('rateLimitValue', {
                  perSecond: product.rate_limit.per_second,
                  burst: product.rate_limit.burst,
                })
              : '—'}
          </Fact>
          <Fact label={t('monthlyQuota')}>
            {product.monthly_quota === null
              ? t('noQuota')
              : t('quotaValue', { count: formatCount(product.monthly_quota) })}
          </Fact>
          <Fact label={t('operationalHours')}>{hours}</Fact>
          <Fact label={t('availabilityTarget')}>
            {product.availability_target === null
              ? t('availabilityNotStated')
              : `${formatCount(product.availability_target, 2)} %`}
          </Fact>
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('parameters')}
          </Text>
          <ApiParametersTable fields={fields} />
        </Stack>
        <div>
          <OpenApiDownloadButton productId={product.id} productName={product.name} />
        </div>
      </Stack>
    </DetailSection>
  )
}
