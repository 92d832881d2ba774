import { contactMessages } from './contact.messages'
import type { MailTexts } from './mail.texts'

/** The mails about a company's verification, and the contact form's message to the operators. */

export const companyVerificationApprovedMail: MailTexts<{ fullName: string; companyName: string }> = {
  en: ({ fullName, companyName }) => ({
    subject: `${companyName} is verified on Lumbung`,
    heading: 'Your company is verified',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `Good news: we reviewed the documents of ${companyName} and approved its verification.`,
      'Every feature of Lumbung is now open to your company, including subscribing as a data provider.',
    ],
  }),
  id: ({ fullName, companyName }) => ({
    subject: `${companyName} telah terverifikasi di Lumbung`,
    heading: 'Perusahaan Anda telah terverifikasi',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `Kabar baik: kami telah meninjau dokumen ${companyName} dan menyetujui verifikasinya.`,
      'Seluruh fitur Lumbung kini terbuka bagi perusahaan Anda, termasuk berlangganan sebagai penyedia data.',
    ],
  }),
}

export const companyVerificationRejectedMail: MailTexts<{
  fullName: string
  companyName: string
  reason: string
}> = {
  en: ({ fullName, companyName, reason }) => ({
    subject: `The verification of ${companyName} needs another look`,
    heading: 'Your company verification was not approved',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `We reviewed the documents of ${companyName} and could not approve its verification yet.`,
      `Reason: ${reason}`,
      'Update the documents in My Account → Company Info and submit them again.',
    ],
  }),
  id: ({ fullName, companyName, reason }) => ({
    subject: `Verifikasi ${companyName} perlu dilengkapi`,
    heading: 'Verifikasi perusahaan Anda belum disetujui',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `Kami telah meninjau dokumen ${companyName}, namun belum dapat menyetujui verifikasinya.`,
      `Alasan: ${reason}`,
      'Perbarui dokumen di Akun Saya → Info perusahaan, lalu kirimkan kembali.',
    ],
  }),
}

export const companyVerificationSubmittedMail: MailTexts<{ companyName: string }> = {
  en: ({ companyName }) => ({
    subject: `${companyName} submitted company documents for review`,
    heading: 'A company is waiting for verification',
    paragraphs: [
      `${companyName} submitted its company registration documents.`,
      'Review them in the operator console under Tenants, then approve or reject the verification.',
    ],
  }),
  id: ({ companyName }) => ({
    subject: `${companyName} mengirimkan dokumen perusahaan untuk ditinjau`,
    heading: 'Sebuah perusahaan menunggu verifikasi',
    paragraphs: [
      `${companyName} telah mengirimkan dokumen legalitas perusahaannya.`,
      'Tinjau dokumen tersebut di konsol operator pada menu Tenant, lalu setujui atau tolak verifikasinya.',
    ],
  }),
}

/** Who wrote while signed in; text as written in a mail queued before. */
export type ContactAccount = { fullName: string; legalName: string; email: string } | string | null

const accountOf = (account: Exclude<ContactAccount, null>, of: string) =>
  typeof account === 'string' ? account : `${account.fullName} ${of} ${account.legalName} (${account.email})`

export const contactMessageMail: MailTexts<{
  operatorName: string
  senderName: string
  senderEmail: string
  companyName: string | null
  message: string
  account: ContactAccount
}> = {
  en: ({ operatorName, senderName, senderEmail, companyName, message, account }) => ({
    subject: 'New message from the Lumbung contact form',
    heading: 'Someone wrote through the contact form',
    greeting: `Hi ${operatorName},`,
    paragraphs: [
      `From: ${senderName} <${senderEmail}>${companyName ? `, ${companyName}` : ''}`,
      account
        ? `Signed in as ${typeof account === 'string' ? account : contactMessages.signedInAccount(account.fullName, account.legalName, account.email)}.`
        : 'Not signed in.',
      message,
    ],
    notes: ['Answer the sender at the address above; a reply to this message does not reach them.'],
  }),
  id: ({ operatorName, senderName, senderEmail, companyName, message, account }) => ({
    subject: 'Pesan baru dari formulir kontak Lumbung',
    heading: 'Seseorang menulis melalui formulir kontak',
    greeting: `Halo ${operatorName},`,
    paragraphs: [
      `Dari: ${senderName} <${senderEmail}>${companyName ? `, ${companyName}` : ''}`,
      account ? `Masuk sebagai ${accountOf(account, 'dari')}.` : 'Tidak masuk ke akun.',
      message,
    ],
    notes: ['Balas pengirim ke alamat di atas; balasan atas pesan ini tidak akan sampai kepadanya.'],
  }),
}
