import { defineTexts } from '../../lib/i18n/i18n'

/** The request lists, their filters and the provider's request summary. */
export const transactionRequestTexts = defineTexts('transactionRequests', {
  en: {
    requestedFrom: 'Requested from',
    requestedUntil: 'Requested until',
    product: 'Product',
    allProducts: 'All products',
    noProductRequests: 'No product has requests yet',
    company: 'Company',
    allCompanies: 'All companies',
    noCompanyRequests: 'No company has requested yet',
    clearFilters: 'Clear filters',
    period: 'Period',
    custom: 'Custom',
    from: 'From',
    until: 'Until',
    presetThisMonth: 'This month',
    presetLastMonth: 'Last month',
    presetLast3Months: 'Last 3 months',
    presetThisYear: 'This year',
  },
  id: {
    requestedFrom: 'Diminta sejak',
    requestedUntil: 'Diminta hingga',
    product: 'Produk',
    allProducts: 'Semua produk',
    noProductRequests: 'Belum ada produk yang diminta',
    company: 'Perusahaan',
    allCompanies: 'Semua perusahaan',
    noCompanyRequests: 'Belum ada perusahaan yang mengajukan permintaan',
    clearFilters: 'Hapus filter',
    period: 'Periode',
    custom: 'Khusus',
    from: 'Dari',
    until: 'Hingga',
    presetThisMonth: 'Bulan ini',
    presetLastMonth: 'Bulan lalu',
    presetLast3Months: '3 bulan terakhir',
    presetThisYear: 'Tahun ini',
  },
})

/** The period presets' keys, by the preset's value in the address. */
export const presetKeys = {
  'this-month': 'presetThisMonth',
  'last-month': 'presetLastMonth',
  'last-3-months': 'presetLast3Months',
  'this-year': 'presetThisYear',
} as const satisfies Record<string, keyof typeof transactionRequestTexts.en>
