import { describe, expect, it } from 'vitest'
import { accessDenialNotice, screenNameOf } from './access-notices'
import type { AccessSubject } from './route-access'

const verifiedMember: AccessSubject = {
  application_role: 'member',
  is_consumer: true,
  is_provider: false,
  user_is_verified: true,
  company_is_verified: true,
}
const unverifiedOwner: AccessSubject = {
  ...verifiedMember,
  application_role: 'superadmin',
  company_is_verified: false,
}

describe('why a screen is closed', () => {
  it('names the screen as the sidebar does', () => {
    expect(screenNameOf('consumer-my-transaction-purchased-data')).toBe('Purchased Data')
    expect(screenNameOf('consumer-my-transaction')).toBe('My transaction')
    expect(screenNameOf('no-such-screen')).toBe('this page')
  })

  it('asks an unverified company to verify first', () => {
    expect(accessDenialNotice(unverifiedOwner, 'consumer-my-transaction-my-request')).toBe(
      'Verify your company to open My Request',
    )
    expect(
      accessDenialNotice({ ...unverifiedOwner, user_is_verified: false }, 'consumer-settings-storage'),
    ).toBe('Verify your email to open Storage')
  })

  it('says nothing of the screens an unverified company may open', () => {
    expect(accessDenialNotice(unverifiedOwner, 'consumer-marketplace')).toBeNull()
    expect(accessDenialNotice(unverifiedOwner, 'my-account-company-info')).toBeNull()
  })

  it('sends a consumer-only company to the provider subscription', () => {
    expect(accessDenialNotice(verifiedMember, 'provider-my-products')).toBe(
      'Subscribe as a provider to open My Products',
    )
  })

  it('names who may open a screen the role cannot', () => {
    expect(accessDenialNotice(verifiedMember, 'manage-users')).toBe(
      'Admins and the company owner can open Manage Users',
    )
    expect(accessDenialNotice(verifiedMember, 'consumer-settings-storage')).toBe(
      'Only the company owner can open Storage',
    )
  })

  it('tells an admin that billing is the owner’s', () => {
    const admin = { ...verifiedMember, application_role: 'admin' } as const
    expect(accessDenialNotice(admin, 'consumer-billings-billings-history')).toBe(
      'Only the company owner can open Billings History',
    )
    expect(accessDenialNotice(admin, 'consumer-billings-spend-caps')).toBe(
      'Only the company owner can open Spend Caps',
    )
  })
})
