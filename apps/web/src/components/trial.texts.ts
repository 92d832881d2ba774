import { trialMessages } from '@lumbung/contract'
import { defineTexts } from '../lib/i18n/i18n'

/**
 * A product's free trial on the form, the product page and the purchase page. The English is the
 * contract's (`trialMessages`); its sentences with counts are written here as ICU messages that read
 * the same.
 */
export const trialTexts = defineTexts('trial', {
  en: {
    formTitle: trialMessages.formTitle,
    formHint: trialMessages.formHint,
    kindLabel: trialMessages.kindLabel,
    kindNone: trialMessages.kindNone,
    kindCalls: trialMessages.kindCalls,
    kindDays: trialMessages.kindDays,
    productPageNote: trialMessages.productPageNote,
    progressTitle: trialMessages.progressTitle,
    billingBegins: trialMessages.billingBegins('{day}'),
    termsCalls: '{count, plural, one {First {countText} call free} other {First {countText} calls free}}',
    termsQueries:
      '{count, plural, one {First {countText} query free} other {First {countText} queries free}}',
    termsDays: '{count, plural, one {First {countText} day free} other {First {countText} days free}}',
    usedUpCalls: 'Trial used: {total} free calls used; calls are billed from here on',
    usedUpQueries: 'Trial used: {total} free queries used; queries are billed from here on',
    usedCalls: '{used} of {total} free calls used',
    usedQueries: '{used} of {total} free queries used',
    endedCalls: 'Trial ended; calls are billed from here on',
    endedQueries: 'Trial ended; queries are billed from here on',
    daysLeft:
      '{left, plural, one {{leftText} day} other {{leftText} days}} left of {days, plural, one {{daysText} free day} other {{daysText} free days}}',
  },
  id: {
    formTitle: 'Uji coba gratis',
    formHint:
      'Produk bayar per panggilan dan bayar per kueri dapat menggratiskan panggilan atau kueri pertama, atau hari-hari pertama. Pembeli melihat uji coba sebelum mengajukan permintaan, dan uji coba tercantum dalam ketentuan yang mereka setujui; perubahan berikutnya hanya berlaku untuk permintaan baru.',
    kindLabel: 'Uji coba',
    kindNone: 'Tanpa uji coba',
    kindCalls: 'Panggilan atau kueri pertama gratis',
    kindDays: 'Hari-hari pertama gratis',
    productPageNote:
      'Beralih ke berbayar tidak memerlukan permintaan baru: penagihan dimulai dengan sendirinya saat uji coba berakhir.',
    progressTitle: 'Uji coba gratis',
    billingBegins: 'Penagihan dimulai {day}',
    termsCalls: '{count, plural, other {{countText} panggilan pertama gratis}}',
    termsQueries: '{count, plural, other {{countText} kueri pertama gratis}}',
    termsDays: '{count, plural, other {{countText} hari pertama gratis}}',
    usedUpCalls: 'Uji coba habis: {total} panggilan gratis telah terpakai; panggilan selanjutnya ditagih',
    usedUpQueries: 'Uji coba habis: {total} kueri gratis telah terpakai; kueri selanjutnya ditagih',
    usedCalls: '{used} dari {total} panggilan gratis terpakai',
    usedQueries: '{used} dari {total} kueri gratis terpakai',
    endedCalls: 'Uji coba berakhir; panggilan selanjutnya ditagih',
    endedQueries: 'Uji coba berakhir; kueri selanjutnya ditagih',
    daysLeft: '{left, plural, other {Sisa {leftText}}} dari {days, plural, other {{daysText} hari gratis}}',
  },
})
