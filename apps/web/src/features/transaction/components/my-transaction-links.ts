import { decideRouteAccess, routeNameOf, type AccessSubject, type UserType } from '@lumbung/contract'

export interface TransactionLink {
  path: string
  title: string
  description: string
}

const links: Record<UserType, TransactionLink[]> = {
  consumer: [
    {
      path: '/consumer/my-transaction/my-request',
      title: 'My request',
      description: 'Requests your company sent, their status and any new terms from the provider.',
    },
    {
      path: '/consumer/my-transaction/purchased-data',
      title: 'Purchased data',
      description: 'Approved products: API access, files and their documentation.',
    },
    {
      path: '/consumer/my-transaction/data-delivery',
      title: 'Data delivery',
      description: 'Files delivered to your cloud storage and batch enrichment runs.',
    },
  ],
  provider: [
    {
      path: '/provider/my-transaction/request-approval',
      title: 'Request approval',
      description: 'Approve, reject or offer new terms for requests of your products.',
    },
    {
      path: '/provider/my-transaction/request-summary',
      title: 'Request summary',
      description: 'Requests by status and by product over any period.',
    },
    {
      path: '/provider/my-transaction/data-needs',
      title: 'Data-need requests',
      description: 'Data that consumers are looking for; answer with one of your products.',
    },
  ],
}

/** The transaction screens of one side that this user may open (the guards decide the same way). */
export function transactionLinksFor(side: UserType, user: AccessSubject): TransactionLink[] {
  return links[side].filter((link) => decideRouteAccess(user, routeNameOf(link.path), side).allowed)
}
