import { defineTexts } from '../../lib/i18n/i18n'

/** The development mailbox (`/dev/mailbox`): the outbox of a server without SMTP. */
export const mailTexts = defineTexts('mail', {
  en: {
    offTitle: 'The development mailbox is off',
    offBody:
      "This server sends mail through SMTP or keeps its outbox private, or you are not on the server's own machine: the mailbox answers only there and to a signed-in operator. Check the inbox of the address the message was sent to.",
    title: 'Development mailbox',
    outbox: 'Outbox',
    description:
      'Mail this server would send, newest first (the latest 50). Shown because no SMTP server is configured.',
    recipient: 'Recipient',
    recipientPlaceholder: 'name@company.co.id',
    refresh: 'Refresh',
    loadFailed: 'Could not load the mailbox',
    emptyTo: 'No mail to {address} yet. New messages appear here on their own.',
    empty: 'No mail yet. New messages appear here on their own.',
    messages: 'Messages',
    to: 'To {address}',
    toLabel: 'To',
    attached: 'Attached',
    html: 'HTML',
    plainText: 'Plain text',
    frameTitle: 'Message: {subject}',
  },
  id: {
    offTitle: 'Kotak surat pengembangan tidak aktif',
    offBody:
      'Server ini mengirim surel melalui SMTP atau merahasiakan kotak keluarnya, atau Anda tidak berada di mesin server itu sendiri: kotak surat hanya dapat dibuka di sana dan oleh operator yang sudah masuk. Periksa kotak masuk alamat tujuan pesan.',
    title: 'Kotak surat pengembangan',
    outbox: 'Kotak keluar',
    description:
      'Surel yang akan dikirim server ini, terbaru lebih dulu (50 terakhir). Ditampilkan karena belum ada server SMTP yang dikonfigurasi.',
    recipient: 'Penerima',
    recipientPlaceholder: 'nama@perusahaan.co.id',
    refresh: 'Muat ulang',
    loadFailed: 'Kotak surat tidak dapat dimuat',
    emptyTo: 'Belum ada surel untuk {address}. Pesan baru akan muncul di sini dengan sendirinya.',
    empty: 'Belum ada surel. Pesan baru akan muncul di sini dengan sendirinya.',
    messages: 'Pesan',
    to: 'Kepada {address}',
    toLabel: 'Kepada',
    attached: 'Lampiran',
    html: 'HTML',
    plainText: 'Teks biasa',
    frameTitle: 'Pesan: {subject}',
  },
})
