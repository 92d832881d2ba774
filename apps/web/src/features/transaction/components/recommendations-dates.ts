import dayjs from 'dayjs'

/** A moment, in the user's own time zone. */
export function formatMoment(value: string | null): string {
  return value ? dayjs(value).format('D MMM YYYY, HH:mm') : '—'
}

/** A calendar day (`YYYY-MM-DD`): the same day wherever the user is. */
export function formatDay(value: string | null): string {
  return value ? dayjs(value).format('D MMM YYYY') : '—'
}
