import { describe, expect, it } from 'vitest'
import type { ApplicationRole, UserType } from '../common/enums'
import {
  availableUserTypes,
  decideRouteAccess,
  effectiveUserType,
  userTypeOfRoute,
  type AccessDecision,
  type AccessSubject,
} from './route-access'
import { routeNameOf, screens } from './screens'

/*
 * The expectation is written by hand from the access rules (docs/product.md#access): the verified and
 * provider rules, then the role table, where among the user type's entries contained in the route name
 * the longest decides, a route that matches no entry has no role restriction, and the superadmin passes
 * every role list. Roles listed here pass the role check; the superadmin always does.
 */
const adminAndMember = ['admin', 'member'] as const
const adminOnly = ['admin'] as const
const ownerOnly = [] as const
/** No entry of the table matches: no role restriction. */
const unrestricted = ['admin', 'member'] as const

type Roles = readonly ApplicationRole[]
interface ExpectedRoute {
  /** Roles per userType cookie; a consumer- or provider- route ignores the cookie, so both sides agree. */
  roles: Record<UserType, Roles>
  /** The verified rule: the name contains index, marketplace, my-account or subscription. */
  isOpenUnverified: boolean
}

const sideRoute = (roles: Roles, isOpenUnverified = false): ExpectedRoute => ({
  roles: { consumer: roles, provider: roles },
  isOpenUnverified,
})

