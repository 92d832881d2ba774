import { Group, SegmentedControl, Select, TextInput } from '@mantine/core'
import { isDashboardDay, type DashboardProductTotals } from '@lumbung/contract'
import { daysBetween, periodPresetsOf, presetOf, type DashboardFilters } from './dashboard-filters'
import { dashboardPeriodMaxDays } from '@lumbung/contract'

export interface DashboardFilterBarProps {
  filters: DashboardFilters
  now: Date
  /** Every product in the company's reach, from the unfiltered per-product totals. */
  products: DashboardProductTotals['products']
  onChange: (next: Partial<DashboardFilters>) => void
}

/** A preset period or any range of days (a year at most), and one product or all. */
export function DashboardFilterBar({ filters, now, products, onChange }: DashboardFilterBarProps) {
  const presets = periodPresetsOf(now)
  const setDay = (key: 'from' | 'to', value: string) => {
    if (!isDashboardDay(value)) return
    const next = { from: filters.from, to: filters.to, [key]: value }
    const [from, to] = next.from <= next.to ? [next.from, next.to] : [next.to, next.from]
    if (daysBetween(from, to) > dashboardPeriodMaxDays) return
    onChange({ from, to, page: 1 })
  }
  const options = products.map((product) => ({ value: product.product_id, label: product.product_name }))
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        value={presetOf(filters, now) ?? 'custom'}
        data={[
          ...presets.map((preset) => ({ value: preset.value, label: preset.label })),
          { value: 'custom', label: 'Custom', disabled: true },
        ]}
        onChange={(value) => {
          const chosen = presets.find((preset) => preset.value === value)
          if (chosen) onChange({ from: chosen.from, to: chosen.to, page: 1 })
        }}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.from}
        max={filters.to}
        onChange={(event) => setDay('from', event.currentTarget.value)}
        w={160}
      />
      <TextInput
        type="date"
        label="Until"
        value={filters.to}
        min={filters.from}
        onChange={(event) => setDay('to', event.currentTarget.value)}
        w={160}
      />
      <Select
        label="Product"
        placeholder="All products"
        data={options}
        value={filters.product}
        onChange={(value) => onChange({ product: value, page: 1 })}
        clearable
        searchable
        nothingFoundMessage="No product matches"
        w={260}
      />
    </Group>
  )
}
