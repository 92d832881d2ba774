import {
  dataDeliveryStatusLabels,
  purchasedStatusLabels,
  recommendationStatusLabels,
  transactionAccessStatusLabels,
  transactionRequestStatusLabels,
  type DataDeliveryStatus,
  type PurchasedStatus,
  type RecommendationStatus,
  type TransactionAccessStatus,
  type TransactionRequestStatus,
} from '@lumbung/contract'
import { defineTexts, translateIn } from '../../lib/i18n/i18n'

/** The words for the statuses of requests, purchases, deliveries and data needs; English from the contract. */
export const transactionStatusTexts = defineTexts('transactionStatuses', {
  en: {
    requestWAITING_APPROVAL: transactionRequestStatusLabels.WAITING_APPROVAL,
    requestWAITING_CONSUMER_ACCEPTANCE: transactionRequestStatusLabels.WAITING_CONSUMER_ACCEPTANCE,
    requestAPPROVED: transactionRequestStatusLabels.APPROVED,
    requestREJECTED: transactionRequestStatusLabels.REJECTED,
    requestWITHDRAWN: transactionRequestStatusLabels.WITHDRAWN,
    requestEXPIRED: transactionRequestStatusLabels.EXPIRED,
    purchasedAPPROVED: purchasedStatusLabels.APPROVED,
    purchasedEXPIRED: purchasedStatusLabels.EXPIRED,
    accessACTIVE: transactionAccessStatusLabels.ACTIVE,
    accessSUSPENDED: transactionAccessStatusLabels.SUSPENDED,
    accessREVOKED: transactionAccessStatusLabels.REVOKED,
    deliveryQUEUED: dataDeliveryStatusLabels.QUEUED,
    deliveryRUNNING: dataDeliveryStatusLabels.RUNNING,
    deliveryDELIVERED: dataDeliveryStatusLabels.DELIVERED,
    deliveryFAILED: dataDeliveryStatusLabels.FAILED,
    needOPEN: recommendationStatusLabels.OPEN,
    needIN_REVIEW: recommendationStatusLabels.IN_REVIEW,
    needFULFILLED: recommendationStatusLabels.FULFILLED,
    needCLOSED: recommendationStatusLabels.CLOSED,
  },
  id: {
    requestWAITING_APPROVAL: 'Menunggu persetujuan',
    requestWAITING_CONSUMER_ACCEPTANCE: 'Menunggu penerimaan konsumen',
    requestAPPROVED: 'Disetujui',
    requestREJECTED: 'Ditolak',
    requestWITHDRAWN: 'Ditarik',
    requestEXPIRED: 'Kedaluwarsa',
    purchasedAPPROVED: 'Aktif',
    purchasedEXPIRED: 'Kedaluwarsa',
    accessACTIVE: 'Aktif',
    accessSUSPENDED: 'Ditangguhkan',
    accessREVOKED: 'Dicabut',
    deliveryQUEUED: 'Dalam antrean',
    deliveryRUNNING: 'Sedang berjalan',
    deliveryDELIVERED: 'Terkirim',
    deliveryFAILED: 'Gagal',
    needOPEN: 'Terbuka',
    needIN_REVIEW: 'Sedang ditinjau',
    needFULFILLED: 'Terpenuhi',
    needCLOSED: 'Ditutup',
  },
})

export const requestStatusLabel = (status: TransactionRequestStatus) =>
  translateIn(transactionStatusTexts, `request${status}`)
export const purchasedStatusLabel = (status: PurchasedStatus) =>
  translateIn(transactionStatusTexts, `purchased${status}`)
export const accessStatusLabel = (status: TransactionAccessStatus) =>
  translateIn(transactionStatusTexts, `access${status}`)
export const deliveryStatusLabel = (status: DataDeliveryStatus) =>
  translateIn(transactionStatusTexts, `delivery${status}`)
export const needStatusLabel = (status: RecommendationStatus) =>
  translateIn(transactionStatusTexts, `need${status}`)
