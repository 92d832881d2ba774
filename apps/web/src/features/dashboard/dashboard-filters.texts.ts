import { defineTexts } from '../../lib/i18n/i18n'

/** The dashboard's period and product filters. */
export const dashboardFilterTexts = defineTexts('dashboardFilters', {
  en: {
    period: 'Period',
    custom: 'Custom',
    from: 'From',
    until: 'Until',
    product: 'Product',
    allProducts: 'All products',
    noProduct: 'No product matches',
    presetThisMonth: 'This month',
    presetLastMonth: 'Last month',
    presetLast3Months: 'Last 3 months',
    presetThisYear: 'This year',
  },
  id: {
    period: 'Periode',
    custom: 'Khusus',
    from: 'Dari',
    until: 'Hingga',
    product: 'Produk',
    allProducts: 'Semua produk',
    noProduct: 'Tidak ada produk yang cocok',
    presetThisMonth: 'Bulan ini',
    presetLastMonth: 'Bulan lalu',
    presetLast3Months: '3 bulan terakhir',
    presetThisYear: 'Tahun ini',
  },
})

/** The period presets' keys, by the preset's value in the address. */
export const dashboardPresetKeys = {
  'this-month': 'presetThisMonth',
  'last-month': 'presetLastMonth',
  'last-3-months': 'presetLast3Months',
  'this-year': 'presetThisYear',
} as const satisfies Record<string, keyof typeof dashboardFilterTexts.en>
