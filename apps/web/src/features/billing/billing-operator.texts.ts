import { defineTexts } from '../../lib/i18n/i18n'

/** The operator's invoices and settlements of a month: totals, payments, payouts and the month close. */
export const billingOperatorTexts = defineTexts('billingOperator', {
  en: {
    console: 'Operator console',
    title: 'Invoices and settlements',
    description:
      'Each month closes by itself after it ends: consumers are invoiced and providers settled. Record payments here as they arrive.',
    closeNow: 'Close month now',
    closeTitle: 'Close {period}',
    closeBody:
      'Issues the invoices and makes the settlements that are still missing for this month, and mails them. Closing again changes nothing.',
    closeMonth: 'Close month',
    // As the month close has always said it, whatever the counts.
    closed: '{invoices} invoices issued, {settlements} settlements made',
    paymentOf: 'Payment of {number}',
    invoice: 'invoice',
    payoutTitle: 'Payout of a settlement',
    payableDescription: '{company}, {period}.',
    paymentRecorded: 'Payment recorded',
    payoutRecorded: 'Payout recorded',
    recordPayment: 'Record payment',
    recordPaymentOf: 'Record payment of {number} ({amount})',
    recordPayout: 'Record payout',
    recordPayoutTo: 'Record payout to {company} ({amount})',
    invoiced: 'Invoiced',
    invoicedHint: '{count, plural, one {{countText} invoice} other {{countText} invoices}}, {vat} VAT',
    paidByConsumers: 'Paid by consumers',
    outstanding: '{amount} outstanding',
    owedToProviders: 'Owed to providers',
    paidOutOf:
      '{amount} paid out of {count, plural, one {{countText} settlement} other {{countText} settlements}}',
    platformRevenue: 'Platform revenue',
    feesOn: 'Fees on {amount} gross',
  },
  id: {
    console: 'Konsol operator',
    title: 'Tagihan dan pencairan dana',
    description:
      'Setiap bulan ditutup dengan sendirinya setelah berakhir: konsumen ditagih dan dana penyedia dicairkan. Catat pembayaran di sini begitu diterima.',
    closeNow: 'Tutup bulan sekarang',
    closeTitle: 'Tutup {period}',
    closeBody:
      'Menerbitkan faktur dan membuat pencairan dana yang masih kurang untuk bulan ini, lalu mengirimkannya lewat surel. Menutup lagi tidak mengubah apa pun.',
    closeMonth: 'Tutup bulan',
    closed: '{invoices} faktur diterbitkan, {settlements} pencairan dana dibuat',
    paymentOf: 'Pembayaran {number}',
    invoice: 'faktur',
    payoutTitle: 'Pencairan dana',
    payableDescription: '{company}, {period}.',
    paymentRecorded: 'Pembayaran dicatat',
    payoutRecorded: 'Pencairan dana dicatat',
    recordPayment: 'Catat pembayaran',
    recordPaymentOf: 'Catat pembayaran {number} ({amount})',
    recordPayout: 'Catat pencairan',
    recordPayoutTo: 'Catat pencairan dana ke {company} ({amount})',
    invoiced: 'Ditagihkan',
    invoicedHint: '{countText} faktur, PPN {vat}',
    paidByConsumers: 'Dibayar konsumen',
    outstanding: '{amount} belum dibayar',
    owedToProviders: 'Terutang kepada penyedia',
    paidOutOf: '{amount} dicairkan dari {countText} pencairan dana',
    platformRevenue: 'Pendapatan platform',
    feesOn: 'Biaya dari bruto {amount}',
  },
})
