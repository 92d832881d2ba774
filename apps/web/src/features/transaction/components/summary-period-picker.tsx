import { Group, SegmentedControl, TextInput } from '@mantine/core'
import { isCalendarDay } from './request-list-params'
import { periodPresetsOf, presetOf, type SummaryPeriod } from './summary-period'

export interface SummaryPeriodPickerProps {
  period: SummaryPeriod
  now: Date
  onChange: (period: SummaryPeriod) => void
}

/** A preset (this month, last month, …) or any range of request dates. */
export function SummaryPeriodPicker({ period, now, onChange }: SummaryPeriodPickerProps) {
  const presets = periodPresetsOf(now)
  const preset = presetOf(period, now)
  const setDay = (key: keyof SummaryPeriod, value: string) => {
    if (!isCalendarDay(value)) return
    const next = { ...period, [key]: value }
    onChange(next.dateFrom <= next.dateTo ? next : { dateFrom: next.dateTo, dateTo: next.dateFrom })
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        value={preset ?? 'custom'}
        data={[
          ...presets.map((entry) => ({ value: entry.value, label: entry.label })),
          { value: 'custom', label: 'Custom', disabled: true },
        ]}
        onChange={(value) => {
          const chosen = presets.find((entry) => entry.value === value)
          if (chosen) onChange(chosen.period)
        }}
      />
      <TextInput
        type="date"
        label="From"
        value={period.dateFrom}
        max={period.dateTo}
        onChange={(event) => setDay('dateFrom', event.currentTarget.value)}
        w={160}
      />
      <TextInput
        type="date"
        label="Until"
        value={period.dateTo}
        min={period.dateFrom}
        onChange={(event) => setDay('dateTo', event.currentTarget.value)}
        w={160}
      />
    </Group>
  )
}
