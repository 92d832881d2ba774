import { Button, Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { transactionRequestStatuses, transactionRequestStatusLabels } from '@lumbung/contract'
import { ListSearchInput, StatusFilter } from '../../../components/list-table'
import { isCalendarDay, isFilteredList, type RequestListFilters } from './request-list-params'

const statusOptions = transactionRequestStatuses.map((status) => ({
  value: status,
  label: transactionRequestStatusLabels[status],
}))

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
  const [typed, setTyped] = useState(filters.search)
  const searchLater = useDebouncedCallback((search: string) => onChange({ search }), 300)
  const dateOf = (value: string) => (isCalendarDay(value) ? value : null)

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ListSearchInput
        placeholder={searchPlaceholder}
        value={typed}
        onChange={setTyped}
        onSearch={searchLater}
      />
      <StatusFilter
        data={statusOptions}
        value={filters.status}
        onChange={(value) => onChange({ status: value })}
      />
      <TextInput
        type="date"
        label="Requested from"
        value={filters.dateFrom ?? ''}
        max={filters.dateTo ?? undefined}
        onChange={(event) => onChange({ dateFrom: dateOf(event.currentTarget.value) })}
        w={{ base: '100%', sm: 160 }}
      />
      <TextInput
        type="date"
        label="Requested until"
        value={filters.dateTo ?? ''}
        min={filters.dateFrom ?? undefined}
        onChange={(event) => onChange({ dateTo: dateOf(event.currentTarget.value) })}
        w={{ base: '100%', sm: 160 }}
      />
      {productOptions ? (
        <Select
          label="Product"
          placeholder="All products"
          data={productOptions}
          value={filters.productId}
          searchable
          clearable
          nothingFoundMessage="No product has requests yet"
          onChange={(value) => onChange({ productId: value })}
          w={{ base: '100%', sm: 220 }}
        />
      ) : null}
      {consumerOptions ? (
        <Select
          label="Company"
          placeholder="All companies"
          data={consumerOptions}
          value={filters.tenantId}
          searchable
          clearable
          nothingFoundMessage="No company has requested yet"
          onChange={(value) => onChange({ tenantId: value })}
          w={{ base: '100%', sm: 220 }}
        />
      ) : null}
      {isFilteredList(filters) ? (
        <Button
          variant="subtle"
          onClick={() => {
            setTyped('')
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
          Clear filters
        </Button>
      ) : null}
    </Group>
  )
}
