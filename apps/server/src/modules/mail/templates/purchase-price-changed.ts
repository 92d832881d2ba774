import { purchasePriceChangedMail } from '@lumbung/contract'
import { z } from 'zod'
import { defineTranslatedMailTemplate, mailLink, mailPrice } from '../mail-layout'

/** To the consumer's owner and admins: a product's price changes for a purchase they hold. */
export const purchasePriceChanged = defineTranslatedMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    /** Null when the purchase's terms lack the provider's name: the mail says "the provider". */
    providerName: z.string().min(1).nullable(),
    /** Rupiah and unit, written in the recipient's language. */
    previousPrice: mailPrice(),
    price: mailPrice(),
    /** The Jakarta day the new price is in force from: '2026-12-28'. */
    effectiveDate: z.string().min(1),
    /** Which way the price moves for this purchase. */
    direction: z.enum(['rises', 'falls']),
    link: mailLink(),
  }),
  texts: purchasePriceChangedMail,
  actionUrl: ({ link }) => link,
})
