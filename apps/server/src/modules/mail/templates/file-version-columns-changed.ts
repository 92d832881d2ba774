import { z } from 'zod'
import { defineMailTemplate, mailLink } from '../mail-layout'

const columnList = (names: readonly string[]) =>
  names.slice(0, 20).join(', ') + (names.length > 20 ? ', …' : '')

/** To a subscriber: a new version of a purchased file changes its columns, which may break what reads it. */
export const fileVersionColumnsChanged = defineMailTemplate({
  schema: z.object({
    fullName: z.string().min(1),
    transactionNo: z.string().min(1),
    productName: z.string().min(1),
    versionNo: z.number().int().positive(),
    added: z.array(z.string()),
    removed: z.array(z.string()),
    retyped: z.array(z.string()),
    /** The storage setting auto-delivery sends the version to, or null when it is not on. */
    autoDeliveryTarget: z.string().nullable(),
    link: mailLink(),
  }),
  subject: ({ productName, versionNo }) => `Version ${versionNo} of ${productName} changes its columns`,
  body: ({
    fullName,
    transactionNo,
    productName,
    versionNo,
    added,
    removed,
    retyped,
    autoDeliveryTarget,
    link,
  }) => ({
    heading: 'The columns of a file you subscribe to have changed',
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `The provider published version ${versionNo} of ${productName} (${transactionNo}), and its columns differ from the version before.`,
      ...(added.length > 0 ? [`Added: ${columnList(added)}.`] : []),
      ...(removed.length > 0 ? [`Removed: ${columnList(removed)}.`] : []),
      ...(retyped.length > 0 ? [`Changed type: ${columnList(retyped)}.`] : []),
      autoDeliveryTarget
        ? `Auto-delivery is sending the new version to ${autoDeliveryTarget}; check that what reads the file still fits it.`
        : 'Check that what reads the file still fits it before you use the new version.',
    ],
    action: { label: 'View the purchase', url: link },
  }),
})
