import type { MailTexts } from './mail.texts'
import { mailRole } from './mail-values'

/** The mails about a person's own account: signing up, passwords, addresses, second factors, roles. */

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
  /** The invitee's role by its code ("member"), or its name as written in a mail queued before. */
  role: string
}> = {
  en: ({ fullName, inviterName, companyName, role }) => ({
    subject: `You are invited to join ${companyName} on Lumbung`,
    heading: `Join ${companyName} on Lumbung`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${inviterName} invited you to join ${companyName} on Lumbung as ${mailRole(role, 'en')}.`,
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
      `${inviterName} mengundang Anda bergabung dengan ${companyName} di Lumbung sebagai ${mailRole(role, 'id')}.`,
      'Buat kata sandi Anda untuk mengaktifkan akun Anda.',
    ],
    action: 'Terima undangan',
    notes: [
      'Undangan ini berlaku selama 7 hari.',
      'Jika Anda tidak mengharapkan undangan ini, abaikan pesan ini.',
    ],
  }),
}

export const passwordResetMail: MailTexts<{ fullName: string }> = {
  en: ({ fullName }) => ({
    subject: 'Reset your Lumbung password',
    heading: 'Reset your password',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      'We received a request to reset the password of your Lumbung account. Choose a new password with the link below.',
    ],
    action: 'Reset password',
    notes: [
      'This link works once and expires in 1 hour. Resetting your password signs you out everywhere.',
      'If you did not ask for this, you can ignore this message: your password stays the same.',
    ],
  }),
  id: ({ fullName }) => ({
    subject: 'Atur ulang kata sandi Lumbung Anda',
    heading: 'Atur ulang kata sandi Anda',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      'Kami menerima permintaan untuk mengatur ulang kata sandi akun Lumbung Anda. Buat kata sandi baru melalui tautan di bawah ini.',
    ],
    action: 'Atur ulang kata sandi',
    notes: [
      'Tautan ini hanya dapat dipakai sekali dan berlaku selama 1 jam. Setelah kata sandi diatur ulang, Anda akan dikeluarkan dari semua perangkat.',
      'Jika Anda tidak memintanya, abaikan pesan ini: kata sandi Anda tetap sama.',
    ],
  }),
}

const notYouEn =
  'If you did not make this change, reset your password at once from the sign-in page and contact your company administrator.'
const notYouId =
  'Jika Anda tidak melakukan perubahan ini, segera atur ulang kata sandi Anda dari halaman Masuk dan hubungi administrator perusahaan Anda.'

export const passwordChangedNoticeMail: MailTexts<{ fullName: string }> = {
  en: ({ fullName }) => ({
    subject: 'Your Lumbung password was changed',
    heading: 'Your password was changed',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      'The password of your Lumbung account was just changed, and every other session was signed out.',
    ],
    notes: [notYouEn],
  }),
  id: ({ fullName }) => ({
    subject: 'Kata sandi Lumbung Anda telah diubah',
    heading: 'Kata sandi Anda telah diubah',
    greeting: `Halo ${fullName},`,
    paragraphs: ['Kata sandi akun Lumbung Anda baru saja diubah, dan semua sesi lain telah dikeluarkan.'],
    notes: [notYouId],
  }),
}

export const emailChangeMail: MailTexts<{ fullName: string; newEmail: string }> = {
  en: ({ fullName, newEmail }) => ({
    subject: 'Confirm your new email address for Lumbung',
    heading: 'Confirm your new email address',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `You asked to change the email address of your Lumbung account to ${newEmail}. Confirm it to finish the change.`,
    ],
    action: 'Confirm new email address',
    notes: [
      'This link works once and expires in 24 hours. Until then you keep signing in with your current address.',
      'If you did not ask for this, you can ignore this message.',
    ],
  }),
  id: ({ fullName, newEmail }) => ({
    subject: 'Konfirmasi alamat email baru Anda untuk Lumbung',
    heading: 'Konfirmasi alamat email baru Anda',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `Anda meminta untuk mengubah alamat email akun Lumbung Anda menjadi ${newEmail}. Konfirmasikan alamat ini untuk menyelesaikan perubahan.`,
    ],
    action: 'Konfirmasi alamat email baru',
    notes: [
      'Tautan ini hanya dapat dipakai sekali dan berlaku selama 24 jam. Sampai saat itu, Anda tetap masuk dengan alamat email Anda saat ini.',
      'Jika Anda tidak memintanya, abaikan pesan ini.',
    ],
  }),
}

export const emailChangedNoticeMail: MailTexts<{ fullName: string; newEmail: string }> = {
  en: ({ fullName, newEmail }) => ({
    subject: 'The email address of your Lumbung account was changed',
    heading: 'Your email address was changed',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `The email address of your Lumbung account is now ${newEmail}. From now on, sign in with that address; messages go there too.`,
    ],
    notes: [
      'If you did not make this change, contact your company administrator or the Lumbung team at once.',
    ],
  }),
  id: ({ fullName, newEmail }) => ({
    subject: 'Alamat email akun Lumbung Anda telah diubah',
    heading: 'Alamat email Anda telah diubah',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `Alamat email akun Lumbung Anda sekarang ${newEmail}. Mulai sekarang, masuklah dengan alamat tersebut; pesan dari kami juga akan dikirim ke sana.`,
    ],
    notes: [
      'Jika Anda tidak melakukan perubahan ini, segera hubungi administrator perusahaan Anda atau tim Lumbung.',
    ],
  }),
}

type SecondFactorData = {
  fullName: string
  change: 'added' | 'removed'
  method: 'authenticator app' | 'passkey'
}
const factorEn = { 'authenticator app': 'An authenticator app', passkey: 'A passkey' } as const
const factorId = { 'authenticator app': 'Aplikasi autentikator', passkey: 'Passkey' } as const

export const secondFactorChangedMail: MailTexts<SecondFactorData> = {
  en: ({ fullName, change, method }) => ({
    subject: `${factorEn[method]} was ${change} ${change === 'added' ? 'to' : 'from'} your Lumbung account`,
    heading: `${factorEn[method]} was ${change}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      change === 'added'
        ? `${factorEn[method]} was just added to your Lumbung account. Signing in now asks for it after your password.`
        : `${factorEn[method]} was just removed from your Lumbung account.`,
    ],
    notes: [notYouEn],
  }),
  id: ({ fullName, change, method }) => ({
    subject:
      change === 'added'
        ? `${factorId[method]} telah ditambahkan ke akun Lumbung Anda`
        : `${factorId[method]} telah dihapus dari akun Lumbung Anda`,
    heading:
      change === 'added' ? `${factorId[method]} telah ditambahkan` : `${factorId[method]} telah dihapus`,
    greeting: `Halo ${fullName},`,
    paragraphs: [
      change === 'added'
        ? `${factorId[method]} baru saja ditambahkan ke akun Lumbung Anda. Mulai sekarang, setiap kali masuk Anda akan diminta menggunakannya setelah memasukkan kata sandi.`
        : `${factorId[method]} baru saja dihapus dari akun Lumbung Anda.`,
    ],
    notes: [notYouId],
  }),
}

