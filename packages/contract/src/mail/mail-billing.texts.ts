import type { MailTexts } from './mail.texts'
import { mailMonth } from './mail-values'

/** The mails of billing: the month's invoice and settlement, spend caps and disputed charges. */

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

export const billingSettlementCreatedMail: MailTexts<{
  fullName: string
  companyName: string
  /** `YYYY-MM`, or the month as written in a mail queued before. */
  month: string
  gross: string
  net: string
}> = {
  en: ({ fullName, companyName, month, gross, net }) => ({
    subject: `Your settlement statement for ${mailMonth(month, 'en')}`,
    heading: `Your settlement for ${mailMonth(month, 'en')}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${companyName}'s products earned ${gross} in ${mailMonth(month, 'en')}. After the platform fee, ${net} will be paid out to your bank account.`,
      'The statement is attached as a PDF.',
    ],
    action: 'View the settlement',
  }),
  id: ({ fullName, companyName, month, gross, net }) => ({
    subject: `Laporan penyelesaian dana Anda untuk ${mailMonth(month, 'id')}`,
    heading: `Penyelesaian dana Anda untuk ${mailMonth(month, 'id')}`,
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `Produk ${companyName} menghasilkan ${gross} pada ${mailMonth(month, 'id')}. Setelah dipotong biaya platform, ${net} akan dibayarkan ke rekening bank Anda.`,
      'Laporan terlampir dalam bentuk PDF.',
    ],
    action: 'Lihat penyelesaian dana',
  }),
}

type SpendCap = {
  fullName: string
  companyName: string
  /** A product's name; null for the whole company's cap, or for a product whose name is not found. */
  capName: string | null
  /** A product's cap (absent in mails queued before: a null name then meant the whole company). */
  isProductCap?: boolean
  threshold: 80 | 100
  cap: string
  spend: string
  /** `YYYY-MM`, or the month as written in a mail queued before. */
  month: string
  policy: 'refuse' | 'warn'
}

export const billingSpendCapReachedMail: MailTexts<SpendCap> = {
  en: ({ fullName, companyName, threshold, cap, spend, policy, ...data }) => {
    const capName = data.capName ?? (data.isProductCap ? 'a product' : 'the whole company')
    const month = mailMonth(data.month, 'en')
    return {
      subject:
        threshold === 100
          ? `Spend cap reached for ${capName} in ${month}`
          : `${threshold} % of the spend cap used for ${capName} in ${month}`,
      heading: threshold === 100 ? 'A spend cap is reached' : `${threshold} % of a spend cap is used`,
      greeting: `Hi ${fullName},`,
      paragraphs: [
        `${companyName}'s spend for ${capName} in ${month} is ${spend} (before VAT), ${threshold} % or more of its cap of ${cap}.`,
        policy === 'refuse'
          ? threshold === 100
            ? 'Your company chose to refuse priced API calls at the cap: calls under it are refused until next month or until the cap is raised.'
            : 'Your company chose to refuse priced API calls at the cap: once it is reached, calls under it are refused until next month or until the cap is raised.'
          : 'Your company chose that the cap only warn: calls are not refused when it is reached.',
      ],
      action: 'Review spend caps',
    }
  },
  id: ({ fullName, companyName, threshold, cap, spend, policy, ...data }) => {
    const capName = data.capName ?? (data.isProductCap ? 'sebuah produk' : 'seluruh perusahaan')
    const month = mailMonth(data.month, 'id')
    return {
      subject:
        threshold === 100
          ? `Batas belanja untuk ${capName} pada ${month} telah tercapai`
          : `${threshold}% batas belanja untuk ${capName} pada ${month} telah terpakai`,
      heading:
        threshold === 100 ? 'Batas belanja telah tercapai' : `${threshold}% batas belanja telah terpakai`,
      greeting: `Halo ${fullName},`,
      paragraphs: [
        `Belanja ${companyName} untuk ${capName} pada ${month} mencapai ${spend} (sebelum PPN), ${threshold}% atau lebih dari batasnya sebesar ${cap}.`,
        policy === 'refuse'
          ? threshold === 100
            ? 'Perusahaan Anda memilih untuk menolak panggilan API berbayar saat batas tercapai: panggilan dalam batas ini ditolak hingga bulan berikutnya atau hingga batasnya dinaikkan.'
            : 'Perusahaan Anda memilih untuk menolak panggilan API berbayar saat batas tercapai: begitu batas tercapai, panggilan dalam batas ini ditolak hingga bulan berikutnya atau hingga batasnya dinaikkan.'
          : 'Perusahaan Anda memilih agar batas ini hanya memberi peringatan: panggilan tidak ditolak saat batas tercapai.',
      ],
      action: 'Tinjau batas belanja',
    }
  },
}

