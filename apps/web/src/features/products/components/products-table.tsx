import { labelOf } from '@lumbung/contract'
import { Avatar, Group, Stack, Text } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import type { Product } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { priceTextOf } from '../../../lib/product-price'
import { ProductStatusBadge } from './product-status-badge'

export function ProductsTable(props: ListTablePageProps<Product>) {
  return (
    <ListTable<Product>
      {...props}
      loadingText="Loading products"
      recordsName="products"
      empty={{
        testId: 'products-empty',
        icon: IconPackage,
        title: 'No products yet',
        hint: 'Add a product built from one of your datasets.',
        filteredTitle: 'No product matches these filters',
        filteredHint: 'Try another name, status or data type.',
      }}
      columns={[
        {
          accessor: 'name',
          title: 'Product',
          render: (product) => (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={product.product_image_url} radius="md" size={40} color="teal">
                <IconPackage size={20} />
              </Avatar>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {product.short_description ?? 'No short description yet'}
                </Text>
              </Stack>
            </Group>
          ),
        },
        {
          accessor: 'data_type',
          title: 'Data type',
          render: (product) => labelOf('dataType', product.data_type) || '—',
        },
        {
          accessor: 'pricing_model',
          title: 'Pricing',
          render: (product) => product.pricing_model?.description ?? '—',
        },
        { accessor: 'price', title: 'Price', render: (product) => priceTextOf(product) },
        {
          accessor: 'is_private',
          title: 'Visibility',
          render: (product) =>
            product.is_private ? `Private: ${product.consumer_legal_name ?? '—'}` : 'Marketplace',
        },
        {
          accessor: 'status',
          title: 'Status',
          width: 130,
          render: (product) => <ProductStatusBadge status={product.status} />,
        },
      ]}
    />
  )
}
