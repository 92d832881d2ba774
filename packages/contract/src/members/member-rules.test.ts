import { describe, expect, it } from 'vitest'
import { memberRoleChangeRefusal, memberStatusChangeRefusal } from './member-rules'

describe('who may change whom', () => {
  it('lets nobody change their own status, not even the owner', () => {
    expect(memberStatusChangeRefusal('superadmin', true, 'superadmin')).toBe('OWN_ACCOUNT')
    expect(memberStatusChangeRefusal('admin', true, 'admin')).toBe('OWN_ACCOUNT')
  })

  it('never lets the owner be deactivated', () => {
    expect(memberStatusChangeRefusal('admin', false, 'superadmin')).toBe('OWNER')
  })

  it('lets an admin change members only, and the owner anyone else', () => {
    expect(memberStatusChangeRefusal('admin', false, 'admin')).toBe('ADMIN_BY_ADMIN')
    expect(memberStatusChangeRefusal('admin', false, 'member')).toBeNull()
    expect(memberStatusChangeRefusal('superadmin', false, 'admin')).toBeNull()
    expect(memberStatusChangeRefusal('superadmin', false, 'member')).toBeNull()
  })
})

describe('who may change a role', () => {
  const active = (role: 'superadmin' | 'admin' | 'member') =>
    ({ application_role: role, status: 'ACTIVE' }) as const

  it('lets the owner move others between admin and member, invited ones too', () => {
    expect(memberRoleChangeRefusal('superadmin', false, active('admin'))).toBeNull()
    expect(memberRoleChangeRefusal('superadmin', false, active('member'))).toBeNull()
    expect(
      memberRoleChangeRefusal('superadmin', false, { application_role: 'member', status: 'INVITED' }),
    ).toBeNull()
  })

  it('refuses admins and members, the owner’s own role, and deactivated accounts', () => {
    expect(memberRoleChangeRefusal('admin', false, active('member'))).toBe('NOT_OWNER')
    expect(memberRoleChangeRefusal('member', false, active('member'))).toBe('NOT_OWNER')
    expect(memberRoleChangeRefusal('superadmin', true, active('superadmin'))).toBe('OWN_ACCOUNT')
    expect(memberRoleChangeRefusal('superadmin', false, active('superadmin'))).toBe('OWNER')
    expect(
      memberRoleChangeRefusal('superadmin', false, { application_role: 'admin', status: 'DEACTIVATED' }),
    ).toBe('DEACTIVATED')
  })
})