export const billingDisputeOpenedMail: MailTexts<{
  fullName: string
  consumerName: string
  productName: string
  invoiceNo: string
  amount: string
  reason: string
}> = {
  en: ({ fullName, consumerName, productName, invoiceNo, amount, reason }) => ({
    subject: `A charge for ${productName} is disputed`,
    heading: 'A charge is disputed',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${consumerName} disputes the ${amount} charge for ${productName} on invoice ${invoiceNo}.`,
      `Their reason: “${reason}”`,
      'Please answer the dispute; an operator then resolves it.',
    ],
    action: 'Answer the dispute',
  }),
  id: ({ fullName, consumerName, productName, invoiceNo, amount, reason }) => ({
    subject: `Tagihan untuk ${productName} disanggah`,
    heading: 'Sebuah tagihan disanggah',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${consumerName} menyanggah tagihan ${productName} sebesar ${amount} pada faktur ${invoiceNo}.`,
      `Alasannya: “${reason}”`,
      'Mohon jawab sanggahan ini; setelah itu operator akan menyelesaikannya.',
    ],
    action: 'Jawab sanggahan',
  }),
}

export const billingDisputeAnsweredMail: MailTexts<{
  fullName: string
  providerName: string
  productName: string
  invoiceNo: string
  answer: string
}> = {
  en: ({ fullName, providerName, productName, invoiceNo, answer }) => ({
    subject: `The provider answered your dispute about ${productName}`,
    heading: 'Your dispute was answered',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} answered your dispute about ${productName} on invoice ${invoiceNo}:`,
      `“${answer}”`,
      'An operator will now resolve the dispute.',
    ],
    action: 'View the dispute',
  }),
  id: ({ fullName, providerName, productName, invoiceNo, answer }) => ({
    subject: `Penyedia menjawab sanggahan Anda atas ${productName}`,
    heading: 'Sanggahan Anda telah dijawab',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `${providerName} menjawab sanggahan Anda atas ${productName} pada faktur ${invoiceNo}:`,
      `“${answer}”`,
      'Selanjutnya, operator akan menyelesaikan sanggahan ini.',
    ],
    action: 'Lihat sanggahan',
  }),
}

type DisputeResolved = {
  fullName: string
  productName: string
  invoiceNo: string
  /** The credit on the next invoice as shown ('Rp 1.500'), or null for none. */
  credit?: string | null | undefined
  /** The outcome as written in English in a mail queued before `credit`. */
  outcome?: string | undefined
  note: string
}

export const billingDisputeResolvedMail: MailTexts<DisputeResolved> = {
  en: ({ fullName, productName, invoiceNo, credit, outcome, note }) => ({
    subject: `The dispute about ${productName} is resolved`,
    heading: 'A dispute is resolved',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `The dispute about ${productName} on invoice ${invoiceNo} was resolved ${
        credit === undefined && outcome
          ? outcome
          : credit
            ? `with a credit of ${credit} on the next invoice`
            : 'without a credit'
      }.`,
      `The operator's note: “${note}”`,
    ],
    action: 'View the dispute',
  }),
  id: ({ fullName, productName, invoiceNo, credit, outcome, note }) => ({
    subject: `Sanggahan atas ${productName} telah diselesaikan`,
    heading: 'Sebuah sanggahan telah diselesaikan',
    greeting: `Halo ${fullName},`,
    paragraphs: [
      `Sanggahan atas ${productName} pada faktur ${invoiceNo} telah diselesaikan ${
        credit === undefined && outcome
          ? outcome
          : credit
            ? `dengan kredit sebesar ${credit} pada faktur berikutnya`
            : 'tanpa kredit'
      }.`,
      `Catatan operator: “${note}”`,
    ],
    action: 'Lihat sanggahan',
  }),
}