const expectedRoutes: Record<string, ExpectedRoute> = {
  index: sideRoute(adminAndMember, true),
  consumer: sideRoute(adminAndMember),
  // The provider table has no 'provider' entry.
  provider: sideRoute(unrestricted),

  'consumer-marketplace': sideRoute(adminAndMember, true),
  'consumer-marketplace-products': sideRoute(adminAndMember, true),
  'consumer-marketplace-products-id': sideRoute(adminAndMember, true),
  'consumer-marketplace-products-id-request': sideRoute(adminAndMember, true),
  'consumer-marketplace-providers': sideRoute(adminAndMember, true),
  'consumer-marketplace-providers-id': sideRoute(adminAndMember, true),
  'consumer-marketplace-request': sideRoute(adminAndMember, true),
  'consumer-my-transaction': sideRoute(adminAndMember),
  'consumer-my-transaction-my-request': sideRoute(adminOnly),
  'consumer-my-transaction-my-request-detail-id': sideRoute(adminOnly),
  'consumer-my-transaction-data-delivery': sideRoute(adminOnly),
  'consumer-my-transaction-purchased-data': sideRoute(adminAndMember),
  'consumer-my-transaction-purchased-data-transaction_no': sideRoute(adminAndMember),
  'consumer-my-transaction-purchased-data-transaction_no-documentation': sideRoute(adminAndMember),
  'consumer-my-transaction-purchased-data-transaction_no-file-to-api': sideRoute(adminAndMember),
  'consumer-data-management-data-assets': sideRoute(ownerOnly),
  'consumer-data-management-data-assets-add-new-assets': sideRoute(ownerOnly),
  'consumer-settings-storage': sideRoute(ownerOnly),
  'consumer-settings-storage-add': sideRoute(ownerOnly),
  'consumer-settings-storage-id': sideRoute(ownerOnly),
  // 'consumer-billings' is longer than 'consumer': money is the owner's, as the menu shows.
  'consumer-billings-billings-history': sideRoute(ownerOnly),
  'consumer-billings-transaction-history': sideRoute(ownerOnly),
  'consumer-billings-spend-caps': sideRoute(ownerOnly),

  'provider-my-products': sideRoute(adminAndMember),
  'provider-my-products-add': sideRoute(adminAndMember),
  'provider-my-products-detail-id': sideRoute(adminAndMember),
  'provider-my-products-edit-id': sideRoute(adminAndMember),
  'provider-my-transaction': sideRoute(unrestricted),
  'provider-my-transaction-request-summary': sideRoute(adminOnly),
  'provider-my-transaction-request-summary-id': sideRoute(adminOnly),
  'provider-my-transaction-request-approval': sideRoute(adminOnly),
  'provider-my-transaction-request-approval-detail-id': sideRoute(adminOnly),
  // docs/decisions/0025: no entry decides it, so admins and members of verified providers.
  'provider-my-transaction-data-needs': sideRoute(unrestricted),
  'provider-data-management-datasets': sideRoute(adminAndMember),
  'provider-data-management-datasets-add-new-datasets-api': sideRoute(adminAndMember),
  'provider-data-management-datasets-add-new-datasets-file-based': sideRoute(adminAndMember),
  'provider-data-management-datasets-add-new-datasets-secret-share': sideRoute(adminAndMember),
  'provider-data-management-datasets-detail-api-id': sideRoute(adminAndMember),
  'provider-data-management-datasets-detail-file-based-id': sideRoute(adminAndMember),
  'provider-data-management-datasets-detail-secret-share-id': sideRoute(adminAndMember),
  'provider-data-management-datasets-edit-api-id': sideRoute(adminAndMember),
  'provider-data-management-datasets-edit-file-based-id': sideRoute(adminAndMember),
  'provider-data-management-datasets-edit-secret-share-id': sideRoute(adminAndMember),
  'provider-data-management-data-assets': sideRoute(adminAndMember),
  'provider-data-management-data-assets-add-new-assets': sideRoute(adminAndMember),
  'provider-settings-api': sideRoute(ownerOnly),
  'provider-settings-api-add': sideRoute(ownerOnly),
  'provider-settings-api-id': sideRoute(ownerOnly),
  'provider-settings-storage': sideRoute(adminAndMember),
  'provider-settings-storage-add': sideRoute(adminAndMember),
  'provider-settings-storage-id': sideRoute(adminAndMember),
  'provider-billings-settlement-history': sideRoute(ownerOnly),
  'provider-billings-transaction-history': sideRoute(ownerOnly),

  'manage-users': { roles: { consumer: adminOnly, provider: adminOnly }, isOpenUnverified: false },
  'manage-users-add': { roles: { consumer: adminOnly, provider: adminOnly }, isOpenUnverified: false },
  'manage-users-detail-id': { roles: { consumer: adminOnly, provider: adminOnly }, isOpenUnverified: false },
  'my-account': { roles: { consumer: adminAndMember, provider: adminAndMember }, isOpenUnverified: true },
  'my-account-account': {
    roles: { consumer: adminAndMember, provider: adminAndMember },
    isOpenUnverified: true,
  },
  'my-account-security': {
    roles: { consumer: adminAndMember, provider: adminAndMember },
    isOpenUnverified: true,
  },
  'my-account-company-info': {
    roles: { consumer: adminAndMember, provider: adminAndMember },
    isOpenUnverified: true,
  },
  // The company's audit trail: the owner's alone, even before the company is verified.
  'my-account-audit-log': { roles: { consumer: ownerOnly, provider: ownerOnly }, isOpenUnverified: true },
  subscription: { roles: { consumer: ownerOnly, provider: ownerOnly }, isOpenUnverified: true },
  'subscription-customer': { roles: { consumer: ownerOnly, provider: ownerOnly }, isOpenUnverified: true },
  // Starts with 'subscription', not 'provider': a shared route, not a provider route.
  'subscription-provider': { roles: { consumer: ownerOnly, provider: ownerOnly }, isOpenUnverified: true },
}

const isProviderRouteName = (name: string) => name === 'provider' || name.startsWith('provider-')

function expectedDecision(
  name: string,
  cookie: UserType,
  subject: AccessSubject,
): Pick<Extract<AccessDecision, { allowed: false }>, 'redirectTo' | 'reason'> | 'allowed' {
  const route = expectedRoutes[name]!
  if (!(subject.user_is_verified && subject.company_is_verified) && !route.isOpenUnverified) {
    return { redirectTo: '/my-account/account', reason: 'unverified' }
  }
  if (isProviderRouteName(name) && !subject.is_provider) {
    return { redirectTo: '/my-account/account', reason: 'not-provider' }
  }
  const isRoleAllowed =
    subject.application_role === 'superadmin' || route.roles[cookie].includes(subject.application_role)
  return isRoleAllowed ? 'allowed' : { redirectTo: '/my-account', reason: 'role' }
}