export const memberRoleChangedMail: MailTexts<{
  fullName: string
  ownerName: string
  companyName: string
  /** A role's code ("admin"), or its name as written in a mail queued before. */
  previousRole: string
  role: string
}> = {
  en: ({ fullName, ownerName, companyName, previousRole, role }) => ({
    subject: `Your role at ${companyName} on Lumbung is now ${mailRole(role, 'en')}`,
    heading: `You are now ${mailRole(role, 'en')}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${ownerName}, the owner of ${companyName}, changed your role on Lumbung from ${mailRole(previousRole, 'en')} to ${mailRole(role, 'en')}.`,
      'The screens you can open follow your new role from your next page on.',
    ],
    notes: ['If you did not expect this change, ask the owner of your company.'],
  }),
  id: ({ fullName, ownerName, companyName, previousRole, role }) => ({
    subject: `Peran Anda di ${companyName} pada Lumbung kini ${mailRole(role, 'id')}`,
    heading: `Peran Anda kini ${mailRole(role, 'id')}`,
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${ownerName}, pemilik ${companyName}, mengubah peran Anda di Lumbung dari ${mailRole(previousRole, 'id')} menjadi ${mailRole(role, 'id')}.`,
      'Mulai halaman berikutnya yang Anda buka, layar yang tersedia bagi Anda mengikuti peran baru ini.',
    ],
    notes: ['Jika Anda tidak mengharapkan perubahan ini, silakan tanyakan kepada pemilik perusahaan Anda.'],
  }),
}
