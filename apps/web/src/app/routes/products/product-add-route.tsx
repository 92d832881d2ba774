import { Stack, Text, Title } from '@mantine/core'
import { useNavigate, useSearchParams } from 'react-router'
import { dataTypes, enumValueOrNull } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { PageBreadcrumbs } from '../../../components/form-guidance/page-breadcrumbs'
import { useAddProduct } from '../../../features/products/api/add-product'
import { ProductForm } from '../../../features/products/components/product-form'
import { toProductFormData } from '../../../features/products/components/product-form-values'
import { useCanChangeLiveProducts } from '../../../features/products/components/product-permissions'
import { productsTexts } from '../../../features/products/products.texts'
import { formWidth } from '../../../components/layout/page-width'
import { useT } from '../../../lib/i18n/i18n'

/** `?data_type=API&dataset=<id>` (from a dataset's page) starts the product on that dataset. */
function useStartingDataset() {
  const [searchParams] = useSearchParams()
  const dataType = enumValueOrNull(dataTypes, searchParams.get('data_type'))
  const datasetId = searchParams.get('dataset')
  return dataType && datasetId ? { data_type: dataType, dataset_source_id: datasetId } : undefined
}

export function ProductAddRoute() {
  const t = useT(productsTexts)
  const navigate = useNavigate()
  const add = useAddProduct()
  const canPublish = useCanChangeLiveProducts()
  const startWith = useStartingDataset()
  return (
    <Stack gap="lg" maw={formWidth}>
      <PageBreadcrumbs
        items={[{ label: t('listTitle'), to: '/provider/my-products' }, { label: t('addTitle') }]}
      />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('addTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('addLead')}
        </Text>
      </Stack>
      <ProductForm
        isSubmitting={add.isPending}
        error={add.error}
        canPublish={canPublish}
        startWith={startWith}
        onCancel={() => void navigate('/provider/my-products')}
        onSubmit={async (values, isDraft) => {
          const product = await add.mutateAsync({ form: toProductFormData(values), isDraft })
          toast({ color: 'teal', message: isDraft ? t('savedAsDraft') : t('published') })
          await navigate(`/provider/my-products/detail/${product.id}`)
        }}
      />
    </Stack>
  )
}
