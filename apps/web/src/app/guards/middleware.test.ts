import { describe, expect, it } from 'vitest'
import type { AccessSubject } from '@lumbung/contract'
import { HttpError } from '../../lib/http-error'
import {
  evaluateMiddleware,
  homePathFor,
  middlewareFor,
  userTypeToRemember,
  type GuardContext,
} from './middleware'

const member: AccessSubject = {
  application_role: 'member',
  is_consumer: true,
  is_provider: true,
  user_is_verified: true,
  company_is_verified: true,
}
const consumerOnlyAdmin: AccessSubject = { ...member, application_role: 'admin', is_provider: false }
const unverifiedOwner: AccessSubject = {
  ...member,
  application_role: 'superadmin',
  is_provider: false,
  company_is_verified: false,
}

const context = (user: AccessSubject | null, routeName: string, returnTo = '/'): GuardContext => ({
  user,
  routeName,
  cookieUserType: 'consumer',
  returnTo,
})

describe('route middleware', () => {
  it("answers an unknown middleware with a 500 'Unknown middleware'", () => {
    const run = () => evaluateMiddleware(['auth', 'teleport'], context(member, 'consumer'))
    expect(run).toThrow(HttpError)
    expect(run).toThrow('Unknown middleware')
    try {
      run()
    } catch (error) {
      expect((error as HttpError).status).toBe(500)
    }
  })

  it('rejects an unknown middleware even for a signed-out visitor', () => {
    expect(() => evaluateMiddleware(['bogus'], context(null, 'login'))).toThrow('Unknown middleware')
  })

  it('sends a signed-out visitor to sign in and remembers the way back', () => {
    expect(
      evaluateMiddleware(['auth'], context(null, 'consumer-marketplace', '/consumer/marketplace?q=x')),
    ).toEqual({
      allowed: false,
      redirectTo: '/login?redirect=%2Fconsumer%2Fmarketplace%3Fq%3Dx',
    })
  })

  it('lets a public screen through without a user', () => {
    expect(evaluateMiddleware([], context(null, 'signup'))).toEqual({ allowed: true })
  })

  it('sends an unverified company to its account, except for the screens it may still open', () => {
    const names = middlewareFor('consumer-my-transaction')
    expect(evaluateMiddleware(names, context(unverifiedOwner, 'consumer-my-transaction'))).toEqual({
      allowed: false,
      redirectTo: '/my-account/account',
    })
    expect(
      evaluateMiddleware(
        middlewareFor('consumer-marketplace'),
        context(unverifiedOwner, 'consumer-marketplace'),
      ),
    ).toEqual({
      allowed: true,
    })
  })

  it('keeps a consumer-only tenant out of provider screens', () => {
    expect(
      evaluateMiddleware(
        middlewareFor('provider-my-products'),
        context(consumerOnlyAdmin, 'provider-my-products'),
      ),
    ).toEqual({
      allowed: false,
      redirectTo: '/my-account/account',
    })
  })

  it('applies the role table: a member may not manage users', () => {
    expect(evaluateMiddleware(middlewareFor('manage-users'), context(member, 'manage-users'))).toEqual({
      allowed: false,
      redirectTo: '/my-account',
    })
    expect(
      evaluateMiddleware(middlewareFor('consumer-marketplace'), context(member, 'consumer-marketplace')),
    ).toEqual({
      allowed: true,
    })
  })

  it('sends admins and members away from every billing screen to /my-account; the owner opens them', () => {
    const admin: AccessSubject = { ...member, application_role: 'admin' }
    const owner: AccessSubject = { ...member, application_role: 'superadmin' }
    for (const routeName of [
      'consumer-billings-billings-history',
      'consumer-billings-transaction-history',
      'consumer-billings-spend-caps',
      'provider-billings-settlement-history',
      'provider-billings-transaction-history',
    ]) {
      const names = middlewareFor(routeName)
      for (const who of [admin, member]) {
        expect(evaluateMiddleware(names, context(who, routeName)), routeName).toEqual({
          allowed: false,
          redirectTo: '/my-account',
        })
      }
      expect(evaluateMiddleware(names, context(owner, routeName)), routeName).toEqual({ allowed: true })
    }
  })

  it('judges a route only by the guards it lists', () => {
    expect(evaluateMiddleware(['auth', 'role'], context(unverifiedOwner, 'consumer-my-transaction'))).toEqual(
      { allowed: true },
    )
    expect(evaluateMiddleware(['auth', 'verified'], context(member, 'manage-users'))).toEqual({
      allowed: true,
    })
  })

  it('gives provider screens the provider guard', () => {
    expect(middlewareFor('provider-settings-api')).toContain('provider')
    expect(middlewareFor('consumer-settings-storage')).not.toContain('provider')
  })
})

describe('user type from the route', () => {
  it('remembers the side a consumer or provider route selects', () => {
    expect(userTypeToRemember('provider-my-products', 'consumer')).toBe('provider')
    expect(userTypeToRemember('consumer', undefined)).toBe('consumer')
    expect(userTypeToRemember('provider', 'provider')).toBeUndefined()
    expect(userTypeToRemember('manage-users', 'consumer')).toBeUndefined()
  })

  it('sends / to the remembered side when the user has it', () => {
    expect(homePathFor(member, 'provider')).toBe('/provider')
    expect(homePathFor(consumerOnlyAdmin, 'provider')).toBe('/consumer')
    expect(homePathFor(member, undefined)).toBe('/consumer')
  })

  it('lands an unverified company on its account, where the checklist is, not on a closed dashboard', () => {
    expect(homePathFor(unverifiedOwner, undefined)).toBe('/my-account/account')
  })

  it('sends an operator to the console rather than to a side', () => {
    expect(homePathFor({ ...member, is_operator: true }, 'provider')).toBe('/operator/tenants')
  })
})
