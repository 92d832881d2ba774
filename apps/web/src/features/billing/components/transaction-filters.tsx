import { Group, Select } from '@mantine/core'
import type { UserType } from '@lumbung/contract'
import { DayFirstDateInput } from '../../../components/date-field/day-first-date-input'
import { useT } from '../../../lib/i18n/i18n'
import {
  billingEventKeys,
  billingHistoryFilterTexts,
  usageOutcomeKeys,
} from '../billing-history-filters.texts'
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
  const t = useT(billingHistoryFilterTexts)
  const firstBilled = useFirstBilled(userType)
  const products = useBillingProducts(userType)
  const counterparties = useBillingCounterparties(userType)
  const hasDays = Boolean(filters.from || filters.to)
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('month')}
        data={periodOptions(firstBilled.data?.period ?? null)}
        value={hasDays ? null : (filters.period ?? currentPeriod())}
        placeholder={hasDays ? t('datesChosen') : undefined}
        onChange={(value) => onChange('period', value)}
        allowDeselect={false}
        w={170}
      />
      <DayFirstDateInput
        label={t('from')}
        value={filters.from}
        onChange={(value) => onChange('from', value)}
        clearable
        w={150}
      />
      <DayFirstDateInput
        label={t('to')}
        value={filters.to}
        onChange={(value) => onChange('to', value)}
        clearable
        w={150}
      />
      <Select
        label={t('product')}
        placeholder={products.isError ? t('productsUnavailable') : t('allProducts')}
        disabled={products.isError}
        data={optionsOf(products.data?.data)}
        value={filters.product}
        onChange={(value) => onChange('product', value)}
        clearable
        searchable
        w={190}
      />
      <Select
        label={userType === 'consumer' ? t('provider') : t('consumer')}
        placeholder={counterparties.isError ? t('companiesUnavailable') : t('allCompanies')}
        disabled={counterparties.isError}
        data={optionsOf(counterparties.data?.data)}
        value={filters.counterparty}
        onChange={(value) => onChange('counterparty', value)}
        clearable
        searchable
        w={190}
      />
      <Select
        label={t('outcome')}
        placeholder={t('allOutcomes')}
        data={usageOutcomeKeys.map(({ value, key }) => ({ value, label: t(key) }))}
        value={filters.outcome}
        onChange={(value) => onChange('outcome', value)}
        clearable
        w={160}
      />
      <Select
        label={t('event')}
        placeholder={t('allEvents')}
        data={billingEventKeys.map(({ value, key }) => ({ value, label: t(key) }))}
        value={filters.event}
        onChange={(value) => onChange('event', value)}
        clearable
        w={180}
      />
    </Group>
  )
}
