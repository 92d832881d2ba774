import { apiProductMessages } from '@lumbung/contract'
import { defineTexts } from '../lib/i18n/i18n'

/**
 * An API product's calling terms, its OpenAPI download and its example calls. The English is the
 * contract's (`apiProductMessages`), the functions' words rebuilt around ICU placeholders.
 */
export const apiProductTermsTexts = defineTexts('apiProductTerms', {
  en: {
    termsTitle: apiProductMessages.termsTitle,
    method: apiProductMessages.method,
    rateLimit: apiProductMessages.rateLimit,
    rateLimitValue: apiProductMessages
      .rateLimitValue(1, 2)
      .replace('1', '{perSecond}')
      .replace('2', '{burst}'),
    monthlyQuota: apiProductMessages.monthlyQuota,
    noQuota: apiProductMessages.noQuota,
    quotaValue: apiProductMessages.quotaValue('{count}'),
    operationalHours: apiProductMessages.operationalHours,
    aroundTheClock: apiProductMessages.aroundTheClock,
    availabilityTarget: apiProductMessages.availabilityTarget,
    availabilityNotStated: apiProductMessages.availabilityNotStated,
    parameters: apiProductMessages.parameters,
    downloadOpenApi: apiProductMessages.downloadOpenApi,
    snippetsTitle: apiProductMessages.snippetsTitle,
    snippetsHint: apiProductMessages.snippetsHint,
    copySnippet: apiProductMessages.copySnippet('{language}'),
  },
  id: {
    termsTitle: 'Cara memanggil API ini',
    method: 'Metode',
    rateLimit: 'Batas laju',
    rateLimitValue: '{perSecond} panggilan per detik per kunci (lonjakan hingga {burst})',
    monthlyQuota: 'Kuota panggilan bulanan',
    noQuota: 'Tanpa kuota',
    quotaValue: '{count} panggilan berhasil',
    operationalHours: 'Jam operasional',
    aroundTheClock: 'Sepanjang waktu',
    availabilityTarget: 'Target ketersediaan',
    availabilityNotStated: 'Tidak dinyatakan oleh penyedia',
    parameters: 'Parameter',
    downloadOpenApi: 'Unduh dokumen OpenAPI',
    snippetsTitle: 'Contoh permintaan',
    snippetsHint: 'Isi LUMBUNG_API_KEY di lingkungan Anda dengan kunci perusahaan Anda terlebih dahulu.',
    copySnippet: 'Salin contoh {language}',
  },
})
