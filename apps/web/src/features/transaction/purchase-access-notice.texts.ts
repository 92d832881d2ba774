import { defineTexts } from '../../lib/i18n/i18n'

/** The notice above a purchase whose access the provider suspended, revoked or resumed. */
export const purchaseAccessNoticeTexts = defineTexts('purchaseAccessNotice', {
  en: {
    suspendedTitle: 'Access suspended',
    revokedTitle: 'Access revoked',
    resumedTitle: 'Access resumed',
    suspendedByProvider: 'Access suspended by the provider on {when}{reason}',
    revokedByProvider: 'Access revoked by the provider on {when}{reason}',
    resumedByProvider: 'Access resumed by the provider on {when}{reason}',
    suspended: 'Access suspended on {when}{reason}',
    revoked: 'Access revoked on {when}{reason}',
    resumed: 'Access resumed on {when}{reason}',
    suspendedConsumerHint:
      'Calls, downloads and deliveries of this purchase are refused until the provider resumes it.',
    suspendedProviderHint: "The buyer's calls, downloads and deliveries are refused until you resume it.",
    revokedConsumerHint:
      'This purchase can no longer be used. Contact the provider, or request the product again from the marketplace.',
    revokedProviderHint: 'Revoking is final: the buyer would have to request the product again.',
  },
  id: {
    suspendedTitle: 'Akses ditangguhkan',
    revokedTitle: 'Akses dicabut',
    resumedTitle: 'Akses dipulihkan',
    suspendedByProvider: 'Akses ditangguhkan oleh penyedia pada {when}{reason}',
    revokedByProvider: 'Akses dicabut oleh penyedia pada {when}{reason}',
    resumedByProvider: 'Akses dipulihkan oleh penyedia pada {when}{reason}',
    suspended: 'Akses ditangguhkan pada {when}{reason}',
    revoked: 'Akses dicabut pada {when}{reason}',
    resumed: 'Akses dipulihkan pada {when}{reason}',
    suspendedConsumerHint:
      'Panggilan, unduhan, dan pengiriman untuk pembelian ini ditolak sampai penyedia memulihkannya.',
    suspendedProviderHint: 'Panggilan, unduhan, dan pengiriman pembeli ditolak sampai Anda memulihkannya.',
    revokedConsumerHint:
      'Pembelian ini tidak dapat digunakan lagi. Hubungi penyedia, atau ajukan permintaan produk ini lagi dari marketplace.',
    revokedProviderHint: 'Pencabutan bersifat final: pembeli harus mengajukan permintaan produk ini lagi.',
  },
})
