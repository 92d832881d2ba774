import { Avatar, Group, Stack, Text } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import { DataTable } from 'mantine-datatable'
import type { Product } from '@lumbung/contract'
import { priceTextOf } from './products-price'
import { ProductsStatusBadge } from './products-status-badge'

export interface ProductsTableProps {
  products: Product[]
  totalProducts: number
  page: number
  pageSize: number
  isLoading: boolean
  isFiltered: boolean
  onPageChange: (page: number) => void
  onOpen: (product: Product) => void
}

export function ProductsTable({
  products,
  totalProducts,
  page,
  pageSize,
  isLoading,
  isFiltered,
  onPageChange,
  onOpen,
}: ProductsTableProps) {
  return (
    <DataTable<Product>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={products.length === 0 ? 260 : undefined}
      fetching={isLoading}
      loadingText="Loading products"
      records={products}
      idAccessor="id"
      totalRecords={totalProducts}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords} products`}
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      emptyState={
        isLoading ? null : (
          <Stack align="center" gap={4} c="dimmed" data-testid="products-empty">
            <IconPackage size={32} stroke={1.5} aria-hidden />
            <Text size="sm" fw={500}>
              {isFiltered ? 'No product matches these filters' : 'No products yet'}
            </Text>
            <Text size="xs">
              {isFiltered
                ? 'Try another name, status or data type.'
                : 'Add a product built from one of your datasets.'}
            </Text>
          </Stack>
        )
      }
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
          render: (product) => product.data_type?.replace('_', ' ') ?? '—',
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
          render: (product) => <ProductsStatusBadge status={product.status} />,
        },
      ]}
    />
  )
}
