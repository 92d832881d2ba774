import { Group, SegmentedControl } from '@mantine/core'
import { DayFirstDateInput } from '../../../components/date-field/day-first-date-input'
import { useT } from '../../../lib/i18n/i18n'
import { presetKeys, transactionRequestTexts } from '../transaction-requests.texts'
import { isCalendarDay } from './request-list-params'
import { periodPresetsOf, presetOf, type SummaryPeriod } from './summary-period'

export interface SummaryPeriodPickerProps {
  period: SummaryPeriod
  now: Date
  onChange: (period: SummaryPeriod) => void
}

/** A preset (this month, last month, …) or any range of request dates. */
export function SummaryPeriodPicker({ period, now, onChange }: SummaryPeriodPickerProps) {
  const t = useT(transactionRequestTexts)
  const presets = periodPresetsOf(now)
  const preset = presetOf(period, now)
  const setDay = (key: keyof SummaryPeriod, value: string | null) => {
    if (!value || !isCalendarDay(value)) return
    const next = { ...period, [key]: value }
    onChange(next.dateFrom <= next.dateTo ? next : { dateFrom: next.dateTo, dateTo: next.dateFrom })
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('period')}
        value={preset ?? 'custom'}
        data={[
          ...presets.map((entry) => ({
            value: entry.value,
            label: t(presetKeys[entry.value as keyof typeof presetKeys]),
          })),
          { value: 'custom', label: t('custom'), disabled: true },
        ]}
        onChange={(value) => {
          const chosen = presets.find((entry) => entry.value === value)
          if (chosen) onChange(chosen.period)
        }}
      />
      <DayFirstDateInput
        label={t('from')}
        value={period.dateFrom}
        onChange={(value) => setDay('dateFrom', value)}
        w={160}
      />
      <DayFirstDateInput
        label={t('until')}
        value={period.dateTo}
        onChange={(value) => setDay('dateTo', value)}
        w={160}
      />
    </Group>
  )
}
