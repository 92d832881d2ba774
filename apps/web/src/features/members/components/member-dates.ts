import dayjs from 'dayjs'

/** A stored UTC time in the reader's own time zone. */
export function formatMemberTime(value: string | null, fallback = '—'): string {
  return value ? dayjs(value).format('D MMM YYYY, HH:mm') : fallback
}
