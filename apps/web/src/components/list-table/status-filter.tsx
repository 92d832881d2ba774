import { Select, type ComboboxData, type SelectProps } from '@mantine/core'
import { useT } from '../../lib/i18n/i18n'

export interface StatusFilterProps<S extends string> {
  /** The statuses to pick from, with their human labels. */
  data: ComboboxData
  value: S | null
  /** Called with the picked status, or null when the filter is cleared. */
  onChange: (status: S | null) => void
  w?: SelectProps['w']
}

/** A list screen's status filter: every status, or one of them. */
export function StatusFilter<S extends string>({
  data,
  value,
  onChange,
  w = { base: '100%', sm: 180 },
}: StatusFilterProps<S>) {
  const t = useT()
  return (
    <Select
      label={t('table.status')}
      placeholder={t('table.allStatuses')}
      data={data}
      value={value}
      clearable
      onChange={(next) => onChange(next as S | null)}
      w={w}
    />
  )
}
