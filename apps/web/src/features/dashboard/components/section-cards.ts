import {
  decideRouteAccess,
  menuFor,
  routeNameOf,
  type AccessSubject,
  type MenuEntry,
  type UserType,
} from '@lumbung/contract'

export interface SectionCard {
  label: string
  path: string
  description: string
  entry: MenuEntry
}

const descriptions: Record<string, string> = {
  '/consumer/my-transaction/my-request': 'Follow the requests you sent to providers and their answers.',
  '/consumer/my-transaction/data-delivery':
    'Send purchased files to your cloud storage and track each delivery.',
  '/consumer/my-transaction/purchased-data':
    'Open the data products you bought: API access, downloads and enrichment.',
  '/consumer/marketplace': 'Browse published data products and the providers behind them.',
  '/consumer/data-management/data-assets':
    'Bring in your own files to match or enrich against purchased data.',
  '/consumer/settings/storage': 'Connect the cloud buckets that receive your deliveries.',
  '/consumer/billings/billings-history': 'Monthly invoices for the data your company used.',
  '/consumer/billings/transaction-history': 'Every billable call and purchase, line by line.',
  '/consumer/billings/spend-caps':
    'Set monthly limits on what your company spends, and be warned before them.',
  '/provider/my-transaction/request-summary': 'See the requests consumers sent for your products.',
  '/provider/my-transaction/request-approval': 'Approve, reject or amend requests waiting for your answer.',
  '/provider/my-transaction/data-needs': 'Data consumers are looking for; answer with one of your products.',
  '/provider/data-management/datasets':
    'Define the API, file and secret-share datasets your products are built from.',
  '/provider/data-management/data-assets': 'Upload files or bring them in from a connected bucket.',
  '/provider/my-products': 'Create, publish and archive the data products consumers can buy.',
  '/provider/settings/api': 'Credentials Lumbung uses to call your upstream APIs.',
  '/provider/settings/storage': 'Cloud buckets that hold your datasets.',
  '/provider/billings/settlement-history': 'Monthly settlements of what consumers paid for your products.',
  '/provider/billings/transaction-history': 'Every billable call and sale of your products.',
  '/my-account/account': 'Your profile, password and email address.',
  '/subscription': 'Your company’s plan and the provider side of Lumbung.',
  '/manage-users': 'Invite colleagues, resend invitations and deactivate members.',
}

function leavesOf(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? leavesOf(entry.children) : [entry]))
}

/**
 * The sections a user can open from the landing page: the menu the role sees, without the dashboard
 * itself, and only where the access rules let them in.
 */
export function sectionCardsFor(user: AccessSubject, userType: UserType): SectionCard[] {
  return leavesOf(menuFor(userType, user.application_role)).flatMap((entry) => {
    if (!entry.path || entry.path === `/${userType}`) return []
    if (!decideRouteAccess(user, routeNameOf(entry.path), userType).allowed) return []
    return [{ label: entry.label, path: entry.path, description: descriptions[entry.path] ?? '', entry }]
  })
}
