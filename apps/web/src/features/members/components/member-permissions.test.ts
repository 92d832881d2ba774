import type { MemberDetail } from '@lumbung/contract'
import { describe, expect, it } from 'vitest'
import { memberActionsFor } from './member-permissions'

const member = (overrides: Partial<MemberDetail>): MemberDetail => ({
  id: 'a7b1c1de-0000-4000-8000-000000000001',
  full_name: 'Putri Ayu Lestari',
  email: 'putri@konsumen-maju.test',
  application_role: 'member',
  status: 'ACTIVE',
  last_login_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  phone_number: null,
  employee_position: null,
  profile_url: null,
  is_email_verified: true,
  invitation_expires_at: null,
  is_self: false,
  ...overrides,
})

describe('memberActionsFor', () => {
  it('lets an admin deactivate an active member but not hand the company over', () => {
    expect(memberActionsFor('admin', member({}))).toEqual({
      canResendInvitation: false,
      canDeactivate: true,
      canReactivate: false,
      canTransferOwnership: false,
      canChangeRole: false,
    })
  })

  it('offers reactivation, not deactivation, for a deactivated member', () => {
    const actions = memberActionsFor('admin', member({ status: 'DEACTIVATED' }))
    expect(actions.canReactivate).toBe(true)
    expect(actions.canDeactivate).toBe(false)
  })

  it('keeps admins from changing other admins; the owner may', () => {
    const otherAdmin = member({ application_role: 'admin' })
    expect(memberActionsFor('admin', otherAdmin).canDeactivate).toBe(false)
    expect(memberActionsFor('superadmin', otherAdmin).canDeactivate).toBe(true)
  })

  it('never offers to deactivate the owner or yourself', () => {
    expect(memberActionsFor('admin', member({ application_role: 'superadmin' })).canDeactivate).toBe(false)
    expect(memberActionsFor('superadmin', member({ is_self: true, application_role: 'superadmin' }))).toEqual(
      {
        canResendInvitation: false,
        canDeactivate: false,
        canReactivate: false,
        canTransferOwnership: false,
        canChangeRole: false,
      },
    )
  })

  it('offers a fresh invitation only to someone still invited, and ownership only to the active', () => {
    const invited = memberActionsFor('superadmin', member({ status: 'INVITED' }))
    expect(invited.canResendInvitation).toBe(true)
    expect(invited.canTransferOwnership).toBe(false)
    expect(memberActionsFor('superadmin', member({})).canTransferOwnership).toBe(true)
  })

  it('offers the role change to the owner alone, for admins and members who are not deactivated', () => {
    expect(memberActionsFor('superadmin', member({})).canChangeRole).toBe(true)
    expect(memberActionsFor('superadmin', member({ application_role: 'admin' })).canChangeRole).toBe(true)
    expect(memberActionsFor('superadmin', member({ status: 'INVITED' })).canChangeRole).toBe(true)
    expect(memberActionsFor('superadmin', member({ status: 'DEACTIVATED' })).canChangeRole).toBe(false)
    expect(memberActionsFor('admin', member({})).canChangeRole).toBe(false)
    expect(memberActionsFor('member', member({})).canChangeRole).toBe(false)
    expect(
      memberActionsFor('admin', member({ is_self: true, application_role: 'admin' })).canChangeRole,
    ).toBe(false)
  })
})
