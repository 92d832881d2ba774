import { describe, expect, it } from 'vitest'
import { operatorErrorMessages } from '@lumbung/contract'
import {
  canDeactivate,
  canReactivate,
  deactivationRefusalOf,
  tenantListParamsOf,
  userListParamsOf,
  withFilter,
} from './operator-list-params'

describe('tenant list parameters', () => {
  it('reads page, search and a known verification status from the address', () => {
    expect(
      tenantListParamsOf(new URLSearchParams('page=3&search=%20Nusantara%20&verification_status=PENDING')),
    ).toEqual({ page: 3, limit: 10, search: 'Nusantara', verification_status: 'PENDING' })
  })

  it('ignores an unknown status and a page that is not a positive whole number', () => {
    expect(tenantListParamsOf(new URLSearchParams('page=-2&verification_status=LOST'))).toEqual({
      page: 1,
      limit: 10,
    })
    expect(tenantListParamsOf(new URLSearchParams('page=abc&search=%20%20'))).toEqual({ page: 1, limit: 10 })
  })
})

describe('user list parameters', () => {
  it('keeps status, role and the operator filter when they are valid', () => {
    expect(
      userListParamsOf(
        new URLSearchParams('status=DEACTIVATED&application_role=admin&is_operator=false&search=dewi'),
      ),
    ).toEqual({
      page: 1,
      limit: 10,
      search: 'dewi',
      status: 'DEACTIVATED',
      application_role: 'admin',
      is_operator: 'false',
    })
    expect(userListParamsOf(new URLSearchParams('application_role=owner&is_operator=yes'))).toEqual({
      page: 1,
      limit: 10,
    })
  })
})

describe('withFilter', () => {
  it('goes back to the first page when a filter changes', () => {
    const next = withFilter(new URLSearchParams('page=4&search=a'), 'verification_status', 'REJECTED')
    expect(next.toString()).toBe('search=a&verification_status=REJECTED')
  })

  it('removes an emptied filter and keeps the page when only the page changes', () => {
    expect(withFilter(new URLSearchParams('search=a&page=2'), 'search', '').toString()).toBe('')
    expect(withFilter(new URLSearchParams('search=a'), 'page', '5').toString()).toBe('search=a&page=5')
  })
})

describe('user actions', () => {
  const member = {
    id: 'u-1',
    status: 'ACTIVE' as const,
    is_operator: false,
    application_role: 'member' as const,
  }

  it('lets an operator deactivate an active or invited company user', () => {
    expect(canDeactivate(member, 'op-1')).toBe(true)
    expect(canDeactivate({ ...member, status: 'INVITED' }, 'op-1')).toBe(true)
  })

  it('never offers deactivation of oneself, another operator or an already deactivated user', () => {
    expect(canDeactivate(member, 'u-1')).toBe(false)
    expect(canDeactivate({ ...member, is_operator: true }, 'op-1')).toBe(false)
    expect(canDeactivate({ ...member, status: 'DEACTIVATED' }, 'op-1')).toBe(false)
  })

  it('says before trying that a company’s owner stays until ownership is transferred', () => {
    const owner = { ...member, application_role: 'superadmin' as const }
    expect(deactivationRefusalOf(owner)).toBe(operatorErrorMessages.ownerCannotBeDeactivated)
    expect(deactivationRefusalOf(owner)).toContain('Transfer ownership')
    expect(deactivationRefusalOf(member)).toBeNull()
    expect(deactivationRefusalOf({ ...member, application_role: 'admin' })).toBeNull()
  })

  it('offers reactivation only to deactivated users', () => {
    expect(canReactivate({ ...member, status: 'DEACTIVATED' })).toBe(true)
    expect(canReactivate(member)).toBe(false)
  })
})
