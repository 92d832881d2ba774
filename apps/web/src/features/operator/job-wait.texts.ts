import { defineTexts } from '../../lib/i18n/i18n'

/** How long a job has waited, as people say it. */
export const jobWaitTexts = defineTexts('jobWait', {
  en: {
    seconds: '{seconds} s',
    minutes: '{minutes} min',
    hours: '{hours} h',
    hoursMinutes: '{hours} h {minutes} min',
    days: '{days} d',
    daysHours: '{days} d {hours} h',
  },
  id: {
    seconds: '{seconds} dtk',
    minutes: '{minutes} mnt',
    hours: '{hours} jam',
    hoursMinutes: '{hours} jam {minutes} mnt',
    days: '{days} hari',
    daysHours: '{days} hari {hours} jam',
  },
})
