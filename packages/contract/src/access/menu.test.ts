import { describe, expect, it } from 'vitest'
import type { ApplicationRole, UserType } from '../common/enums'
import { menuFor, type MenuEntry } from './menu'

/** Labels as the sidebar shows them: a group's children indented under it. */
function labels(userType: UserType, role: ApplicationRole): string[] {
  const walk = (entries: readonly MenuEntry[], prefix: string): string[] =>
    entries.flatMap((entry) => [prefix + entry.label, ...walk(entry.children ?? [], `${entry.label} > `)])
  return walk(menuFor(userType, role), '')
}

describe('menuFor on the consumer side', () => {
  it('shows the owner every entry, Billings, Subscription and Settings included', () => {
    expect(labels('consumer', 'superadmin')).toEqual([
      'Dashboard',
      'Transaction',
      'Transaction > My Request',
      'Transaction > Data Delivery',
      'Transaction > Purchased Data',
      'Marketplace',
      'Data Management',
      'Data Management > Data Assets',
      'Settings',
      'Settings > Storage',
      'Billings',
      'Billings > Billings History',
      'Billings > Transaction History',
      'Billings > Spend Caps',
      'My Account',
      'Subscription',
      'Manage Users',
    ])
  })

  it('shows an admin Manage Users, My Request and Data Delivery but not Billings', () => {
    expect(labels('consumer', 'admin')).toEqual([
      'Dashboard',
      'Transaction',
      'Transaction > My Request',
      'Transaction > Data Delivery',
      'Transaction > Purchased Data',
      'Marketplace',
      'My Account',
      'Manage Users',
    ])
  })

  it('shows a member Dashboard, Purchased Data, Marketplace and My Account only', () => {
    expect(labels('consumer', 'member')).toEqual([
      'Dashboard',
      'Transaction',
      'Transaction > Purchased Data',
      'Marketplace',
      'My Account',
    ])
  })
})

describe('menuFor on the provider side', () => {
  it('shows the owner every entry, Billings, Subscription and Settings included', () => {
    expect(labels('provider', 'superadmin')).toEqual([
      'Dashboard',
      'Transaction',
      'Transaction > Request Summary',
      'Transaction > Request Approval',
      'Transaction > Data-Need Requests',
      'Data Management',
      'Data Management > Datasets',
      'Data Management > Data Assets',
      'My Products',
      'Settings',
      'Settings > API',
      'Settings > Storage',
      'Billings',
      'Billings > Settlement History',
      'Billings > Transaction History',
      'My Account',
      'Subscription',
      'Manage Users',
    ])
  })

  it('shows an admin the transactions and Manage Users but not Settings, Billings or Subscription', () => {
    expect(labels('provider', 'admin')).toEqual([
      'Dashboard',
      'Transaction',
      'Transaction > Request Summary',
      'Transaction > Request Approval',
      'Transaction > Data-Need Requests',
      'Data Management',
      'Data Management > Datasets',
      'Data Management > Data Assets',
      'My Products',
      'My Account',
      'Manage Users',
    ])
  })

  it('shows a member Dashboard, Datasets, Data Assets, My Products and My Account', () => {
    expect(labels('provider', 'member')).toEqual([
      'Dashboard',
      'Data Management',
      'Data Management > Datasets',
      'Data Management > Data Assets',
      'My Products',
      'My Account',
    ])
  })
})

describe('menu links', () => {
  it("lead to the screens' paths", () => {
    const paths = (userType: UserType) =>
      menuFor(userType, 'superadmin').flatMap((entry) =>
        [entry, ...(entry.children ?? [])].map((item) => item.path),
      )
    expect(paths('consumer').filter(Boolean)).toEqual([
      '/consumer',
      '/consumer/my-transaction/my-request',
      '/consumer/my-transaction/data-delivery',
      '/consumer/my-transaction/purchased-data',
      '/consumer/marketplace',
      '/consumer/data-management/data-assets',
      '/consumer/settings/storage',
      '/consumer/billings/billings-history',
      '/consumer/billings/transaction-history',
      '/consumer/billings/spend-caps',
      '/my-account/account',
      '/subscription',
      '/manage-users',
    ])
    expect(paths('provider').filter(Boolean)).toEqual([
      '/provider',
      '/provider/my-transaction/request-summary',
      '/provider/my-transaction/request-approval',
      '/provider/my-transaction/data-needs',
      '/provider/data-management/datasets',
      '/provider/data-management/data-assets',
      '/provider/my-products',
      '/provider/settings/api',
      '/provider/settings/storage',
      '/provider/billings/settlement-history',
      '/provider/billings/transaction-history',
      '/my-account/account',
      '/subscription',
      '/manage-users',
    ])
  })
})
