import { consumerApiKeyLabels, firstCallMessages, firstCallTexts, productLabels } from '@lumbung/contract'
import { defineTexts } from '../lib/i18n/i18n'

/**
 * The way from a request to the first call (docs/decisions/0068-first-call.md): the product form's
 * automatic approval, the request, and the key made on the purchase page. The English is the contract's
 * `firstCallTexts`, under its keys; "Approved at once" is the core catalogue's (`marketplace.*`), shown
 * on the product page before this area loads.
 */
export const firstCallAreaTexts = defineTexts('firstCall', {
  en: {
    autoApproveLabel: productLabels.auto_approve,
    autoApproveDescription: firstCallTexts.autoApproveDescription,
    autoApproveIndustriesLabel: productLabels.auto_approve_industries,
    autoApproveIndustriesDescription: firstCallTexts.autoApproveIndustriesDescription,
    autoApproveIndustriesPlaceholder: firstCallTexts.autoApproveIndustriesPlaceholder,
    autoApprovedTitle: firstCallTexts.autoApprovedTitle,
    autoApprovalDecider: firstCallMessages.autoApprovalDecider,
    openPurchase: firstCallTexts.openPurchase,
    approvedRequestHint: firstCallTexts.approvedRequestHint,
    keySectionTitle: firstCallTexts.keySectionTitle,
    keySectionBody: firstCallTexts.keySectionBody,
    keyLabel: consumerApiKeyLabels.label,
    // Cut to the key label's 60 characters where it is used, as the contract cuts it.
    keyLabelDefault: '{productName} integration',
    createKey: firstCallTexts.createKey,
    keyCreatedTitle: firstCallTexts.keyCreatedTitle,
    keyShownOnce: firstCallTexts.keyShownOnce,
    keyFreshLoginHint: firstCallTexts.keyFreshLoginHint,
    manageKeys: firstCallTexts.manageKeys,
  },
  id: {
    autoApproveLabel: 'Setujui permintaan dari perusahaan terverifikasi secara otomatis',
    autoApproveDescription:
      'Permintaan dari perusahaan terverifikasi langsung disetujui begitu dikirim; permintaan lainnya menunggu keputusan Anda.',
    autoApproveIndustriesLabel: 'Hanya untuk industri berikut',
    autoApproveIndustriesDescription:
      'Kosongkan untuk menyetujui perusahaan terverifikasi dari semua industri.',
    autoApproveIndustriesPlaceholder: 'Semua industri',
    autoApprovedTitle: 'Permintaan disetujui',
    autoApprovalDecider: 'Persetujuan otomatis',
    openPurchase: 'Buka pembelian',
    approvedRequestHint: 'Pembelian sudah siap: buat kunci dan panggil API dari halaman pembelian.',
    keySectionTitle: 'Kunci API Anda',
    keySectionBody:
      'Buat kunci untuk integrasi ini dan kirimkan di header X-API-Key. Kunci ini berlaku untuk setiap produk yang telah dibeli perusahaan Anda.',
    keyLabel: 'Label',
    keyLabelDefault: 'Integrasi {productName}',
    createKey: 'Buat kunci API',
    keyCreatedTitle: 'Kunci dibuat',
    keyShownOnce:
      'Salin kunci sekarang: kunci hanya ditampilkan utuh kali ini. Jika hilang, cabut kunci tersebut dan buat kunci baru.',
    keyFreshLoginHint: 'Membuat kunci mungkin memerlukan kata sandi Anda lagi.',
    manageKeys: 'Kelola kunci di Akun Saya',
  },
})
