import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

/** To the consumer's owner and admins: a product's price changes for a purchase they hold. */
export const purchasePriceChanged = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    providerName: z.string().min(1),
    /** Rupiah as shown, unit included: 'Rp 1.500 per call'. */
    previousPrice: z.string().min(1),
    price: z.string().min(1),
    /** The Jakarta day the new price is in force from: '28 Dec 2026'. */
    effectiveDate: z.string().min(1),
    /** Which way the price moves for this purchase. */
    direction: z.enum(['rises', 'falls']),
    link: mailLink(),
  }),
  subject: ({ productName, direction }) => `The price of ${productName} ${direction}`,
  body: ({
    fullName,
    transactionNo,
    productName,
    providerName,
    previousPrice,
    price,
    effectiveDate,
    direction,
    link,
  }) => ({
    heading: direction === 'rises' ? 'A new price for your purchase' : 'A lower price for your purchase',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} changed the price of ${productName}: it ${direction} for your purchase ${transactionNo}, which is billed ${price} from ${effectiveDate} instead of ${previousPrice}.`,
      direction === 'rises'
        ? `Until then you keep paying ${previousPrice}. If the new price does not suit you, contact ${providerName} before ${effectiveDate}.`
        : 'The lower price applies at once; nothing is needed from you.',
    ],
    action: { label: 'View the purchase', url: link },
  }),
})
