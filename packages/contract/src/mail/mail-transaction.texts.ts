import type { MailTexts } from './mail.texts'
import {
  mailDate,
  mailNone,
  mailPrice,
  mailTerms,
  mailTermsPeriod,
  mailTermsPrice,
  mailTermsQuota,
  type MailPrice,
  type MailTerms,
} from './mail-values'
import type { Language } from '../common/enums'

/** The mails of a transaction request's steps, to the provider's admins or to the person who asked. */

type ToProvider = {
  fullName: string
  transactionNo: string
  productName: string
  consumerName: string
}

export const transactionRequestReceivedMail: MailTexts<
  ToProvider & { requesterName: string; purpose: string }
> = {
  en: ({ fullName, transactionNo, productName, consumerName, requesterName, purpose }) => ({
    subject: `${consumerName} requests ${productName}`,
    heading: 'A new transaction request is waiting',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${requesterName} of ${consumerName} requests ${productName} (${transactionNo}).`,
      `Purpose of usage: ${purpose}`,
      'Approve it, reject it with a reason, or send new terms from Request Approval.',
    ],
    action: 'Review the request',
  }),
  id: ({ fullName, transactionNo, productName, consumerName, requesterName, purpose }) => ({
    subject: `${consumerName} meminta ${productName}`,
    heading: 'Permintaan transaksi baru menunggu tanggapan Anda',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${requesterName} dari ${consumerName} meminta ${productName} (${transactionNo}).`,
      `Tujuan penggunaan: ${purpose}`,
      'Setujui, tolak dengan alasan, atau kirim ketentuan baru melalui menu Persetujuan Permintaan.',
    ],
    action: 'Tinjau permintaan',
  }),
}

export const transactionRequestWithdrawnMail: MailTexts<ToProvider> = {
  en: ({ fullName, transactionNo, productName, consumerName }) => ({
    subject: `Request ${transactionNo} was withdrawn`,
    heading: 'A transaction request was withdrawn',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${consumerName} withdrew its request for ${productName} (${transactionNo}).`,
      'Nothing more is needed from you.',
    ],
    action: 'View the request',
  }),
  id: ({ fullName, transactionNo, productName, consumerName }) => ({
    subject: `Permintaan ${transactionNo} telah ditarik`,
    heading: 'Sebuah permintaan transaksi telah ditarik',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${consumerName} menarik permintaannya untuk ${productName} (${transactionNo}).`,
      'Tidak ada lagi yang perlu Anda lakukan.',
    ],
    action: 'Lihat permintaan',
  }),
}

export const transactionRequestTermsAcceptedMail: MailTexts<
  ToProvider & { revisionNo: number; terms: MailTerms | string }
> = {
  en: ({ fullName, transactionNo, productName, consumerName, revisionNo, terms }) => ({
    subject: `The new terms of request ${transactionNo} were accepted`,
    heading: 'The consumer accepted your new terms',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${consumerName} accepted revision ${revisionNo} of the terms of its request for ${productName} (${transactionNo}).`,
      `Accepted terms: ${mailTerms(terms, 'en')}`,
      'You may now approve the request; the purchase will be bound to these terms.',
    ],
    action: 'View the request',
  }),
  id: ({ fullName, transactionNo, productName, consumerName, revisionNo, terms }) => ({
    subject: `Ketentuan baru permintaan ${transactionNo} telah diterima`,
    heading: 'Konsumen menerima ketentuan baru Anda',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${consumerName} menerima revisi ${revisionNo} atas ketentuan permintaannya untuk ${productName} (${transactionNo}).`,
      `Ketentuan yang diterima: ${mailTerms(terms, 'id')}`,
      'Anda kini dapat menyetujui permintaan ini; pembelian akan terikat pada ketentuan tersebut.',
    ],
    action: 'Lihat permintaan',
  }),
}

