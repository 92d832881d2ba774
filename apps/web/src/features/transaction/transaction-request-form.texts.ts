import { transactionRequestLabels } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** The consumer's request form on a product: purpose, period, total and the data access agreement. */
export const transactionRequestFormTexts = defineTexts('transactionRequestForm', {
  en: {
    notSent: 'The request was not sent',
    openWaiting: 'Open the waiting request',
    purpose: transactionRequestLabels.purpose_of_usage,
    purposeHint: 'Tell the provider what you will use the data for; they decide on this.',
    purposeExample: 'For example: scoring loan applications of our retail customers in West Java',
    counter: '{typed} / {max}',
    period: transactionRequestLabels.period_count,
    periodYears: '{label} (years)',
    periodMonths: '{label} (months)',
    periodHint: 'How long the subscription runs once the provider approves it.',
    priceTimesPeriod: '{price} × {period}',
    total: 'Total',
    billedMonthly: '{model}: you are billed monthly for what you use.',
    agreement: 'Data access agreement',
    accept: 'I have read and accept the data access agreement on behalf of my company.',
    cancel: 'Cancel',
    send: 'Send request',
    sent: 'Request sent',
  },
  id: {
    notSent: 'Permintaan tidak terkirim',
    openWaiting: 'Buka permintaan yang sedang menunggu',
    purpose: 'Tujuan penggunaan',
    purposeHint:
      'Jelaskan kepada penyedia untuk apa data ini akan Anda gunakan; penyedia memutuskan berdasarkan hal ini.',
    purposeExample: 'Misalnya: menilai pengajuan pinjaman nasabah ritel kami di Jawa Barat',
    counter: '{typed} / {max}',
    period: 'Periode',
    periodYears: '{label} (tahun)',
    periodMonths: '{label} (bulan)',
    periodHint: 'Lama langganan berjalan setelah penyedia menyetujuinya.',
    priceTimesPeriod: '{price} × {period}',
    total: 'Total',
    billedMonthly: '{model}: Anda ditagih setiap bulan sesuai pemakaian.',
    agreement: 'Perjanjian akses data',
    accept: 'Saya telah membaca dan menyetujui perjanjian akses data atas nama perusahaan saya.',
    cancel: 'Batal',
    send: 'Kirim permintaan',
    sent: 'Permintaan terkirim',
  },
})
