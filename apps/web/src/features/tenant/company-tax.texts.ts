import { defineTexts } from '../../lib/i18n/i18n'

/** The company's tax details on its profile, printed on its invoices and settlement statements. */
export const companyTaxTexts = defineTexts('companyTax', {
  en: {
    npwp: 'NPWP',
    npwpDescription: 'The company’s tax number, 15 or 16 digits; printed on its invoices',
    npwpAddress: 'NPWP address',
    npwpAddressDescription: 'The address registered with the NPWP, when it differs from the address above',
  },
  id: {
    npwp: 'NPWP',
    npwpDescription: 'Nomor pokok wajib pajak perusahaan, 15 atau 16 digit; dicetak pada fakturnya',
    npwpAddress: 'Alamat NPWP',
    npwpAddressDescription: 'Alamat yang terdaftar pada NPWP, bila berbeda dari alamat di atas',
  },
})
