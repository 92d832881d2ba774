import { Alert, Loader, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useNavigate, useParams } from 'react-router'
import { toast } from '../../../components/feedback'
import { PageBreadcrumbs } from '../../../components/form-guidance/page-breadcrumbs'
import { productsTexts } from '../../../features/products/products.texts'
import { useT } from '../../../lib/i18n/i18n'
import { useProductDetail } from '../../../features/products/api/get-product'
import { useUpdateProduct } from '../../../features/products/api/update-product'
import { ProductForm } from '../../../features/products/components/product-form'
import { toProductFormData } from '../../../features/products/components/product-form-values'
import { useCanChangeLiveProducts } from '../../../features/products/components/product-permissions'
import { errorMessageOf } from '../../../lib/api-error'
import { formWidth } from '../../../components/layout/page-width'
import { productLockTexts } from '../../../features/products/product-lock.texts'

export function ProductEditRoute() {
  const t = useT(productsTexts)
  const lock = useT(productLockTexts)
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const product = useProductDetail(id)
  const update = useUpdateProduct()
  const canChangeLive = useCanChangeLiveProducts()

  if (product.isPending) return <Loader role="status" aria-label={t('loading')} />
  if (product.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(product.error)}
      </Alert>
    )
  }
  const isPublished = product.data.status !== 'DRAFT'
  if (isPublished && !canChangeLive) {
    return (
      <Alert color="gray" variant="light" role="status" maw={formWidth}>
        {lock('readOnly')}
      </Alert>
    )
  }
  return (
    <Stack gap="lg" maw={formWidth}>
      <PageBreadcrumbs
        items={[
          { label: t('listTitle'), to: '/provider/my-products' },
          { label: product.data.name, to: `/provider/my-products/detail/${id}` },
          { label: t('editTitle', { name: product.data.name }) },
        ]}
      />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('editTitle', { name: product.data.name })}
        </Title>
        <Text c="dimmed" size="sm">
          {isPublished ? t('editLeadPublished') : t('editLeadDraft')}
        </Text>
      </Stack>
      <ProductForm
        key={product.data.id}
        product={product.data}
        isSubmitting={update.isPending}
        error={update.error}
        canPublish={canChangeLive}
        onCancel={() => void navigate(`/provider/my-products/detail/${id}`)}
        onSubmit={async (values, isDraft) => {
          await update.mutateAsync({ form: toProductFormData(values, id), isDraft })
          toast({
            color: 'teal',
            message: isDraft ? t('draftSaved') : isPublished ? t('updated') : t('published'),
          })
          await navigate(`/provider/my-products/detail/${id}`)
        }}
      />
    </Stack>
  )
}
