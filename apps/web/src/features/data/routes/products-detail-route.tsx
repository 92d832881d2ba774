import { Alert, Anchor, Group, Loader, Paper, Stack, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { useProductDetail } from '../api/products-detail'
import { useProductHistory } from '../api/products-history'
import { ProductsActions } from '../components/products-actions'
import { ProductsDetailCard } from '../components/products-detail-card'
import { ProductsHistory } from '../components/products-history'

export function ProductsDetailRoute() {
  const { id = '' } = useParams()
  const product = useProductDetail(id)
  const history = useProductHistory(id)

  if (product.isPending) return <Loader aria-label="Loading product" />
  if (product.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(product.error)}
      </Alert>
    )
  }
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between">
        <Anchor component={Link} to="/provider/my-products" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> My products
          </Group>
        </Anchor>
        <ProductsActions product={product.data} />
      </Group>
      <ProductsDetailCard product={product.data} />
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            History
          </Title>
          {history.isError ? (
            <Alert color="red" variant="light">
              {errorMessageOf(history.error)}
            </Alert>
          ) : (
            <ProductsHistory entries={history.data?.data ?? []} />
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}
