import { Button, Group, Select } from '@mantine/core'
import { transactionRequestStatuses } from '@lumbung/contract'
import { DayFirstDateInput } from '../../../components/date-field/day-first-date-input'
import { ListSearchInput, StatusFilter, useListSearch } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'
import { requestStatusLabel } from '../transaction-statuses.texts'
import { isCalendarDay, isFilteredList, type RequestListFilters } from './request-list-params'

export interface FilterOption {
  value: string
  label: string
}

export interface RequestFiltersProps {
  filters: RequestListFilters
  searchPlaceholder: string
  onChange: (change: Partial<Omit<RequestListFilters, 'page'>>) => void
  /** The provider's list also filters by product and by requesting company. */
  productOptions?: FilterOption[]
  consumerOptions?: FilterOption[]
}

/** Search, status, request date range and, on the provider's side, product and company. */
export function RequestFilters({
  filters,
  searchPlaceholder,
  onChange,
  productOptions,
  consumerOptions,
}: RequestFiltersProps) {
  const t = useT(transactionRequestTexts)
  const statusOptions = transactionRequestStatuses.map((status) => ({
    value: status,
    label: requestStatusLabel(status),
  }))
  const searchBox = useListSearch(filters.search, (search) => onChange({ search }))
  const dateOf = (value: string) => (isCalendarDay(value) ? value : null)

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ListSearchInput placeholder={searchPlaceholder} box={searchBox} />
      <StatusFilter
        data={statusOptions}
        value={filters.status}
        onChange={(value) => onChange({ status: value })}
      />
      <DayFirstDateInput
        label={t('requestedFrom')}
        value={filters.dateFrom}
        maxDate={filters.dateTo ?? undefined}
        onChange={(value) => onChange({ dateFrom: dateOf(value ?? '') })}
        clearable
        w={{ base: '100%', sm: 160 }}
      />
      <DayFirstDateInput
        label={t('requestedUntil')}
        value={filters.dateTo}
        minDate={filters.dateFrom ?? undefined}
        onChange={(value) => onChange({ dateTo: dateOf(value ?? '') })}
        clearable
        w={{ base: '100%', sm: 160 }}
      />
      {productOptions ? (
        <Select
          label={t('product')}
          placeholder={t('allProducts')}
          data={productOptions}
          value={filters.productId}
          searchable
          clearable
          nothingFoundMessage={t('noProductRequests')}
          onChange={(value) => onChange({ productId: value })}
          w={{ base: '100%', sm: 220 }}
        />
      ) : null}
      {consumerOptions ? (
        <Select
          label={t('company')}
          placeholder={t('allCompanies')}
          data={consumerOptions}
          value={filters.tenantId}
          searchable
          clearable
          nothingFoundMessage={t('noCompanyRequests')}
          onChange={(value) => onChange({ tenantId: value })}
          w={{ base: '100%', sm: 220 }}
        />
      ) : null}
      {isFilteredList(filters) ? (
        <Button
          variant="subtle"
          onClick={() => {
            onChange({
              search: '',
              status: null,
              dateFrom: null,
              dateTo: null,
              productId: null,
              tenantId: null,
            })
          }}
        >
          {t('clearFilters')}
        </Button>
      ) : null}
    </Group>
  )
}
