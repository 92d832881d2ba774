import type { ApplicationRole, UserType } from '../common/enums'

/**
 * The sidebar menus (docs/product.md#sidebar). An empty role list shows the entry to the superadmin alone.
 */
export interface MenuEntry {
  label: string
  /** Where the entry leads; a group without a path only opens its children. */
  path?: string
  icon: MenuIcon
  roles: readonly ApplicationRole[]
  children?: readonly MenuEntry[]
}

export type MenuIcon =
  | 'dashboard'
  | 'transaction'
  | 'marketplace'
  | 'data-management'
  | 'settings'
  | 'billings'
  | 'account'
  | 'subscription'
  | 'users'
  | 'products'
  | 'tenants'
  | 'jobs'
  | 'audit'

const both = ['admin', 'member'] as const
const adminOnly = ['admin'] as const
const ownerOnly = [] as const

export const sidebarMenus: Record<UserType, readonly MenuEntry[]> = {
  consumer: [
    { label: 'Dashboard', path: '/consumer', icon: 'dashboard', roles: both },
    {
      label: 'Transaction',
      icon: 'transaction',
      roles: both,
      children: [
        {
          label: 'My Request',
          path: '/consumer/my-transaction/my-request',
          icon: 'transaction',
          roles: adminOnly,
        },
        {
          label: 'Data Delivery',
          path: '/consumer/my-transaction/data-delivery',
          icon: 'transaction',
          roles: adminOnly,
        },
        {
          label: 'Purchased Data',
          path: '/consumer/my-transaction/purchased-data',
          icon: 'transaction',
          roles: both,
        },
      ],
    },
    { label: 'Marketplace', path: '/consumer/marketplace', icon: 'marketplace', roles: both },
    {
      label: 'Data Management',
      icon: 'data-management',
      roles: ownerOnly,
      children: [
        {
          label: 'Data Assets',
          path: '/consumer/data-management/data-assets',
          icon: 'data-management',
          roles: ownerOnly,
        },
      ],
    },
    {
      label: 'Settings',
      icon: 'settings',
      roles: ownerOnly,
      children: [
        { label: 'Storage', path: '/consumer/settings/storage', icon: 'settings', roles: ownerOnly },
      ],
    },
    {
      label: 'Billings',
      icon: 'billings',
      roles: ownerOnly,
      children: [
        {
          label: 'Billings History',
          path: '/consumer/billings/billings-history',
          icon: 'billings',
          roles: ownerOnly,
        },
        {
          label: 'Transaction History',
          path: '/consumer/billings/transaction-history',
          icon: 'billings',
          roles: ownerOnly,
        },
        {
          label: 'Spend Caps',
          path: '/consumer/billings/spend-caps',
          icon: 'billings',
          roles: ownerOnly,
        },
      ],
    },
    { label: 'My Account', path: '/my-account/account', icon: 'account', roles: both },
    { label: 'Subscription', path: '/subscription', icon: 'subscription', roles: ownerOnly },
    { label: 'Manage Users', path: '/manage-users', icon: 'users', roles: adminOnly },
  ],
  provider: [
    { label: 'Dashboard', path: '/provider', icon: 'dashboard', roles: both },
    {
      label: 'Transaction',
      icon: 'transaction',
      roles: adminOnly,
      children: [
        {
          label: 'Request Summary',
          path: '/provider/my-transaction/request-summary',
          icon: 'transaction',
          roles: adminOnly,
        },
        {
          label: 'Request Approval',
          path: '/provider/my-transaction/request-approval',
          icon: 'transaction',
          roles: adminOnly,
        },
        // docs/decisions/0025: the group is admin-only, so members reach it by link.
        {
          label: 'Data-Need Requests',
          path: '/provider/my-transaction/data-needs',
          icon: 'transaction',
          roles: both,
        },
      ],
    },
    {
      label: 'Data Management',
      icon: 'data-management',
      roles: both,
      children: [
        {
          label: 'Datasets',
          path: '/provider/data-management/datasets',
          icon: 'data-management',
          roles: both,
        },
        {
          label: 'Data Assets',
          path: '/provider/data-management/data-assets',
          icon: 'data-management',
          roles: both,
        },
      ],
    },
    { label: 'My Products', path: '/provider/my-products', icon: 'products', roles: both },
    {
      label: 'Settings',
      icon: 'settings',
      roles: ownerOnly,
      children: [
        { label: 'API', path: '/provider/settings/api', icon: 'settings', roles: ownerOnly },
        { label: 'Storage', path: '/provider/settings/storage', icon: 'settings', roles: ownerOnly },
      ],
    },
    {
      label: 'Billings',
      icon: 'billings',
      roles: ownerOnly,
      children: [
        {
          label: 'Settlement History',
          path: '/provider/billings/settlement-history',
          icon: 'billings',
          roles: ownerOnly,
        },
        {
          label: 'Transaction History',
          path: '/provider/billings/transaction-history',
          icon: 'billings',
          roles: ownerOnly,
        },
      ],
    },
    { label: 'My Account', path: '/my-account/account', icon: 'account', roles: both },
    { label: 'Subscription', path: '/subscription', icon: 'subscription', roles: ownerOnly },
    { label: 'Manage Users', path: '/manage-users', icon: 'users', roles: adminOnly },
  ],
}

/** The operator console's own menu, shown beside the tenant menu to users with the operator flag. */
export const operatorMenu: readonly MenuEntry[] = [
  { label: 'Tenants', path: '/operator/tenants', icon: 'tenants', roles: ownerOnly },
  { label: 'Users', path: '/operator/users', icon: 'users', roles: ownerOnly },
  { label: 'Data-Need Requests', path: '/operator/data-needs', icon: 'transaction', roles: ownerOnly },
  { label: 'Invoices & Settlements', path: '/operator/billing', icon: 'billings', roles: ownerOnly },
  { label: 'Job Queue', path: '/operator/jobs', icon: 'jobs', roles: ownerOnly },
  { label: 'Audit Log', path: '/operator/audit-log', icon: 'audit', roles: ownerOnly },
]

/** Operators see the operator menu; everybody else sees nothing of it. */
export function operatorMenuFor(user: { is_operator: boolean }): readonly MenuEntry[] {
  return user.is_operator ? operatorMenu : []
}

function isShownTo(entry: MenuEntry, role: ApplicationRole): boolean {
  return role === 'superadmin' || entry.roles.includes(role)
}

/** The menu a role sees: entries it may see, and groups keep only the children it may see. */
export function menuFor(userType: UserType, role: ApplicationRole): MenuEntry[] {
  return sidebarMenus[userType].flatMap((entry) => {
    if (!isShownTo(entry, role)) return []
    if (!entry.children) return [entry]
    const children = entry.children.filter((child) => isShownTo(child, role))
    return children.length > 0 ? [{ ...entry, children }] : []
  })
}
