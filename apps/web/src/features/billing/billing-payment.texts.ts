import { defineTexts } from '../../lib/i18n/i18n'

/** Recording a payment by hand (the operator's billing screens). */
export const billingPaymentTexts = defineTexts('billingPayment', {
  en: {
    amount: 'Amount:',
    reference: 'Payment reference',
    referenceHint: "The bank transfer's reference",
    referenceRequired: 'Payment reference can not be empty',
    paidOn: 'Paid on',
    cancel: 'Cancel',
    record: 'Record payment',
  },
  id: {
    amount: 'Jumlah:',
    reference: 'Referensi pembayaran',
    referenceHint: 'Nomor referensi transfer bank',
    referenceRequired: 'Referensi pembayaran wajib diisi',
    paidOn: 'Dibayar pada',
    cancel: 'Batal',
    record: 'Catat pembayaran',
  },
})
