import { decideRouteAccess, routeNameOf, type AccessSubject, type UserType } from '@lumbung/contract'
import { translateIn } from '../../../lib/i18n/i18n'
import { transactionHelperTexts } from '../transaction-helpers.texts'

export interface TransactionLink {
  path: string
  title: string
  description: string
}

type LinkKey = keyof typeof transactionHelperTexts.en

const links: Record<UserType, { path: string; title: LinkKey; description: LinkKey }[]> = {
  consumer: [
    {
      path: '/consumer/my-transaction/my-request',
      title: 'myRequestTitle',
      description: 'myRequestDescription',
    },
    {
      path: '/consumer/my-transaction/purchased-data',
      title: 'purchasedTitle',
      description: 'purchasedDescription',
    },
    {
      path: '/consumer/my-transaction/data-delivery',
      title: 'deliveryTitle',
      description: 'deliveryDescription',
    },
  ],
  provider: [
    {
      path: '/provider/my-transaction/request-approval',
      title: 'approvalTitle',
      description: 'approvalDescription',
    },
    {
      path: '/provider/my-transaction/request-summary',
      title: 'summaryTitle',
      description: 'summaryDescription',
    },
    {
      path: '/provider/my-transaction/data-needs',
      title: 'dataNeedsTitle',
      description: 'dataNeedsDescription',
    },
  ],
}

/** The transaction screens of one side that this user may open (the guards decide the same way). */
export function transactionLinksFor(side: UserType, user: AccessSubject): TransactionLink[] {
  return links[side]
    .filter((link) => decideRouteAccess(user, routeNameOf(link.path), side).allowed)
    .map((link) => ({
      path: link.path,
      title: translateIn(transactionHelperTexts, link.title),
      description: translateIn(transactionHelperTexts, link.description),
    }))
}
