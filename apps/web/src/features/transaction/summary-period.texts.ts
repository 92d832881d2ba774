import { defineTexts } from '../../lib/i18n/i18n'

/** The request summary's ready-made periods. */
export const summaryPeriodTexts = defineTexts('summaryPeriod', {
  en: {
    thisMonth: 'This month',
    lastMonth: 'Last month',
    last3Months: 'Last 3 months',
    thisYear: 'This year',
  },
  id: {
    thisMonth: 'Bulan ini',
    lastMonth: 'Bulan lalu',
    last3Months: '3 bulan terakhir',
    thisYear: 'Tahun ini',
  },
})
