import { monthNames } from './billing-periods'
import type { BillingLineKind, InvoiceStatus, Language, SettlementStatus } from '../common/enums'

/**
 * The words of the invoice and settlement PDFs, in each language a recipient may choose
 * (docs/decisions/0077-documents-and-mails-in-two-languages.md). Amounts, dates, numbers and names
 * are written the same in both (`Rp 1.500.000`, `29/11/2026`); only these words change.
 */
export interface BillingDocumentWords {
  invoiceTitle: (invoiceNo: string | null) => string
  settlementTitle: string
  seller: string
  buyer: string
  payer: string
  provider: string
  npwp: string
  address: string
  invoiceNo: string
  month: string
  status: string
  issued: string
  due: string
  paid: string
  paidOut: string
  item: string
  consumerAndProduct: string
  quantity: string
  amount: string
  vatBase: string
  vat: (rate: number) => string
  total: string
  gross: string
  platformFee: (rate: number) => string
  creditsToConsumers: string
  netPaidOut: string
  howToPay: string
  payInstruction: (values: { total: string; dueDate: string; invoiceNo: string }) => string
  bank: string
  accountNumber: string
  accountHolder: string
  payoutAccount: string
  footnote: string
  months: readonly string[]
  invoiceStatus: Record<InvoiceStatus, string>
  settlementStatus: Record<SettlementStatus, string>
  lineKind: Record<BillingLineKind, string>
}

export const billingDocumentTexts: Record<Language, BillingDocumentWords> = {
  en: {
    invoiceTitle: (invoiceNo) => `Invoice ${invoiceNo ?? '(estimate)'}`,
    settlementTitle: 'Settlement statement',
    seller: 'Seller',
    buyer: 'Billed to',
    payer: 'Paid by',
    provider: 'Provider',
    npwp: 'NPWP',
    address: 'Address',
    invoiceNo: 'Invoice number',
    month: 'Month',
    status: 'Status',
    issued: 'Issued',
    due: 'Due',
    paid: 'Paid',
    paidOut: 'Paid out',
    item: 'Item',
    consumerAndProduct: 'Consumer and product',
    quantity: 'Quantity',
    amount: 'Amount',
    vatBase: 'Subtotal (VAT base)',
    vat: (rate) => `VAT (PPN) ${rate} %`,
    total: 'Total',
    gross: 'Gross',
    platformFee: (rate) => `Platform fee ${rate} %`,
    creditsToConsumers: 'Credits to consumers',
    netPaidOut: 'Net paid out',
    howToPay: 'How to pay',
    payInstruction: ({ total, dueDate, invoiceNo }) =>
      `Transfer ${total} to the account below by ${dueDate}, with ${invoiceNo} as the transfer reference.`,
    bank: 'Bank',
    accountNumber: 'Account number',
    accountHolder: 'Account holder',
    payoutAccount: 'Paid into',
    footnote: 'Amounts in Indonesian rupiah. Dates in Asia/Jakarta.',
    months: monthNames,
    invoiceStatus: { OPEN: 'Open', ISSUED: 'Issued', OVERDUE: 'Overdue', PAID: 'Paid' },
    settlementStatus: { OPEN: 'Open', PENDING: 'Pending', PAID: 'Paid' },
    lineKind: {
      PAY_PER_CALL: 'API calls',
      PAY_PER_QUERY: 'Queries',
      SUBSCRIPTION: 'Subscription period',
      ONE_TIME: 'One-time purchase',
      SLA_CREDIT: 'Service-level credit',
      DISPUTE_CREDIT: 'Dispute credit',
      VAT: 'VAT (PPN)',
    },
  },
  id: {
    invoiceTitle: (invoiceNo) => `Faktur ${invoiceNo ?? '(perkiraan)'}`,
    settlementTitle: 'Laporan penyelesaian pembayaran',
    seller: 'Penjual',
    buyer: 'Ditagihkan kepada',
    payer: 'Dibayar oleh',
    provider: 'Penyedia',
    npwp: 'NPWP',
    address: 'Alamat',
    invoiceNo: 'Nomor faktur',
    month: 'Bulan',
    status: 'Status',
    issued: 'Tanggal terbit',
    due: 'Jatuh tempo',
    paid: 'Dibayar',
    paidOut: 'Dibayarkan',
    item: 'Uraian',
    consumerAndProduct: 'Konsumen dan produk',
    quantity: 'Kuantitas',
    amount: 'Jumlah',
    vatBase: 'Subtotal (Dasar Pengenaan Pajak)',
    vat: (rate) => `PPN ${rate} %`,
    total: 'Total',
    gross: 'Pendapatan bruto',
    platformFee: (rate) => `Biaya platform ${rate} %`,
    creditsToConsumers: 'Kredit kepada konsumen',
    netPaidOut: 'Jumlah bersih yang dibayarkan',
    howToPay: 'Cara pembayaran',
    payInstruction: ({ total, dueDate, invoiceNo }) =>
      `Transfer ${total} ke rekening di bawah ini paling lambat ${dueDate}, dengan ${invoiceNo} sebagai berita transfer.`,
    bank: 'Bank',
    accountNumber: 'Nomor rekening',
    accountHolder: 'Atas nama',
    payoutAccount: 'Dibayarkan ke',
    footnote: 'Jumlah dalam rupiah. Tanggal menurut waktu Asia/Jakarta (WIB).',
    months: [
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ],
    // The words the screens use for the same statuses and lines (the web's enum labels read them here).
    invoiceStatus: { OPEN: 'Berjalan', ISSUED: 'Diterbitkan', OVERDUE: 'Lewat jatuh tempo', PAID: 'Lunas' },
    settlementStatus: { OPEN: 'Berjalan', PENDING: 'Menunggu pencairan', PAID: 'Dicairkan' },
    lineKind: {
      PAY_PER_CALL: 'Panggilan API',
      PAY_PER_QUERY: 'Kueri',
      SUBSCRIPTION: 'Periode langganan',
      ONE_TIME: 'Pembelian sekali bayar',
      SLA_CREDIT: 'Kredit tingkat layanan',
      DISPUTE_CREDIT: 'Kredit sanggahan',
      VAT: 'PPN',
    },
  },
}

/** `2026-03` as the month's name in the language: "March 2026", "Maret 2026". */
export function documentPeriodLabel(words: BillingDocumentWords, period: string): string {
  const [year, month] = period.split('-')
  return `${words.months[Number(month) - 1] ?? ''} ${year ?? ''}`
}

const numericDay = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' })
const jakartaDay = numericDay('Asia/Jakarta')
const calendarDay = numericDay('UTC')

/**
 * A date on a billing document, the same in every language: `29/11/2026`, the Jakarta day of a moment,
 * or a calendar date (`2026-11-29`) as written; '—' when there is none.
 */
export function formatDocumentDate(value: string | null | undefined): string {
  if (!value) return '—'
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDay.format(new Date(`${value}T00:00:00Z`))
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '—' : jakartaDay.format(date)
}
