import { Alert, Anchor, Group, Loader, Paper, Stack, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { useProductDetail } from '../../../features/products/api/get-product'
import { useProductHistory } from '../../../features/products/api/get-product-history'
import { ProductActions } from '../../../features/products/components/product-actions'
import { ViewInMarketplace } from '../../../features/products/components/view-in-marketplace'
import { productsTexts } from '../../../features/products/products.texts'
import { useT } from '../../../lib/i18n/i18n'
import { ProductDetailCard } from '../../../features/products/components/product-detail-card'
import { ProductHistory } from '../../../features/products/components/product-history'
import { ProductPrivacyBudget } from '../../../features/products/components/product-privacy-budget'
import { ProductSampleNotice } from '../../../features/products/components/product-sample-notice'
import { errorMessageOf } from '../../../lib/api-error'
import { pageWidth } from '../../../components/layout/page-width'

export function ProductDetailRoute() {
  const t = useT(productsTexts)
  const { id = '' } = useParams()
  const product = useProductDetail(id)
  const history = useProductHistory(id)

  if (product.isPending) return <Loader role="status" aria-label={t('loading')} />
  if (product.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(product.error)}
      </Alert>
    )
  }
  return (
    <Stack gap="lg" maw={pageWidth}>
      <Group justify="space-between">
        <Anchor component={Link} to="/provider/my-products" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> {t('listTitle')}
          </Group>
        </Anchor>
        <Group gap="sm">
          <ViewInMarketplace product={product.data} />
          <ProductActions product={product.data} />
        </Group>
      </Group>
      <ProductSampleNotice product={product.data} />
      <ProductDetailCard product={product.data} />
      {product.data.data_type === 'SECRET_SHARE' ? (
        <ProductPrivacyBudget productId={product.data.id} />
      ) : null}
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('history')}
          </Title>
          {history.isError ? (
            <Alert color="red" variant="light">
              {errorMessageOf(history.error)}
            </Alert>
          ) : (
            <ProductHistory entries={history.data?.data ?? []} />
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}
