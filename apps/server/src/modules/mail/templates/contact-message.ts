import { z } from 'zod'
import { defineMailTemplate } from '../mail-layout'

/**
 * Sent to every operator when someone writes through the contact form. The subject is fixed: nothing
 * the sender typed goes into a header, its address included (no Reply-To), only into the escaped body.
 */
export const contactMessage = defineMailTemplate({
  schema: z.object({
    operatorName: z.string().min(1),
    senderName: z.string().min(1),
    senderEmail: z.string().min(1),
    companyName: z.string().nullable(),
    message: z.string().min(1),
    /** "Budi Santoso of PT Konsumen Maju (owner@consumer.test)" when the sender was signed in. */
    account: z.string().nullable(),
  }),
  subject: () => 'New message from the Lumbung contact form',
  body: ({ operatorName, senderName, senderEmail, companyName, message, account }) => ({
    heading: 'Someone wrote through the contact form',
    greeting: `Hi ${operatorName},`,
    paragraphs: [
      `From: ${senderName} <${senderEmail}>${companyName ? `, ${companyName}` : ''}`,
      account ? `Signed in as ${account}.` : 'Not signed in.',
      message,
    ],
    notes: ['Answer the sender at the address above; a reply to this message does not reach them.'],
  }),
})
