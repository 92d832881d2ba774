import { describe, expect, it } from 'vitest'
import { mayChangeLiveProducts } from './product-permissions'

describe('mayChangeLiveProducts', () => {
  it('lets the owner and admins change what is on the marketplace, and members only read it', () => {
    expect(mayChangeLiveProducts('superadmin')).toBe(true)
    expect(mayChangeLiveProducts('admin')).toBe(true)
    expect(mayChangeLiveProducts('member')).toBe(false)
  })
})
