import type { Language } from '../common/enums'

/**
 * The words of a mail in one language; the server's layout adds the brand, the button's address and
 * the footer. Each template's texts are a function of its data per language, rendered in the
 * recipient's `users.language` (docs/decisions/0077-documents-and-mails-in-two-languages.md).
 */
export interface MailWords {
  subject: string
  heading: string
  greeting?: string
  paragraphs: readonly string[]
  /** The button's label; the server adds its address. */
  action?: string
  notes?: readonly string[]
}

export type MailTexts<Data> = Record<Language, (data: Data) => MailWords>

export const mailLayoutTexts: Record<
  Language,
  { linkFallback: string; footer: (brand: string) => string; textFooter: (brand: string) => string }
> = {
  en: {
    linkFallback: 'If the button does not work, copy this link into your browser:',
    footer: (brand) => `This message was sent by ${brand}, the data marketplace. Please do not reply to it.`,
    textFooter: (brand) => `${brand}, the data marketplace. Please do not reply to this message.`,
  },
  id: {
    linkFallback: 'Jika tombol tidak berfungsi, salin tautan ini ke peramban Anda:',
    footer: (brand) => `Pesan ini dikirim oleh ${brand}, marketplace data. Mohon tidak membalas pesan ini.`,
    textFooter: (brand) => `${brand}, marketplace data. Mohon tidak membalas pesan ini.`,
  },
}

export const emailVerificationMail: MailTexts<{ fullName: string }> = {
  en: ({ fullName }) => ({
    subject: 'Verify your email address for Lumbung',
    heading: 'Verify your email address',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      'Thank you for signing up for Lumbung. Confirm that this is your email address to activate your account.',
    ],
    action: 'Verify email address',
    notes: [
      'This link works once and expires in 24 hours.',
      'If you did not sign up for Lumbung, you can ignore this message.',
    ],
  }),
  id: ({ fullName }) => ({
    subject: 'Verifikasi alamat email Anda untuk Lumbung',
    heading: 'Verifikasi alamat email Anda',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      'Terima kasih telah mendaftar di Lumbung. Konfirmasikan bahwa ini alamat email Anda untuk mengaktifkan akun Anda.',
    ],
    action: 'Verifikasi alamat email',
    notes: [
      'Tautan ini hanya dapat dipakai sekali dan berlaku selama 24 jam.',
      'Jika Anda tidak mendaftar di Lumbung, abaikan pesan ini.',
    ],
  }),
}

export const invitationMail: MailTexts<{
  fullName: string
  inviterName: string
  companyName: string
  role: string
}> = {
  en: ({ fullName, inviterName, companyName, role }) => ({
    subject: `You are invited to join ${companyName} on Lumbung`,
    heading: `Join ${companyName} on Lumbung`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${inviterName} invited you to join ${companyName} on Lumbung as ${role}.`,
      'Set your password to activate your account.',
    ],
    action: 'Accept invitation',
    notes: [
      'This invitation expires in 7 days.',
      'If you were not expecting it, you can ignore this message.',
    ],
  }),
  id: ({ fullName, inviterName, companyName, role }) => ({
    subject: `Anda diundang bergabung dengan ${companyName} di Lumbung`,
    heading: `Bergabung dengan ${companyName} di Lumbung`,
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${inviterName} mengundang Anda bergabung dengan ${companyName} di Lumbung sebagai ${role}.`,
      'Buat kata sandi Anda untuk mengaktifkan akun Anda.',
    ],
    action: 'Terima undangan',
    notes: [
      'Undangan ini berlaku selama 7 hari.',
      'Jika Anda tidak merasa menunggu undangan ini, abaikan pesan ini.',
    ],
  }),
}

export const transactionRequestApprovedMail: MailTexts<{
  fullName: string
  transactionNo: string
  productName: string
  providerName: string
  price: string
  periodEnd: string | null
  requestLink: string
}> = {
  en: ({ fullName, transactionNo, productName, providerName, price, periodEnd, requestLink }) => ({
    subject: `Your request for ${productName} was approved`,
    heading: 'Your transaction request was approved',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} approved your request for ${productName} (${transactionNo}).`,
      `Agreed price: ${price}`,
      ...(periodEnd ? [`Your subscription runs until ${periodEnd} (Asia/Jakarta time).`] : []),
      'You find it under Purchased Data.',
      `The request and its history stay at ${requestLink}`,
    ],
    action: 'Open the purchase',
  }),
  id: ({ fullName, transactionNo, productName, providerName, price, periodEnd, requestLink }) => ({
    subject: `Permintaan Anda untuk ${productName} disetujui`,
    heading: 'Permintaan transaksi Anda disetujui',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${providerName} menyetujui permintaan Anda untuk ${productName} (${transactionNo}).`,
      `Harga yang disepakati: ${price}`,
      ...(periodEnd ? [`Langganan Anda berlaku hingga ${periodEnd} (waktu Asia/Jakarta).`] : []),
      'Anda dapat menemukannya di Data yang Dibeli.',
      `Permintaan beserta riwayatnya tetap tersedia di ${requestLink}`,
    ],
    action: 'Buka pembelian',
  }),
}

export const transactionRequestRejectedMail: MailTexts<{
  fullName: string
  transactionNo: string
  productName: string
  providerName: string
  reason: string
}> = {
  en: ({ fullName, transactionNo, productName, providerName, reason }) => ({
    subject: `Your request for ${productName} was rejected`,
    heading: 'Your transaction request was rejected',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} rejected your request for ${productName} (${transactionNo}).`,
      `Reason: ${reason}`,
    ],
    action: 'View the request',
  }),
  id: ({ fullName, transactionNo, productName, providerName, reason }) => ({
    subject: `Permintaan Anda untuk ${productName} ditolak`,
    heading: 'Permintaan transaksi Anda ditolak',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${providerName} menolak permintaan Anda untuk ${productName} (${transactionNo}).`,
      `Alasan: ${reason}`,
    ],
    action: 'Lihat permintaan',
  }),
}

export const billingInvoiceIssuedMail: MailTexts<{
  fullName: string
  companyName: string
  invoiceNo: string
  /** The month in the recipient's language ("March 2024", "Maret 2024"). */
  month: string
  total: string
  dueDate: string
}> = {
  en: ({ fullName, companyName, invoiceNo, month, total, dueDate }) => ({
    subject: `Invoice ${invoiceNo} for ${month}`,
    heading: `Your invoice for ${month}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `Invoice ${invoiceNo} for ${companyName}'s purchases and usage in ${month} is issued: ${total}, VAT included.`,
      `Please pay it by ${dueDate} (Asia/Jakarta). The invoice is attached as a PDF.`,
    ],
    action: 'View the invoice',
  }),
  id: ({ fullName, companyName, invoiceNo, month, total, dueDate }) => ({
    subject: `Faktur ${invoiceNo} untuk ${month}`,
    heading: `Tagihan Anda untuk ${month}`,
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `Faktur ${invoiceNo} atas pembelian dan pemakaian ${companyName} pada ${month} telah terbit: ${total}, termasuk PPN.`,
      `Mohon lakukan pembayaran paling lambat ${dueDate} (waktu Asia/Jakarta). Faktur terlampir dalam bentuk PDF.`,
    ],
    action: 'Lihat tagihan',
  }),
}
