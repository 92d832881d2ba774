import { formatCount, type FileToApiJob } from '@lumbung/contract'
import { translateIn } from '../../../lib/i18n/i18n'
import { transactionHelperTexts } from '../transaction-helpers.texts'

const text = (key: keyof typeof transactionHelperTexts.en, values: Record<string, unknown>) =>
  translateIn(transactionHelperTexts, key, values)

/** 45 → '45 s', 150 → '2 min 30 s', 3720 → '1 h 2 min'. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '—'
  const total = Math.max(0, Math.round(seconds))
  if (total < 60) return text('seconds', { seconds: total })
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  if (hours > 0) return minutes > 0 ? text('hoursMinutes', { hours, minutes }) : text('hours', { hours })
  const rest = total % 60
  return rest > 0 ? text('minutesSeconds', { minutes, seconds: rest }) : text('minutes', { minutes })
}

/** '12.5 rows/min', or a dash before the run has a measure. */
export function rateText(rate: number | null): string {
  return rate === null ? '—' : text('rate', { rate: formatCount(rate, 1) })
}

/** '1.234 of 5.000 rows'. */
export function rowsText(job: Pick<FileToApiJob, 'rows_done' | 'total_rows'>): string {
  return text('rows', { done: formatCount(job.rows_done), total: formatCount(job.total_rows) })
}

/** How far the run is, 0–100. */
export function progressOf(job: Pick<FileToApiJob, 'rows_done' | 'total_rows'>): number {
  if (job.total_rows <= 0) return 0
  return Math.min(100, Math.round((job.rows_done / job.total_rows) * 1000) / 10)
}

export const wholeNumberText = (value: number) => formatCount(value)
