import {
  billingEventKinds,
  labelOf,
  usageOutcomeLabels,
  usageOutcomes,
  type BillingEventKind,
  type UsageOutcome,
} from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** The filters of the billed transactions' history, with the outcomes and events they pick from. */
export const billingHistoryFilterTexts = defineTexts('billingHistoryFilters', {
  en: {
    month: 'Month',
    datesChosen: 'Dates chosen',
    from: 'From',
    to: 'To',
    product: 'Product',
    productsUnavailable: 'Products unavailable',
    allProducts: 'All products',
    provider: 'Provider',
    consumer: 'Consumer',
    companiesUnavailable: 'Companies unavailable',
    allCompanies: 'All companies',
    outcome: 'Outcome',
    allOutcomes: 'All outcomes',
    event: 'Event',
    allEvents: 'All events',
    outcomeSUCCESS: usageOutcomeLabels.SUCCESS,
    outcomeCLIENT_ERROR: usageOutcomeLabels.CLIENT_ERROR,
    outcomeUPSTREAM_ERROR: usageOutcomeLabels.UPSTREAM_ERROR,
    outcomeTIMEOUT: usageOutcomeLabels.TIMEOUT,
    outcomeREJECTED: usageOutcomeLabels.REJECTED,
    eventAPI_CALL: labelOf('billingEventKind', 'API_CALL'),
    eventQUERY: labelOf('billingEventKind', 'QUERY'),
    eventDOWNLOAD: labelOf('billingEventKind', 'DOWNLOAD'),
    eventDELIVERY: labelOf('billingEventKind', 'DELIVERY'),
    eventSUBSCRIPTION: labelOf('billingEventKind', 'SUBSCRIPTION'),
    eventONE_TIME: labelOf('billingEventKind', 'ONE_TIME'),
  },
  id: {
    month: 'Bulan',
    datesChosen: 'Tanggal dipilih',
    from: 'Dari',
    to: 'Sampai',
    product: 'Produk',
    productsUnavailable: 'Daftar produk tidak tersedia',
    allProducts: 'Semua produk',
    provider: 'Penyedia',
    consumer: 'Konsumen',
    companiesUnavailable: 'Daftar perusahaan tidak tersedia',
    allCompanies: 'Semua perusahaan',
    outcome: 'Hasil',
    allOutcomes: 'Semua hasil',
    event: 'Peristiwa',
    allEvents: 'Semua peristiwa',
    outcomeSUCCESS: 'Berhasil',
    outcomeCLIENT_ERROR: 'Kesalahan klien',
    outcomeUPSTREAM_ERROR: 'Kesalahan sumber hulu',
    outcomeTIMEOUT: 'Waktu habis',
    outcomeREJECTED: 'Ditolak',
    eventAPI_CALL: 'Panggilan API',
    eventQUERY: labelOf('billingEventKind', 'QUERY'),
    eventDOWNLOAD: 'Unduhan',
    eventDELIVERY: labelOf('billingEventKind', 'DELIVERY'),
    eventSUBSCRIPTION: 'Periode langganan',
    eventONE_TIME: labelOf('billingEventKind', 'ONE_TIME'),
  },
})

export const usageOutcomeKeys = usageOutcomes.map((value) => ({
  value,
  key: `outcome${value}` as const,
})) satisfies {
  value: UsageOutcome
  key: keyof typeof billingHistoryFilterTexts.en
}[]
export const billingEventKeys = billingEventKinds.map((value) => ({
  value,
  key: `event${value}` as const,
})) satisfies {
  value: BillingEventKind
  key: keyof typeof billingHistoryFilterTexts.en
}[]
