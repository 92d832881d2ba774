import { billingDocumentTexts, billingInvoiceIssuedMail, documentPeriodLabel } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

const schema = z.object({
  fullName: z.string().min(1),
  companyName: z.string().min(1),
  invoiceNo: z.string().min(1),
  /** The month in English, as jobs queued before `period` carried it. */
  month: z.string().min(1),
  /** `YYYY-MM`: the month is named in the recipient's language from it. */
  period: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  total: z.string().min(1),
  dueDate: z.string().min(1),
  link: mailLink(),
})
type Data = z.output<typeof schema>

const inLanguage =
  (language: 'en' | 'id') =>
  ({ period, month, ...data }: Data) =>
    billingInvoiceIssuedMail[language]({
      ...data,
      month: period ? documentPeriodLabel(billingDocumentTexts[language], period) : month,
    })

/** To the consumer's owner at month close: the month's invoice, with the PDF attached. */
export const billingInvoiceIssued = defineTranslatedMailTemplate({
  schema,
  texts: { en: inLanguage('en'), id: inLanguage('id') },
  actionUrl: ({ link }) => link,
})
