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
    isIncrease: z.boolean(),
    link: mailLink(),
  }),
  subject: ({ productName, isIncrease }) => `The price of ${productName} ${isIncrease ? 'rises' : 'falls'}`,
  body: ({
    fullName,
    transactionNo,
    productName,
    providerName,
    previousPrice,
    price,
    effectiveDate,
    isIncrease,
    link,
  }) => ({
    heading: isIncrease ? 'A new price for your purchase' : 'A lower price for your purchase',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `${providerName} changed the price of ${productName}. Your purchase ${transactionNo} is billed ${price} from ${effectiveDate}, instead of ${previousPrice}.`,
      isIncrease
        ? `Until then you keep paying ${previousPrice}. If the new price does not suit you, contact ${providerName} before ${effectiveDate}.`
        : 'The lower price applies at once; nothing is needed from you.',
    ],
    action: { label: 'View the purchase', url: link },
  }),
})
