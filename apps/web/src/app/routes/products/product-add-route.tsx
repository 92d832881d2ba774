import { Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { productMessages } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useAddProduct } from '../../../features/products/api/add-product'
import { ProductForm } from '../../../features/products/components/product-form'
import { toProductFormData } from '../../../features/products/components/product-form-values'
import { useCanChangeLiveProducts } from '../../../features/products/components/product-permissions'
import { formWidth } from '../../../components/layout/page-width'

export function ProductAddRoute() {
  const navigate = useNavigate()
  const add = useAddProduct()
  const canPublish = useCanChangeLiveProducts()
  return (
    <Stack gap="lg" maw={formWidth}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Add product
        </Title>
        <Text c="dimmed" size="sm">
          Save a draft at any point; publishing checks that everything a buyer needs is there.
        </Text>
      </Stack>
      <ProductForm
        isSubmitting={add.isPending}
        error={add.error}
        canPublish={canPublish}
        onCancel={() => void navigate('/provider/my-products')}
        onSubmit={async (values, isDraft) => {
          const product = await add.mutateAsync({ form: toProductFormData(values), isDraft })
          toast({
            color: 'teal',
            message: isDraft ? productMessages.savedAsDraft : productMessages.published,
          })
          await navigate(`/provider/my-products/detail/${product.id}`)
        }}
      />
    </Stack>
  )
}
