import { defineTexts } from '../../lib/i18n/i18n'

/** The transaction history of either side: every call, query, download and purchase, and its price. */
export const billingTransactionHistoryTexts = defineTexts('billingTransactionHistory', {
  en: {
    title: 'Transaction history',
    consumerDescription: 'Every call, query, download and purchase of your company, with what each one cost.',
    providerDescription:
      'Every call, query, download and purchase of your products by your customers, with what each one earned.',
    exportCsv: 'Export CSV',
    provider: 'Provider',
    consumer: 'Consumer',
    loading: 'Loading transactions',
    recordOne: 'transaction',
    recordOther: 'transactions',
    emptyTitle: 'No transactions in this month',
    emptyHint: 'Calls, queries, downloads and purchases appear here as they happen.',
    filteredTitle: 'No transaction matches these filters',
    filteredHint: 'Try another product, company, outcome or dates.',
    date: 'Date',
    event: 'Event',
    outcome: 'Outcome',
    notBilled: 'Not billed',
  },
  id: {
    title: 'Riwayat transaksi',
    consumerDescription:
      'Setiap panggilan, kueri, unduhan, dan pembelian perusahaan Anda, beserta biaya masing-masing.',
    providerDescription:
      'Setiap panggilan, kueri, unduhan, dan pembelian produk Anda oleh pelanggan, beserta pendapatan dari masing-masing.',
    exportCsv: 'Ekspor CSV',
    provider: 'Penyedia',
    consumer: 'Konsumen',
    loading: 'Memuat transaksi',
    recordOne: 'transaksi',
    recordOther: 'transaksi',
    emptyTitle: 'Tidak ada transaksi pada bulan ini',
    emptyHint: 'Panggilan, kueri, unduhan, dan pembelian akan muncul di sini saat terjadi.',
    filteredTitle: 'Tidak ada transaksi yang sesuai dengan filter ini',
    filteredHint: 'Coba produk, perusahaan, hasil, atau tanggal lain.',
    date: 'Tanggal',
    event: 'Kejadian',
    outcome: 'Hasil',
    notBilled: 'Tidak ditagihkan',
  },
})
