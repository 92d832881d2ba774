import { billingEstimateTexts } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** The provider's settlements ("pencairan dana"): the list, one month's settlement and its lines. */
export const billingSettlementTexts = defineTexts('billingSettlements', {
  en: {
    title: 'Settlement history',
    description: 'Your monthly earnings: gross, the platform fee and the net paid out to your bank account.',
    monthTitle: 'Settlement for {period}',
    monthDescription:
      'What each consumer was billed for your products in this month, the platform fee and what is paid out.',
    allSettlements: 'All settlements',
    loading: 'Loading settlements',
    // The noun after the pagination's count; English picks the form by the count, Indonesian has one.
    recordOne: 'settlement',
    recordOther: 'settlements',
    emptyTitle: 'No settlements yet',
    emptyHint: 'A settlement is made after each month your products earned money.',
    filteredTitle: 'No settlement matches these filters',
    gross: 'Gross',
    platformFee: 'Platform fee',
    net: 'Net',
    paidOut: 'Paid out',
    settlementHeading: 'Settlement for {period}',
    statementHeading: 'Statement for {period}',
    settlementRunning: billingEstimateTexts.settlementRunning,
    settlementEnded: billingEstimateTexts.settlementEnded,
    settlement: 'Settlement',
    made: 'Made',
    perConsumer: 'What each consumer was billed',
    linesCaption: 'Lines of the settlement for {period}',
    platformFeeRate: 'Platform fee {rate} %',
    consumerCredits: 'Credits to consumers',
    netPaidOut: 'Net paid out',
    creditsCaption: 'Credits deducted from the settlement for {period}',
  },
  id: {
    title: 'Riwayat pencairan dana',
    description:
      'Pendapatan bulanan Anda: bruto, biaya platform, dan jumlah neto yang dicairkan ke rekening bank Anda.',
    monthTitle: 'Pencairan dana {period}',
    monthDescription:
      'Yang ditagihkan kepada setiap konsumen atas produk Anda pada bulan ini, biaya platform, dan jumlah yang dicairkan.',
    allSettlements: 'Semua pencairan dana',
    loading: 'Memuat pencairan dana',
    recordOne: 'pencairan dana',
    recordOther: 'pencairan dana',
    emptyTitle: 'Belum ada pencairan dana',
    emptyHint: 'Pencairan dana dibuat setiap bulan setelah produk Anda menghasilkan pendapatan.',
    filteredTitle: 'Tidak ada pencairan dana yang sesuai dengan filter ini',
    gross: 'Bruto',
    platformFee: 'Biaya platform',
    net: 'Neto',
    paidOut: 'Dicairkan',
    settlementHeading: 'Pencairan dana {period}',
    statementHeading: 'Laporan pendapatan {period}',
    settlementRunning:
      'Bulan ini masih berjalan: ini pendapatan sejauh ini. Pencairan dana dibuat setelah bulan berakhir.',
    settlementEnded:
      'Bulan ini sudah berakhir: ini pendapatannya sampai penutupan bulan membuat pencairan dana, tidak lama setelah bulan berakhir.',
    settlement: 'Pencairan dana',
    made: 'Dibuat',
    perConsumer: 'Yang ditagihkan kepada setiap konsumen',
    linesCaption: 'Rincian pencairan dana {period}',
    platformFeeRate: 'Biaya platform {rate} %',
    consumerCredits: 'Kredit kepada konsumen',
    netPaidOut: 'Neto dicairkan',
    creditsCaption: 'Kredit yang dipotong dari pencairan dana {period}',
  },
})
