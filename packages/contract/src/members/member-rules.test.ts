import { describe, expect, it } from 'vitest'
import { memberStatusChangeRefusal } from './member-rules'

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
