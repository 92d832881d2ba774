import { Group, SegmentedControl, Select } from '@mantine/core'
import { isDashboardDay, type DashboardProductTotals } from '@lumbung/contract'
import { daysBetween, periodPresetsOf, presetOf, type DashboardFilters } from './dashboard-filters'
import { dashboardPeriodMaxDays } from '@lumbung/contract'
import { DayFirstDateInput } from '../../../components/date-field/day-first-date-input'
import { useT } from '../../../lib/i18n/i18n'
import { dashboardFilterTexts, dashboardPresetKeys } from '../dashboard-filters.texts'

export interface DashboardFilterBarProps {
  filters: DashboardFilters
  now: Date
  /** Every product in the company's reach, from the unfiltered per-product totals. */
  products: DashboardProductTotals['products']
  onChange: (next: Partial<DashboardFilters>) => void
}

/** A preset period or any range of days (a year at most), and one product or all. */
export function DashboardFilterBar({ filters, now, products, onChange }: DashboardFilterBarProps) {
  const t = useT(dashboardFilterTexts)
  const presets = periodPresetsOf(now)
  const setDay = (key: 'from' | 'to', value: string | null) => {
    if (!value || !isDashboardDay(value)) return
    const next = { from: filters.from, to: filters.to, [key]: value }
    const [from, to] = next.from <= next.to ? [next.from, next.to] : [next.to, next.from]
    if (daysBetween(from, to) > dashboardPeriodMaxDays) return
    onChange({ from, to, page: 1 })
  }
  const options = products.map((product) => ({ value: product.product_id, label: product.product_name }))
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('period')}
        value={presetOf(filters, now) ?? 'custom'}
        data={[
          ...presets.map((preset) => ({
            value: preset.value,
            label: t(dashboardPresetKeys[preset.value as keyof typeof dashboardPresetKeys]),
          })),
          { value: 'custom', label: t('custom'), disabled: true },
        ]}
        onChange={(value) => {
          const chosen = presets.find((preset) => preset.value === value)
          if (chosen) onChange({ from: chosen.from, to: chosen.to, page: 1 })
        }}
      />
      <DayFirstDateInput
        label={t('from')}
        value={filters.from}
        onChange={(value) => setDay('from', value)}
        w={160}
      />
      <DayFirstDateInput
        label={t('until')}
        value={filters.to}
        onChange={(value) => setDay('to', value)}
        w={160}
      />
      <Select
        label={t('product')}
        placeholder={t('allProducts')}
        data={options}
        value={filters.product}
        onChange={(value) => onChange({ product: value, page: 1 })}
        clearable
        searchable
        nothingFoundMessage={t('noProduct')}
        w={260}
      />
    </Group>
  )
}
