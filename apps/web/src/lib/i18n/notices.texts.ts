import {
  apiProductMessages,
  auditMessages,
  dataDeliveryMessages,
  datasetVersionMessages,
  deltaSharingMessages,
  firstCallMessages,
  purchaseAccessMessages,
  recommendationMessages,
  secondFactorMessages,
  secretShareQueryMessages,
  transactionRequestMessages,
} from '@lumbung/contract'
import { defineTexts } from './i18n'

/**
 * The contract's notices a screen shows after an action (`<messages object>.<key>`): the English read
 * from the contract's `*.messages.ts`, so the spec's words are written once, beside their Indonesian.
 */
export const noticeTexts = defineTexts('notices', {
  en: {
    'dataDelivery.queued': dataDeliveryMessages.queued,
    'dataDelivery.autoDeliveryOn': dataDeliveryMessages.autoDeliveryOn,
    'dataDelivery.autoDeliveryOff': dataDeliveryMessages.autoDeliveryOff,
    'secondFactor.policySaved': secondFactorMessages.policySaved,
    'secondFactor.passkeyRemoved': secondFactorMessages.passkeyRemoved,
    'secondFactor.passkeyAdded': secondFactorMessages.passkeyAdded,
    'secondFactor.recoveryCodesReplaced': secondFactorMessages.recoveryCodesReplaced,
    'secondFactor.totpConfirmed': secondFactorMessages.totpConfirmed,
    'secondFactor.totpRemoved': secondFactorMessages.totpRemoved,
    'secretShareQuery.budgetSet': secretShareQueryMessages.budgetSet,
    'firstCall.autoApproved': firstCallMessages.autoApproved,
    'transactionRequest.added': transactionRequestMessages.added,
    'recommendation.answered': recommendationMessages.answered,
    'datasetVersion.published': datasetVersionMessages.published,
    'deltaSharing.tokenRevoked': deltaSharingMessages.tokenRevoked,
    'purchaseAccess.suspended': purchaseAccessMessages.suspended,
    'purchaseAccess.resumed': purchaseAccessMessages.resumed,
    'purchaseAccess.revoked': purchaseAccessMessages.revoked,
    'apiProduct.downloadFailed': apiProductMessages.downloadFailed,
    'audit.exportFailed': auditMessages.exportFailed,
  },
  id: {
    'dataDelivery.queued': 'Pengiriman masuk antrean',
    'dataDelivery.autoDeliveryOn': 'Pengiriman otomatis diaktifkan',
    'dataDelivery.autoDeliveryOff': 'Pengiriman otomatis dinonaktifkan',
    'secondFactor.policySaved': 'Pengaturan faktor kedua disimpan',
    'secondFactor.passkeyRemoved': 'Passkey dihapus',
    'secondFactor.passkeyAdded': 'Passkey ditambahkan',
    'secondFactor.recoveryCodesReplaced': 'Kode pemulihan baru telah dibuat; kode lama tidak berlaku lagi',
    'secondFactor.totpConfirmed':
      'Aplikasi autentikator ditambahkan. Simpan kode pemulihan Anda di tempat yang aman',
    'secondFactor.totpRemoved': 'Aplikasi autentikator dihapus',
    'secretShareQuery.budgetSet': 'Anggaran privasi bulanan disimpan',
    'firstCall.autoApproved': 'Permintaan Anda telah disetujui: pembelian siap digunakan',
    'transactionRequest.added': 'Permintaan Anda telah dikirim ke penyedia',
    'recommendation.answered': 'Jawaban Anda telah dikirim ke konsumen',
    'datasetVersion.published': 'Versi diterbitkan',
    'deltaSharing.tokenRevoked': 'Akses Delta Sharing dicabut',
    'purchaseAccess.suspended': 'Akses ke pembelian telah ditangguhkan',
    'purchaseAccess.resumed': 'Akses ke pembelian telah dipulihkan',
    'purchaseAccess.revoked': 'Akses ke pembelian telah dicabut',
    'apiProduct.downloadFailed': 'Dokumen OpenAPI tidak dapat diunduh',
    'audit.exportFailed': 'Ekspor tidak dapat diunduh',
  },
})

/** A notice of the contract in the page's language. */
export type NoticeKey = keyof typeof noticeTexts.en
