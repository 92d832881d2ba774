import type { MailTexts } from './mail.texts'
import { mailDate, mailPrice, mailRecommendationStatus, type MailPrice } from './mail-values'

/** The mails about a purchase once it is live, and about a consumer's data-need requests. */

type Purchase = { fullName: string; transactionNo: string; productName: string; providerName: string }

export const purchaseAccessSuspendedMail: MailTexts<Purchase & { reason: string }> = {
  en: ({ fullName, transactionNo, productName, providerName, reason }) => ({
    subject: `Access to ${productName} is suspended`,
    heading: 'Access to your purchase is suspended',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} suspended your company's access to ${productName} (${transactionNo}). Calls, downloads and deliveries of it are refused until the provider resumes it.`,
      `Reason: ${reason}`,
      `Contact ${providerName} if you have questions about it.`,
    ],
    action: 'View the purchase',
  }),
  id: ({ fullName, transactionNo, productName, providerName, reason }) => ({
    subject: `Akses ke ${productName} ditangguhkan`,
    heading: 'Akses ke pembelian Anda ditangguhkan',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${providerName} menangguhkan akses perusahaan Anda ke ${productName} (${transactionNo}). Panggilan, unduhan, dan pengiriman produk ini ditolak sampai penyedia memulihkannya.`,
      `Alasan: ${reason}`,
      `Hubungi ${providerName} jika Anda memiliki pertanyaan.`,
    ],
    action: 'Lihat pembelian',
  }),
}

export const purchaseAccessResumedMail: MailTexts<Purchase & { note: string | null }> = {
  en: ({ fullName, transactionNo, productName, providerName, note }) => ({
    subject: `Access to ${productName} is resumed`,
    heading: 'Access to your purchase is resumed',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} resumed your company's access to ${productName} (${transactionNo}). Calls, downloads and deliveries of it work again.`,
      ...(note ? [`Note: ${note}`] : []),
    ],
    action: 'View the purchase',
  }),
  id: ({ fullName, transactionNo, productName, providerName, note }) => ({
    subject: `Akses ke ${productName} dipulihkan`,
    heading: 'Akses ke pembelian Anda telah dipulihkan',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${providerName} memulihkan akses perusahaan Anda ke ${productName} (${transactionNo}). Panggilan, unduhan, dan pengiriman produk ini kembali berfungsi.`,
      ...(note ? [`Catatan: ${note}`] : []),
    ],
    action: 'Lihat pembelian',
  }),
}

export const purchaseAccessRevokedMail: MailTexts<Purchase & { reason: string }> = {
  en: ({ fullName, transactionNo, productName, providerName, reason }) => ({
    subject: `Access to ${productName} is revoked`,
    heading: 'Access to your purchase is revoked',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} revoked your company's access to ${productName} (${transactionNo}). Calls, downloads and deliveries of it are refused from now on; a revoked purchase is not resumed.`,
      `Reason: ${reason}`,
      `Contact ${providerName} if you have questions about it.`,
    ],
    action: 'View the purchase',
  }),
  id: ({ fullName, transactionNo, productName, providerName, reason }) => ({
    subject: `Akses ke ${productName} dicabut`,
    heading: 'Akses ke pembelian Anda dicabut',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${providerName} mencabut akses perusahaan Anda ke ${productName} (${transactionNo}). Mulai sekarang, panggilan, unduhan, dan pengiriman produk ini ditolak; pembelian yang dicabut tidak dapat dipulihkan.`,
      `Alasan: ${reason}`,
      `Hubungi ${providerName} jika Anda memiliki pertanyaan.`,
    ],
    action: 'Lihat pembelian',
  }),
}

export const purchasePriceChangedMail: MailTexts<
  Omit<Purchase, 'providerName'> & {
    /** The provider's legal name from the purchase's terms; null when the terms lack it. */
    providerName: string | null
    /** Rupiah and unit, or as written in a mail queued before ('Rp 1.500 per call'). */
    previousPrice: MailPrice | string
    price: MailPrice | string
    /** The Jakarta day the new price is in force from (`YYYY-MM-DD`), or as written before. */
    effectiveDate: string
    direction: 'rises' | 'falls'
  }
> = {
  en: (data) => {
    const [previousPrice, price] = [mailPrice(data.previousPrice, 'en'), mailPrice(data.price, 'en')]
    const effectiveDate = mailDate(data.effectiveDate, 'en', { short: true })
    const providerName = data.providerName ?? 'The provider'
    return {
      subject: `The price of ${data.productName} ${data.direction}`,
      heading:
        data.direction === 'rises' ? 'A new price for your purchase' : 'A lower price for your purchase',
      greeting: `Hi ${data.fullName},`,
      paragraphs: [
        `${providerName} changed the price of ${data.productName}: it ${data.direction} for your purchase ${data.transactionNo}, which is billed ${price} from ${effectiveDate} instead of ${previousPrice}.`,
        data.direction === 'rises'
          ? `Until then you keep paying ${previousPrice}. If the new price does not suit you, contact ${providerName} before ${effectiveDate}.`
          : 'The lower price applies at once; nothing is needed from you.',
      ],
      action: 'View the purchase',
    }
  },
  id: (data) => {
    const [previousPrice, price] = [mailPrice(data.previousPrice, 'id'), mailPrice(data.price, 'id')]
    const effectiveDate = mailDate(data.effectiveDate, 'id')
    const moves = data.direction === 'rises' ? 'naik' : 'turun'
    // A purchase whose terms lack the provider's name says "the provider", which leads one sentence.
    const [providerLeads, providerName] = data.providerName
      ? [data.providerName, data.providerName]
      : ['Penyedia', 'penyedia']
    return {
      subject: `Harga ${data.productName} ${moves}`,
      heading:
        data.direction === 'rises'
          ? 'Harga baru untuk pembelian Anda'
          : 'Harga lebih rendah untuk pembelian Anda',
      greeting: `Halo ${data.fullName},`,
      paragraphs: [
        `${providerLeads} mengubah harga ${data.productName}: harga untuk pembelian Anda ${data.transactionNo} ${moves} menjadi ${price} mulai ${effectiveDate}, dari sebelumnya ${previousPrice}.`,
        data.direction === 'rises'
          ? `Sampai tanggal tersebut, Anda tetap membayar ${previousPrice}. Jika harga baru tidak sesuai, hubungi ${providerName} sebelum ${effectiveDate}.`
          : 'Harga yang lebih rendah langsung berlaku; Anda tidak perlu melakukan apa pun.',
      ],
      action: 'Lihat pembelian',
    }
  },
}

const columnList = (names: readonly string[]) =>
  names.slice(0, 20).join(', ') + (names.length > 20 ? ', …' : '')

export const fileVersionColumnsChangedMail: MailTexts<{
  fullName: string
  transactionNo: string
  productName: string
  versionNo: number
  added: readonly string[]
  removed: readonly string[]
  retyped: readonly string[]
  autoDeliveryTarget: string | null
}> = {
  en: (data) => ({
    subject: `Version ${data.versionNo} of ${data.productName} changes its columns`,
    heading: 'The columns of a file you subscribe to have changed',
    greeting: `Hi ${data.fullName},`,
    paragraphs: [
      `The provider published version ${data.versionNo} of ${data.productName} (${data.transactionNo}), and its columns differ from the version before.`,
      ...(data.added.length > 0 ? [`Added: ${columnList(data.added)}.`] : []),
      ...(data.removed.length > 0 ? [`Removed: ${columnList(data.removed)}.`] : []),
      ...(data.retyped.length > 0 ? [`Changed type: ${columnList(data.retyped)}.`] : []),
      data.autoDeliveryTarget
        ? `Auto-delivery is sending the new version to ${data.autoDeliveryTarget}; check that what reads the file still fits it.`
        : 'Check that what reads the file still fits it before you use the new version.',
    ],
    action: 'View the purchase',
  }),
  id: (data) => ({
    subject: `Versi ${data.versionNo} dari ${data.productName} mengubah kolomnya`,
    heading: 'Kolom berkas yang Anda langgani telah berubah',
    greeting: `Halo ${data.fullName},`,
    paragraphs: [
      `Penyedia menerbitkan versi ${data.versionNo} dari ${data.productName} (${data.transactionNo}), dan kolomnya berbeda dari versi sebelumnya.`,
      ...(data.added.length > 0 ? [`Ditambahkan: ${columnList(data.added)}.`] : []),
      ...(data.removed.length > 0 ? [`Dihapus: ${columnList(data.removed)}.`] : []),
      ...(data.retyped.length > 0 ? [`Tipe diubah: ${columnList(data.retyped)}.`] : []),
      data.autoDeliveryTarget
        ? `Pengiriman otomatis sedang mengirim versi baru ke ${data.autoDeliveryTarget}; pastikan sistem yang membaca berkas ini masih sesuai.`
        : 'Sebelum menggunakan versi baru, pastikan sistem yang membaca berkas ini masih sesuai.',
    ],
    action: 'Lihat pembelian',
  }),
}

export const recommendationSubmittedMail: MailTexts<{
  fullName: string
  companyName: string
  dataNeeded: string
}> = {
  en: ({ fullName, companyName, dataNeeded }) => ({
    subject: `New data-need request from ${companyName}`,
    heading: 'A consumer is looking for data',
    greeting: `Hi ${fullName},`,
    paragraphs: [`${companyName} sent a data-need request:`, dataNeeded],
    action: 'Triage the request',
    notes: ['Providers see it on their board while it is open or in review.'],
  }),
  id: ({ fullName, companyName, dataNeeded }) => ({
    subject: `Permintaan kebutuhan data baru dari ${companyName}`,
    heading: 'Seorang konsumen sedang mencari data',
    greeting: `Halo ${fullName},`,
    paragraphs: [`${companyName} mengirim permintaan kebutuhan data:`, dataNeeded],
    action: 'Tinjau permintaan',
    notes: ['Penyedia melihatnya di papan mereka selama statusnya Terbuka atau Sedang ditinjau.'],
  }),
}

export const recommendationStatusChangedMail: MailTexts<{
  fullName: string
  dataNeeded: string
  /** The status's code ("IN_REVIEW"), or its name as written in a mail queued before. */
  status: string
  note: string | null
}> = {
  en: ({ fullName, dataNeeded, status, note }) => {
    const label = mailRecommendationStatus(status, 'en')
    return {
      subject: `Your data-need request is now ${label.toLowerCase()}`,
      heading: `Your data-need request is ${label.toLowerCase()}`,
      greeting: `Hi ${fullName},`,
      paragraphs: [
        `The status of your data-need request changed to ${label}.`,
        `You asked for: ${dataNeeded}`,
        ...(note ? [`Note from the Lumbung team: ${note}`] : []),
      ],
      action: 'See your data-need requests',
    }
  },
  id: ({ fullName, dataNeeded, status, note }) => {
    const label = mailRecommendationStatus(status, 'id')
    return {
      subject: `Permintaan kebutuhan data Anda kini ${label.toLowerCase()}`,
      heading: `Status permintaan kebutuhan data Anda: ${label}`,
      greeting: `Halo ${fullName},`,
      paragraphs: [
        `Status permintaan kebutuhan data Anda berubah menjadi ${label}.`,
        `Yang Anda minta: ${dataNeeded}`,
        ...(note ? [`Catatan dari tim Lumbung: ${note}`] : []),
      ],
      action: 'Lihat permintaan kebutuhan data Anda',
    }
  },
}

export const recommendationAnsweredMail: MailTexts<{
  fullName: string
  dataNeeded: string
  providerName: string
  productName: string
  message: string
}> = {
  en: ({ fullName, dataNeeded, providerName, productName, message }) => ({
    subject: `${providerName} answered your data-need request`,
    heading: 'A provider has data for you',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} suggests its product ${productName} for your data-need request.`,
      `You asked for: ${dataNeeded}`,
      `Their message: ${message}`,
    ],
    action: 'View the product',
  }),
  id: ({ fullName, dataNeeded, providerName, productName, message }) => ({
    subject: `${providerName} menjawab permintaan kebutuhan data Anda`,
    heading: 'Ada penyedia yang memiliki data untuk Anda',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${providerName} menyarankan produknya, ${productName}, untuk permintaan kebutuhan data Anda.`,
      `Yang Anda minta: ${dataNeeded}`,
      `Pesan dari penyedia: ${message}`,
    ],
    action: 'Lihat produk',
  }),
}
