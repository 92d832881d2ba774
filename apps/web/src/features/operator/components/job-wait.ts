import { translateIn } from '../../../lib/i18n/i18n'
import { jobWaitTexts } from '../job-wait.texts'

const text = (key: keyof typeof jobWaitTexts.en, values: Record<string, unknown>) =>
  translateIn(jobWaitTexts, key, values)

/** A wait as people say it: '45 s', '12 min', '3 h 5 min', '2 d 4 h'; nothing waiting reads '—'. */
export function formatWait(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '—'
  const whole = Math.round(seconds)
  if (whole < 60) return text('seconds', { seconds: whole })
  const minutes = Math.floor(whole / 60)
  if (minutes < 60) return text('minutes', { minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24)
    return minutes % 60 ? text('hoursMinutes', { hours, minutes: minutes % 60 }) : text('hours', { hours })
  const days = Math.floor(hours / 24)
  return hours % 24 ? text('daysHours', { days, hours: hours % 24 }) : text('days', { days })
}
