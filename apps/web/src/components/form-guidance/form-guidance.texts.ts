import { defineTexts } from '../../lib/i18n/i18n'

/** The words every provider form shares: breadcrumbs, counters and the list of what is missing. */
export const formGuidanceTexts = defineTexts('formGuidance', {
  en: {
    breadcrumbs: 'Breadcrumbs',
    characterCount: '{used} / {max} characters',
    issuesTitle:
      '{count, plural, one {One field needs your attention} other {{countText} fields need your attention}}',
    issuesLead: 'Choose a field to go to it.',
  },
  id: {
    breadcrumbs: 'Jejak navigasi',
    characterCount: '{used} / {max} karakter',
    issuesTitle: '{countText} isian perlu Anda lengkapi',
    issuesLead: 'Pilih isian untuk langsung menuju ke sana.',
  },
})
