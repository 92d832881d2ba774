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
