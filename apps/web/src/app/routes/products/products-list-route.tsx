import 'mantine-datatable/styles.css'
import { Group, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import {
  dataTypeList,
  dataTypes,
  enumValueOrNull,
  productStatuses,
  type ProductDataType,
  type ProductStatus,
} from '@lumbung/contract'
import { ListScreenFrame, StatusFilter, useListSearch } from '../../../components/list-table'
import { useProductsList } from '../../../features/products/api/list-products'
import { ProductsTable } from '../../../features/products/components/products-table'
import { productsTexts } from '../../../features/products/products.texts'
import { useT } from '../../../lib/i18n/i18n'
import { enumOptionsFrom, enumOptionsOf } from '../../../lib/i18n/enum-labels'

const pageSize = 10

/** The filters and page live in the address, so Back and a shared link show the same list. */
export function ProductsListRoute() {
  const t = useT(productsTexts)
  const [searchParams, setSearchParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const search = searchParams.get('search') ?? ''
  const status = enumValueOrNull<ProductStatus>(productStatuses, searchParams.get('status'))
  const dataType = enumValueOrNull<ProductDataType>(dataTypes, searchParams.get('data_type'))

  const update = (next: {
    search?: string
    status?: string | null
    data_type?: string | null
    page?: number
  }) => {
    const params = new URLSearchParams(searchParams)
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) continue
      if (value === null || value === '' || (key === 'page' && value === 1)) params.delete(key)
      else params.set(key, String(value))
    }
    if (next.page === undefined) params.delete('page')
    setSearchParams(params, { replace: true })
  }
  const searchBox = useListSearch(search, (text) => update({ search: text }))

  const products = useProductsList({
    page,
    limit: pageSize,
    search: search || undefined,
    status: status ?? undefined,
    data_type: dataType ?? undefined,
  })

  return (
    <ListScreenFrame
      title={t('listTitle')}
      description={t('listDescription')}
      addLabel={t('addTitle')}
      addTo="/provider/my-products/add"
      toolbar={
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={searchBox.text}
            onChange={(event) => searchBox.change(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <StatusFilter
            data={enumOptionsOf('productStatus')}
            value={status}
            onChange={(value) => update({ status: value })}
            w={180}
          />
          <Select
            label={t('dataType')}
            placeholder={t('allDataTypes')}
            clearable
            data={enumOptionsFrom('dataType', dataTypeList)}
            value={dataType}
            onChange={(value) => update({ data_type: value })}
            w={180}
          />
        </Group>
      }
      query={products}
    >
      <ProductsTable
        records={products.data?.data ?? []}
        totalRecords={products.data?.total_data ?? 0}
        page={page}
        pageSize={pageSize}
        isLoading={products.isFetching}
        isFiltered={Boolean(search || status || dataType)}
        onPageChange={(nextPage) => update({ page: nextPage })}
        hrefOf={(product) => `/provider/my-products/detail/${product.id}`}
      />
    </ListScreenFrame>
  )
}
