import { consumerApiKeyLabels, tenantMessages } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** The header that carries a gateway key: a name, the same in every language. */
export const apiKeyHeader = 'X-API-Key'

/** The company's gateway keys on Company info: the company key and the named keys. */
export const apiKeysTexts = defineTexts('apiKeys', {
  en: {
    rotateTitle: 'Rotate the API key?',
    rotateBody:
      'A new key is made and the current one stops working at once. Every system that calls the gateway with it must be given the new key.',
    cancel: 'Cancel',
    rotateKey: 'Rotate key',
    title: 'API key',
    headerBefore: 'Your systems send this key in the',
    headerAfter: 'header to call the products your company bought through the gateway. Keep it secret.',
    maskedHint:
      'The whole key was shown once, when it was made. If it is lost, the owner can rotate it to get a new one.',
    copyNow: 'Copy the key now: it is shown whole only this once.',
    showKey: 'Show key',
    ownersOnly: 'Only the company owner and admins can see the key.',

    copyTitle: 'Copy the new key',
    createTitle: 'Create an API key',
    readyBefore: 'The key',
    readyAfter: 'is ready. Give it to the one system that will use it.',
    copyNowRevoke:
      'Copy the key now: it is shown whole only this once. If it is lost, revoke it and create another.',
    copied: 'I have copied the key',
    label: consumerApiKeyLabels.label,
    labelHint: 'The integration that will use the key, for example “CRM sync” or “Mobile app”.',
    passwordAgain: 'Making a key asks for your password again.',
    createKey: 'Create key',

    live: 'Live',
    rowActions: 'Actions for the key {label}',
    revokeKey: 'Revoke key',
    revokeTitle: 'Revoke the key “{label}”?',
    revokeBody:
      'The gateway refuses {maskedKey} at once, so the system that uses it stops getting data until it is given another key. A revoked key cannot be brought back.',
    revoked: tenantMessages.namedKeyRevoked,
    revokeFailed: 'The key was not revoked',
    loading: 'Loading the API keys',
    loadFailed: 'The API keys could not be loaded',
    tryAgain: 'Try again',
    empty: 'No named keys yet',
    emptyHint: 'Create one for each system that calls the gateway.',
    key: consumerApiKeyLabels.id,
    created: 'Created',
    lastUsed: 'Last used',
    status: 'Status',
    actions: 'Actions',
    namedKeys: 'Named keys',
    namedBefore:
      'A key of its own for each integration: if one leaks, revoke it and the others keep working. They are sent in the',
    namedAfter: 'header like the company key.',
    liveCount: '{live} of {max} live keys',
  },
  id: {
    rotateTitle: 'Ganti kunci API?',
    rotateBody:
      'Kunci baru dibuat dan kunci saat ini langsung berhenti berfungsi. Setiap sistem yang memanggil gateway dengan kunci tersebut harus diberi kunci baru.',
    cancel: 'Batal',
    rotateKey: 'Ganti kunci',
    title: 'Kunci API',
    headerBefore: 'Sistem Anda mengirim kunci ini di header',
    headerAfter: 'untuk memanggil produk yang dibeli perusahaan Anda melalui gateway. Jaga kerahasiaannya.',
    maskedHint:
      'Kunci lengkap hanya ditampilkan sekali, saat dibuat. Jika hilang, pemilik dapat menggantinya untuk mendapatkan kunci baru.',
    copyNow: 'Salin kunci sekarang: kunci lengkap hanya ditampilkan kali ini.',
    showKey: 'Tampilkan kunci',
    ownersOnly: 'Hanya pemilik dan admin perusahaan yang dapat melihat kunci.',

    copyTitle: 'Salin kunci baru',
    createTitle: 'Buat kunci API',
    readyBefore: 'Kunci',
    readyAfter: 'sudah siap. Berikan kepada satu sistem yang akan menggunakannya.',
    copyNowRevoke:
      'Salin kunci sekarang: kunci lengkap hanya ditampilkan kali ini. Jika hilang, cabut kunci tersebut dan buat yang baru.',
    copied: 'Saya sudah menyalin kunci',
    label: 'Label',
    labelHint: 'Integrasi yang akan menggunakan kunci, misalnya “Sinkronisasi CRM” atau “Aplikasi seluler”.',
    passwordAgain: 'Membuat kunci memerlukan kata sandi Anda sekali lagi.',
    createKey: 'Buat kunci',

    live: 'Aktif',
    rowActions: 'Tindakan untuk kunci {label}',
    revokeKey: 'Cabut kunci',
    revokeTitle: 'Cabut kunci “{label}”?',
    revokeBody:
      'Gateway langsung menolak {maskedKey}, sehingga sistem yang menggunakannya berhenti menerima data sampai diberi kunci lain. Kunci yang dicabut tidak dapat dipulihkan.',
    revoked: 'Kunci API dicabut',
    revokeFailed: 'Kunci tidak dicabut',
    loading: 'Memuat kunci API',
    loadFailed: 'Kunci API tidak dapat dimuat',
    tryAgain: 'Coba lagi',
    empty: 'Belum ada kunci bernama',
    emptyHint: 'Buat satu kunci untuk setiap sistem yang memanggil gateway.',
    key: 'Kunci',
    created: 'Dibuat',
    lastUsed: 'Terakhir digunakan',
    status: 'Status',
    actions: 'Tindakan',
    namedKeys: 'Kunci bernama',
    namedBefore:
      'Satu kunci tersendiri untuk setiap integrasi: jika satu bocor, cabut kunci itu dan yang lain tetap berfungsi. Kunci dikirim di header',
    namedAfter: 'seperti kunci perusahaan.',
    liveCount: '{live} dari {max} kunci aktif',
  },
})
