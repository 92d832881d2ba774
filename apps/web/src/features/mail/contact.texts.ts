import { contactLabels, contactMessages } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** The contact form (docs/decisions/0059-data-access-agreement.md); English from the contract's contact messages. */
export const contactTexts = defineTexts('contact', {
  en: {
    title: contactMessages.title,
    intro: contactMessages.intro,
    sent: contactMessages.sent,
    unavailable: contactMessages.unavailable,
    send: contactMessages.send,
    emailHelp: contactMessages.emailHelp,
    honeypotLabel: contactMessages.honeypotLabel,
    fullName: contactLabels.full_name,
    email: contactLabels.email,
    companyName: contactLabels.company_name,
    message: contactLabels.message,
  },
  id: {
    title: 'Hubungi kami',
    intro:
      'Ada pertanyaan tentang produk, pembelian, tagihan, atau akun Anda? Tulis pesan kepada tim Lumbung.',
    sent: 'Terima kasih. Pesan Anda telah diterima tim Lumbung, yang akan membalas melalui email.',
    unavailable: 'Pesan tidak dapat diterima saat ini. Silakan coba lagi nanti.',
    send: 'Kirim pesan',
    emailHelp: 'Tim akan membalas ke alamat ini.',
    honeypotLabel: 'Biarkan kolom ini kosong',
    fullName: 'Nama',
    email: 'Email',
    companyName: 'Perusahaan',
    message: 'Pesan',
  },
})
