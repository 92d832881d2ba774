import dayjs from 'dayjs'

/** Dates in the reader's own time zone. */
export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('D MMM YYYY') : '—'
}

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('D MMM YYYY, HH:mm') : '—'
}
