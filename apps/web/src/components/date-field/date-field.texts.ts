import { defineTexts } from '../../lib/i18n/i18n'

/** The day-first date input shared by every form and filter. */
export const dateFieldTexts = defineTexts('dateField', {
  en: {
    placeholder: 'DD/MM/YYYY',
  },
  id: {
    placeholder: 'HH/BB/TTTT',
  },
})
