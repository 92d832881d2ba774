import { describe, expect, it } from 'vitest'
import { expiredUserTypeCookie, parseUserType, readCookie, userTypeCookie } from './cookies'

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('theme=dark; userType=PROVIDER; other=1', 'userType')).toBe('PROVIDER')
    expect(readCookie('theme=dark', 'userType')).toBeUndefined()
    expect(readCookie('xuserType=PROVIDER', 'userType')).toBeUndefined()
  })

  it('writes the user type in upper case for the whole site for a year', () => {
    expect(userTypeCookie('provider')).toBe('userType=PROVIDER; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(userTypeCookie('consumer')).toContain('userType=CONSUMER')
  })

  it('expires the user type on sign-out', () => {
    expect(expiredUserTypeCookie()).toContain('Max-Age=0')
    expect(expiredUserTypeCookie()).toContain('Path=/')
  })

  it('accepts only the two user types', () => {
    expect(parseUserType('PROVIDER')).toBe('provider')
    expect(parseUserType('consumer')).toBe('consumer')
    expect(parseUserType('ADMIN')).toBeUndefined()
    expect(parseUserType(undefined)).toBeUndefined()
  })
})
