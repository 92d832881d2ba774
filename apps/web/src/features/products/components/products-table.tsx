import { describedLabel, labelOf } from '../../../lib/i18n/enum-labels'
import { Avatar, Group, Stack, Text } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import type { Product } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { priceTextOf } from '../../../lib/product-price'
import { useT } from '../../../lib/i18n/i18n'
import { productsTexts } from '../products.texts'
import { ProductStatusBadge } from './product-status-badge'

export function ProductsTable(props: ListTablePageProps<Product>) {
  const t = useT(productsTexts)
  return (
    <ListTable<Product>
      {...props}
      loadingText={t('tableLoading')}
      recordsName={t('tableRecords')}
      empty={{
        testId: 'products-empty',
        icon: IconPackage,
        title: t('tableEmptyTitle'),
        hint: t('tableEmptyHint'),
        filteredTitle: t('tableFilteredTitle'),
        filteredHint: t('tableFilteredHint'),
      }}
      columns={[
        {
          accessor: 'name',
          title: t('columnProduct'),
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
                  {product.short_description ?? t('noShortDescription')}
                </Text>
              </Stack>
            </Group>
          ),
        },
        {
          accessor: 'data_type',
          title: t('columnDataType'),
          render: (product) => labelOf('dataType', product.data_type) || '—',
        },
        {
          accessor: 'pricing_model',
          title: t('columnPricing'),
          render: (product) => describedLabel('pricingModel', product.pricing_model) || '—',
        },
        { accessor: 'price', title: t('columnPrice'), render: (product) => priceTextOf(product) },
        {
          accessor: 'is_private',
          title: t('columnVisibility'),
          render: (product) =>
            product.is_private
              ? t('privateFor', { company: product.consumer_legal_name ?? '—' })
              : t('marketplace'),
        },
        {
          accessor: 'status',
          title: t('columnStatus'),
          width: 130,
          render: (product) => <ProductStatusBadge status={product.status} />,
        },
      ]}
    />
  )
}
