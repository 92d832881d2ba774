import 'mantine-datatable/styles.css'
import { Alert, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import { dataTypeList, purchasedStatuses, transactionAccessStatuses } from '@lumbung/contract'
import { ListSearchInput, StatusFilter, useListSearch } from '../../../components/list-table'
import { errorMessageOf } from '../../../lib/api-error'
import {
  usePurchasedProducts,
  usePurchasedProviders,
} from '../../../features/transaction/api/purchased-filter-options'
import { usePurchasedList } from '../../../features/transaction/api/purchased-list'
import {
  isPurchasedFiltered,
  readPurchasedFilters,
} from '../../../features/transaction/components/purchased-format'
import { PurchasedTable } from '../../../features/transaction/components/purchased-table'
import { pageWidth } from '../../../components/layout/page-width'
import { transactionPurchasedPageTexts } from '../../../features/transaction/transaction-purchased-pages.texts'
import { useT } from '../../../lib/i18n/i18n'
import {
  accessStatusLabel,
  purchasedStatusLabel,
} from '../../../features/transaction/transaction-statuses.texts'
import { enumOptionsFrom } from '../../../lib/i18n/enum-labels'

const pageSize = 10

const optionsOf = (list: { value: string; description: string }[] | undefined) =>
  (list ?? []).map((entry) => ({ value: entry.value, label: entry.description }))

/** The filters and page live in the address, so Back and a shared link show the same list. */
export function PurchasedListRoute() {
  const t = useT(transactionPurchasedPageTexts)
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = readPurchasedFilters(searchParams)
  const providers = usePurchasedProviders()
  const products = usePurchasedProducts()

  const update = (next: Record<string, string | number | null | undefined>) => {
    const params = new URLSearchParams(searchParams)
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) continue
      if (value === null || value === '' || (key === 'page' && value === 1)) params.delete(key)
      else params.set(key, String(value))
    }
    if (next.page === undefined) params.delete('page')
    setSearchParams(params, { replace: true })
  }
  const searchBox = useListSearch(filters.search, (text) => update({ search: text }))

  const list = usePurchasedList({
    page: filters.page,
    limit: pageSize,
    search: filters.search || undefined,
    status: filters.status ?? undefined,
    access_status: filters.access_status ?? undefined,
    data_type: filters.data_type ?? undefined,
    provider_id: filters.provider_id ?? undefined,
    product_id: filters.product_id ?? undefined,
  })

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <ListSearchInput placeholder={t('search')} box={searchBox} />
            <StatusFilter
              data={purchasedStatuses.map((value) => ({ value, label: purchasedStatusLabel(value) }))}
              value={filters.status}
              onChange={(value) => update({ status: value })}
              w={130}
            />
            <Select
              label={t('access')}
              placeholder={t('anyAccess')}
              clearable
              data={transactionAccessStatuses.map((value) => ({
                value,
                label: accessStatusLabel(value),
              }))}
              value={filters.access_status}
              onChange={(value) => update({ access_status: value })}
              w={130}
            />
            <Select
              label={t('dataType')}
              placeholder={t('allDataTypes')}
              clearable
              data={enumOptionsFrom('dataType', dataTypeList)}
              value={filters.data_type}
              onChange={(value) => update({ data_type: value })}
              w={140}
            />
            <Select
              label={t('provider')}
              placeholder={providers.isError ? t('providersUnavailable') : t('allProviders')}
              clearable
              searchable
              disabled={providers.isError}
              data={optionsOf(providers.data?.data)}
              value={filters.provider_id}
              onChange={(value) => update({ provider_id: value })}
              w={180}
            />
            <Select
              label={t('product')}
              placeholder={products.isError ? t('productsUnavailable') : t('allProducts')}
              clearable
              searchable
              disabled={products.isError}
              data={optionsOf(products.data?.data)}
              value={filters.product_id}
              onChange={(value) => update({ product_id: value })}
              w={180}
            />
          </Group>
          {list.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(list.error)}
            </Alert>
          ) : null}
          <PurchasedTable
            records={list.data?.data ?? []}
            totalRecords={list.data?.total_data ?? 0}
            page={filters.page}
            pageSize={pageSize}
            isLoading={list.isFetching}
            isFiltered={isPurchasedFiltered(filters)}
            onPageChange={(page) => update({ page })}
            hrefOf={(item) => `/consumer/my-transaction/purchased-data/${item.transaction_no}`}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