const appRouteNames = screens
  .filter((screen) => screen.shell === 'app')
  .map((screen) => routeNameOf(screen.path))

const subject = (overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  application_role: 'superadmin',
  is_consumer: true,
  is_provider: true,
  user_is_verified: true,
  company_is_verified: true,
  ...overrides,
})

describe('decideRouteAccess against the hand-written table', () => {
  it('covers exactly the signed-in screens', () => {
    expect([...appRouteNames].sort()).toEqual(Object.keys(expectedRoutes).sort())
    expect(new Set(appRouteNames).size).toBe(appRouteNames.length)
  })

  const roles: ApplicationRole[] = ['superadmin', 'admin', 'member']
  const cookies: UserType[] = ['consumer', 'provider']
  const flags = [true, false]

  it.each(appRouteNames)('%s: every cookie, role, verification and provider flag', (name) => {
    let cases = 0
    for (const cookie of cookies) {
      for (const role of roles) {
        for (const userVerified of flags) {
          for (const companyVerified of flags) {
            for (const isProvider of flags) {
              const who = subject({
                application_role: role,
                user_is_verified: userVerified,
                company_is_verified: companyVerified,
                is_provider: isProvider,
              })
              const expected = expectedDecision(name, cookie, who)
              const actual = decideRouteAccess(who, name, cookie)
              const label = JSON.stringify({ name, cookie, role, userVerified, companyVerified, isProvider })
              if (expected === 'allowed') expect(actual, label).toEqual({ allowed: true })
              else expect(actual, label).toEqual({ allowed: false, ...expected })
              cases += 1
            }
          }
        }
      }
    }
    expect(cases).toBe(48)
  })
})

describe('decideRouteAccess examples', () => {
  const unverifiedOwner = subject({ company_is_verified: false })

  it('sends the unverified owner from their transactions to the account page, but opens the marketplace', () => {
    expect(decideRouteAccess(unverifiedOwner, 'consumer-my-transaction', 'consumer')).toEqual({
      allowed: false,
      redirectTo: '/my-account/account',
      reason: 'unverified',
    })
    expect(decideRouteAccess(unverifiedOwner, 'consumer-marketplace', 'consumer')).toEqual({ allowed: true })
    expect(decideRouteAccess(unverifiedOwner, 'my-account-account', 'consumer')).toEqual({ allowed: true })
    expect(decideRouteAccess(unverifiedOwner, 'subscription', 'consumer')).toEqual({ allowed: true })
    expect(decideRouteAccess(unverifiedOwner, 'consumer', 'consumer')).toMatchObject({ allowed: false })
  })

  it('an unverified user (company verified) is held back the same way', () => {
    const who = subject({ user_is_verified: false })
    expect(decideRouteAccess(who, 'manage-users', 'consumer')).toMatchObject({
      allowed: false,
      redirectTo: '/my-account/account',
    })
  })

  it('sends a consumer-only user away from provider routes to the account page', () => {
    for (const role of ['superadmin', 'admin', 'member'] as const) {
      const consumerOnly = subject({ application_role: role, is_provider: false })
      for (const name of [
        'provider',
        'provider-my-products',
        'provider-settings-api',
        'provider-billings-settlement-history',
      ]) {
        expect(decideRouteAccess(consumerOnly, name, 'provider')).toEqual({
          allowed: false,
          redirectTo: '/my-account/account',
          reason: 'not-provider',
        })
      }
    }
  })

  it('a consumer route mentioning providers is not a provider route', () => {
    const consumerOnly = subject({ application_role: 'member', is_provider: false })
    expect(decideRouteAccess(consumerOnly, 'consumer-marketplace-providers-id', 'consumer')).toEqual({
      allowed: true,
    })
    expect(decideRouteAccess(subject({ is_provider: false }), 'subscription-provider', 'consumer')).toEqual({
      allowed: true,
    })
  })

  it('sends a member away from My Request to /my-account', () => {
    const member = subject({ application_role: 'member' })
    expect(decideRouteAccess(member, 'consumer-my-transaction-my-request', 'consumer')).toEqual({
      allowed: false,
      redirectTo: '/my-account',
      reason: 'role',
    })
    expect(decideRouteAccess(member, 'consumer-my-transaction-purchased-data', 'consumer')).toEqual({
      allowed: true,
    })
  })

  it('sends an admin away from API settings to /my-account', () => {
    const admin = subject({ application_role: 'admin' })
    expect(decideRouteAccess(admin, 'provider-settings-api', 'provider')).toEqual({
      allowed: false,
      redirectTo: '/my-account',
      reason: 'role',
    })
    expect(decideRouteAccess(admin, 'provider-settings-storage', 'provider')).toEqual({ allowed: true })
    expect(decideRouteAccess(admin, 'manage-users', 'provider')).toEqual({ allowed: true })
  })

  it('keeps every billing screen, spend caps included, for the owner on both sides', () => {
    const billing = appRouteNames.filter((name) => name.includes('-billings-'))
    expect(billing.length).toBeGreaterThanOrEqual(5)
    for (const role of ['admin', 'member'] as const) {
      for (const name of billing) {
        expect(decideRouteAccess(subject({ application_role: role }), name, 'consumer'), name).toEqual({
          allowed: false,
          redirectTo: '/my-account',
          reason: 'role',
        })
      }
    }
    for (const name of billing)
      expect(decideRouteAccess(subject(), name, 'consumer')).toEqual({ allowed: true })
  })

  it('lets a verified provider superadmin open everything', () => {
    for (const name of appRouteNames) {
      for (const cookie of ['consumer', 'provider'] as const) {
        expect(decideRouteAccess(subject(), name, cookie), name).toEqual({ allowed: true })
      }
    }
  })

  it('treats a missing cookie as the consumer side', () => {
    expect(decideRouteAccess(subject({ application_role: 'member' }), 'subscription')).toMatchObject({
      allowed: false,
      redirectTo: '/my-account',
    })
  })
})

