import type { ApplicationRole, UserType } from '../common/enums'

/**
 * The role table as data (docs/product.md#role-table). A role list names the roles that pass; an empty list
 * means nobody but the superadmin (the tenant's owner). The billing entries are not among SPEC.md §6's names: the spec's
 * menu gives Billings to nobody but the owner, and the table says the same so that typing a billing address
 * opens no more than the menu offers (docs/decisions/0002-route-names-and-access.md). The entries carry the
 * side so that they are longer than `consumer`, which would otherwise decide the consumer's billing screens.
 */
export const routeRoleTable: Record<UserType, Record<string, readonly ApplicationRole[]>> = {
  consumer: {
    index: ['admin', 'member'],
    consumer: ['admin', 'member'],
    'my-transaction-purchased-data': ['admin', 'member'],
    marketplace: ['admin', 'member'],
    'my-account': ['admin', 'member'],
    // The company's audit trail is the owner's (docs/decisions/0061-audit-trail.md).
    'my-account-audit-log': [],
    'my-transaction-my-request': ['admin'],
    'my-transaction-data-delivery': ['admin'],
    'manage-users': ['admin'],
    'data-management-data-assets': [],
    'settings-storage': [],
    'consumer-billings': [],
    subscription: [],
  },
  provider: {
    index: ['admin', 'member'],
    'data-management-datasets': ['admin', 'member'],
    'data-management-data-assets': ['admin', 'member'],
    'my-products': ['admin', 'member'],
    'settings-storage': ['admin', 'member'],
    'my-account': ['admin', 'member'],
    'my-account-audit-log': [],
    'my-transaction-request-summary': ['admin'],
    'my-transaction-request-approval': ['admin'],
    'manage-users': ['admin'],
    'settings-api': [],
    'provider-billings': [],
    subscription: [],
  },
}

/** What an unverified user (or company) may still open (docs/product.md#verified-rule). */
export const unverifiedAllowedNames = ['index', 'marketplace', 'my-account', 'subscription'] as const

export const accountRedirect = '/my-account/account'
export const roleRedirect = '/my-account'

export interface AccessSubject {
  application_role: ApplicationRole
  is_consumer: boolean
  is_provider: boolean
  user_is_verified: boolean
  company_is_verified: boolean
}

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string; reason: AccessDenial }
export type AccessDenial = 'unverified' | 'not-provider' | 'role'

/** A route name starting with consumer or provider selects the user type; otherwise the cookie's choice. */
export function userTypeOfRoute(routeName: string, cookieUserType: UserType): UserType {
  if (routeName === 'consumer' || routeName.startsWith('consumer-')) return 'consumer'
  if (routeName === 'provider' || routeName.startsWith('provider-')) return 'provider'
  return cookieUserType
}

/**
 * Among the user type's entries that the route name contains, the longest decides
 * (docs/product.md#role-table).
 */
export function deciding(routeName: string, userType: UserType): string | undefined {
  let best: string | undefined
  for (const entry of Object.keys(routeRoleTable[userType])) {
    if (routeName.includes(entry) && (best === undefined || entry.length > best.length)) best = entry
  }
  return best
}

export function isRoleAllowed(role: ApplicationRole, routeName: string, userType: UserType): boolean {
  if (role === 'superadmin') return true
  const entry = deciding(routeName, userType)
  if (entry === undefined) return true
  return (routeRoleTable[userType][entry] ?? []).includes(role)
}

export function isProviderRoute(routeName: string): boolean {
  return routeName === 'provider' || routeName.startsWith('provider-')
}

/**
 * The verified and provider rules apply to every role; the role lists bind everyone but the superadmin
 * (docs/product.md#access).
 */
export function decideRouteAccess(
  subject: AccessSubject,
  routeName: string,
  cookieUserType: UserType = 'consumer',
): AccessDecision {
  const isVerified = subject.user_is_verified && subject.company_is_verified
  if (!isVerified && !unverifiedAllowedNames.some((name) => routeName.includes(name))) {
    return { allowed: false, redirectTo: accountRedirect, reason: 'unverified' }
  }
  if (isProviderRoute(routeName) && !subject.is_provider) {
    return { allowed: false, redirectTo: accountRedirect, reason: 'not-provider' }
  }
  const userType = userTypeOfRoute(routeName, cookieUserType)
  if (!isRoleAllowed(subject.application_role, routeName, userType)) {
    return { allowed: false, redirectTo: roleRedirect, reason: 'role' }
  }
  return { allowed: true }
}

/** The user types a user may switch between: the sides their tenant has. */
export function availableUserTypes(subject: Pick<AccessSubject, 'is_consumer' | 'is_provider'>): UserType[] {
  const types: UserType[] = []
  if (subject.is_consumer) types.push('consumer')
  if (subject.is_provider) types.push('provider')
  return types
}

export function effectiveUserType(
  subject: Pick<AccessSubject, 'is_consumer' | 'is_provider'>,
  requested: string | undefined,
): UserType {
  const available = availableUserTypes(subject)
  const wanted = requested?.toLowerCase()
  if (wanted === 'provider' && available.includes('provider')) return 'provider'
  if (wanted === 'consumer' && available.includes('consumer')) return 'consumer'
  return available[0] ?? 'consumer'
}