export const transactionRequestApprovedMail: MailTexts<{
  fullName: string
  transactionNo: string
  productName: string
  providerName: string
  /** The agreed price and its unit, or as written in a mail queued before. */
  price: MailPrice | string
  /** The last day (`YYYY-MM-DD` on the Jakarta calendar), or as written in a mail queued before. */
  periodEnd: string | null
  requestLink: string
}> = {
  en: ({ fullName, transactionNo, productName, providerName, price, periodEnd, requestLink }) => ({
    subject: `Your request for ${productName} was approved`,
    heading: 'Your transaction request was approved',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} approved your request for ${productName} (${transactionNo}).`,
      `Agreed price: ${mailPrice(price, 'en')}`,
      ...(periodEnd
        ? [`Your subscription runs until ${mailDate(periodEnd, 'en')} (Asia/Jakarta time).`]
        : []),
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
      `Harga yang disepakati: ${mailPrice(price, 'id')}`,
      ...(periodEnd
        ? [`Langganan Anda berlaku hingga ${mailDate(periodEnd, 'id')} (waktu Asia/Jakarta).`]
        : []),
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

type ToRequester = {
  fullName: string
  transactionNo: string
  productName: string
  providerName: string
}

/**
 * New terms and the ones they replace. A mail queued before it went out in two languages carries them
 * written out in English (`oldPrice` … `newPeriod`) instead of `previousTerms`.
 */
type TermsChange = {
  terms: MailTerms | string
  previousTerms?: MailTerms | undefined
  oldPrice?: string | undefined
  newPrice?: string | undefined
  oldQuota?: string | null | undefined
  newQuota?: string | null | undefined
  oldPeriod?: string | null | undefined
  newPeriod?: string | null | undefined
  note: string | null
}

/** The price, monthly quota and period before and after; quota and period null where neither has one. */
function changeOf(data: TermsChange, language: Language) {
  const { terms, previousTerms } = data
  if (typeof terms === 'string' || !previousTerms) {
    return {
      price: [data.oldPrice ?? mailNone(language), data.newPrice ?? mailNone(language)],
      quota: data.oldQuota != null || data.newQuota != null ? [data.oldQuota, data.newQuota] : null,
      period: data.oldPeriod != null || data.newPeriod != null ? [data.oldPeriod, data.newPeriod] : null,
    }
  }
  const pair = (read: (value: MailTerms, language: Language) => string | null) => {
    const before = read(previousTerms, language)
    const after = read(terms, language)
    return before !== null || after !== null ? [before, after] : null
  }
  return {
    price: [mailTermsPrice(previousTerms, language), mailTermsPrice(terms, language)],
    quota: pair(mailTermsQuota),
    period: pair(mailTermsPeriod),
  }
}

export const transactionRequestUpdatedMail: MailTexts<ToRequester & TermsChange> = {
  en: (data) => {
    const change = changeOf(data, 'en')
    const none = mailNone('en')
    return {
      subject: `New terms for your request for ${data.productName}`,
      heading: 'The provider proposes new terms',
      greeting: `Hi ${data.fullName},`,
      paragraphs: [
        `${data.providerName} changed the terms of your request for ${data.productName} (${data.transactionNo}).`,
        `Price: ${change.price[0]} before, ${change.price[1]} now.`,
        ...(change.quota
          ? [`Monthly quota: ${change.quota[0] ?? none} before, ${change.quota[1] ?? none} now.`]
          : []),
        ...(change.period
          ? [`Period: ${change.period[0] ?? none} before, ${change.period[1] ?? none} now.`]
          : []),
        `New terms: ${mailTerms(data.terms, 'en')}`,
        ...(data.note ? [`Note: ${data.note}`] : []),
        'The provider can approve the request only after you accept these terms. Open the request to accept them, or withdraw it if they do not suit you.',
      ],
      action: 'Review the new terms',
    }
  },
  id: (data) => {
    const change = changeOf(data, 'id')
    const none = mailNone('id')
    return {
      subject: `Ketentuan baru untuk permintaan Anda atas ${data.productName}`,
      heading: 'Penyedia mengusulkan ketentuan baru',
      greeting: `Halo ${data.fullName},`,
      paragraphs: [
        `${data.providerName} mengubah ketentuan permintaan Anda untuk ${data.productName} (${data.transactionNo}).`,
        `Harga: sebelumnya ${change.price[0]}, sekarang ${change.price[1]}.`,
        ...(change.quota
          ? [`Kuota bulanan: sebelumnya ${change.quota[0] ?? none}, sekarang ${change.quota[1] ?? none}.`]
          : []),
        ...(change.period
          ? [`Periode: sebelumnya ${change.period[0] ?? none}, sekarang ${change.period[1] ?? none}.`]
          : []),
        `Ketentuan baru: ${mailTerms(data.terms, 'id')}`,
        ...(data.note ? [`Catatan: ${data.note}`] : []),
        'Penyedia hanya dapat menyetujui permintaan ini setelah Anda menerima ketentuan tersebut. Buka permintaan untuk menerimanya, atau tarik permintaan jika ketentuannya tidak sesuai bagi Anda.',
      ],
      action: 'Tinjau ketentuan baru',
    }
  },
}

export const transactionRequestExpiredMail: MailTexts<ToRequester> = {
  en: ({ fullName, transactionNo, productName, providerName }) => ({
    subject: `Your subscription to ${productName} has ended`,
    heading: 'Your subscription has ended',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `The subscription period of ${productName} from ${providerName} (${transactionNo}) is over.`,
      'Request the product again from the marketplace to keep using it.',
    ],
    action: 'View the request',
  }),
  id: ({ fullName, transactionNo, productName, providerName }) => ({
    subject: `Langganan Anda untuk ${productName} telah berakhir`,
    heading: 'Langganan Anda telah berakhir',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `Periode langganan ${productName} dari ${providerName} (${transactionNo}) telah berakhir.`,
      'Ajukan kembali permintaan produk ini dari marketplace untuk terus menggunakannya.',
    ],
    action: 'Lihat permintaan',
  }),
}