describe('userTypeOfRoute', () => {
  it('takes the side from a consumer or provider route name', () => {
    expect(userTypeOfRoute('consumer', 'provider')).toBe('consumer')
    expect(userTypeOfRoute('consumer-marketplace-providers', 'provider')).toBe('consumer')
    expect(userTypeOfRoute('provider', 'consumer')).toBe('provider')
    expect(userTypeOfRoute('provider-my-products-edit-id', 'consumer')).toBe('provider')
  })

  it('takes the cookie for shared routes', () => {
    expect(userTypeOfRoute('index', 'provider')).toBe('provider')
    expect(userTypeOfRoute('manage-users', 'consumer')).toBe('consumer')
    expect(userTypeOfRoute('subscription-provider', 'consumer')).toBe('consumer')
    expect(userTypeOfRoute('my-account-account', 'provider')).toBe('provider')
  })
})

describe('availableUserTypes and effectiveUserType', () => {
  const both = { is_consumer: true, is_provider: true }
  const consumerOnly = { is_consumer: true, is_provider: false }
  const providerOnly = { is_consumer: false, is_provider: true }

  it('lists the sides the user has', () => {
    expect(availableUserTypes(both)).toEqual(['consumer', 'provider'])
    expect(availableUserTypes(consumerOnly)).toEqual(['consumer'])
    expect(availableUserTypes(providerOnly)).toEqual(['provider'])
    expect(availableUserTypes({ is_consumer: false, is_provider: false })).toEqual([])
  })

  it('honours the cookie in either case when the user has that side', () => {
    expect(effectiveUserType(both, 'PROVIDER')).toBe('provider')
    expect(effectiveUserType(both, 'provider')).toBe('provider')
    expect(effectiveUserType(both, 'CONSUMER')).toBe('consumer')
  })

  it('defaults to consumer', () => {
    expect(effectiveUserType(both, undefined)).toBe('consumer')
    expect(effectiveUserType(both, 'something-else')).toBe('consumer')
    expect(effectiveUserType({ is_consumer: false, is_provider: false }, undefined)).toBe('consumer')
  })

  it('limits the choice to the sides the user has', () => {
    expect(effectiveUserType(consumerOnly, 'PROVIDER')).toBe('consumer')
    expect(effectiveUserType(providerOnly, 'CONSUMER')).toBe('provider')
    expect(effectiveUserType(providerOnly, undefined)).toBe('provider')
  })
})
