import { Group, Select, TextInput } from '@mantine/core'
import { enumOptionsOf, type UserType } from '@lumbung/contract'
import { useBillingCounterparties } from '../api/counterparty-dropdown'
import { useFirstBilled } from '../api/first-billed'
import { useBillingProducts } from '../api/product-dropdown'
import { currentPeriod, periodOptions, type TransactionFilters as Filters } from './billing-format'

const optionsOf = (list: { value: string; description: string }[] | undefined) =>
  (list ?? []).map((entry) => ({ value: entry.value, label: entry.description }))

/** The history's filters: a month from the first billed one, or days; product, company, outcome, event. */
export function TransactionFilters({
  userType,
  filters,
  onChange,
}: {
  userType: UserType
  filters: Filters
  onChange: (name: string, value: string | null) => void
}) {
  const firstBilled = useFirstBilled(userType)
  const products = useBillingProducts(userType)
  const counterparties = useBillingCounterparties(userType)
  const hasDays = Boolean(filters.from || filters.to)
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Month"
        data={periodOptions(firstBilled.data?.period ?? null)}
        value={hasDays ? null : (filters.period ?? currentPeriod())}
        placeholder={hasDays ? 'Dates chosen' : undefined}
        onChange={(value) => onChange('period', value)}
        allowDeselect={false}
        w={170}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.from ?? ''}
        onChange={(event) => onChange('from', event.currentTarget.value || null)}
        w={150}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.to ?? ''}
        onChange={(event) => onChange('to', event.currentTarget.value || null)}
        w={150}
      />
      <Select
        label="Product"
        placeholder={products.isError ? 'Products unavailable' : 'All products'}
        disabled={products.isError}
        data={optionsOf(products.data?.data)}
        value={filters.product}
        onChange={(value) => onChange('product', value)}
        clearable
        searchable
        w={190}
      />
      <Select
        label={userType === 'consumer' ? 'Provider' : 'Consumer'}
        placeholder={counterparties.isError ? 'Companies unavailable' : 'All companies'}
        disabled={counterparties.isError}
        data={optionsOf(counterparties.data?.data)}
        value={filters.counterparty}
        onChange={(value) => onChange('counterparty', value)}
        clearable
        searchable
        w={190}
      />
      <Select
        label="Outcome"
        placeholder="All outcomes"
        data={enumOptionsOf('usageOutcome')}
        value={filters.outcome}
        onChange={(value) => onChange('outcome', value)}
        clearable
        w={160}
      />
      <Select
        label="Event"
        placeholder="All events"
        data={enumOptionsOf('billingEventKind')}
        value={filters.event}
        onChange={(value) => onChange('event', value)}
        clearable
        w={180}
      />
    </Group>
  )
}
