import dayjs from 'dayjs'

/** Dates as the operator reads them, in their own time zone. */
export function formatDate(value: string | null): string {
  return value ? dayjs(value).format('D MMM YYYY') : '—'
}

export function formatDateTime(value: string | null): string {
  return value ? dayjs(value).format('D MMM YYYY, HH:mm') : '—'
}
