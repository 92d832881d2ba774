import { defineTexts } from '../../lib/i18n/i18n'

/** Why a product cannot be requested from this account, and where to go next. */
export const transactionEligibilityTexts = defineTexts('transactionEligibility', {
  en: {
    explainOWN_PRODUCT: 'Your company provides this product, so there is nothing to request.',
    explainNOT_ADMIN:
      "A request commits your company to the provider's terms, so ask one of your company's admins or its owner to send it.",
    explainCOMPANY_NOT_VERIFIED:
      'Providers only accept requests from verified companies. Submit your company documents; you can request products once the verification is approved.',
    explainUSER_NOT_VERIFIED: 'Open the link in the verification email, then come back to this page.',
    explainPROVIDER_VIEW: 'Requests are sent from the consumer side of your company.',
    openInMyProducts: 'Open it in My products',
    goToCompanyInfo: 'Go to company info',
    goToMyAccount: 'Go to my account',
    cannotRequest: 'This product cannot be requested from your account',
    askAdmin: 'Ask an admin of your company for help.',
  },
  id: {
    explainOWN_PRODUCT:
      'Produk ini disediakan oleh perusahaan Anda sendiri, jadi tidak ada yang perlu diminta.',
    explainNOT_ADMIN:
      'Permintaan mengikat perusahaan Anda pada ketentuan penyedia, jadi mintalah salah satu admin atau pemilik akun perusahaan Anda untuk mengirimkannya.',
    explainCOMPANY_NOT_VERIFIED:
      'Penyedia hanya menerima permintaan dari perusahaan terverifikasi. Kirimkan dokumen perusahaan Anda; Anda dapat meminta produk setelah verifikasi disetujui.',
    explainUSER_NOT_VERIFIED: 'Buka tautan di email verifikasi, lalu kembali ke halaman ini.',
    explainPROVIDER_VIEW: 'Permintaan dikirim dari sisi konsumen perusahaan Anda.',
    openInMyProducts: 'Buka di Produk saya',
    goToCompanyInfo: 'Buka info perusahaan',
    goToMyAccount: 'Buka akun saya',
    cannotRequest: 'Produk ini tidak dapat diminta dari akun Anda',
    askAdmin: 'Mintalah bantuan admin perusahaan Anda.',
  },
})
