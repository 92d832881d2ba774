import { afterEach, describe, expect, it, vi } from 'vitest'
import { expiredUserTypeCookie, parseUserType, readCookie, userTypeCookie } from './cookies'

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('theme=dark; userType=PROVIDER; other=1', 'userType')).toBe('PROVIDER')
    expect(readCookie('theme=dark', 'userType')).toBeUndefined()
    expect(readCookie('xuserType=PROVIDER', 'userType')).toBeUndefined()
  })

  afterEach(() => vi.unstubAllGlobals())

  it('writes the user type in upper case for the whole site for a year', () => {
    expect(userTypeCookie('provider', false)).toBe(
      'userType=PROVIDER; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(userTypeCookie('consumer')).toContain('userType=CONSUMER')
  })

  it('marks the cookie Secure and SameSite=Lax when the page is served over HTTPS', () => {
    vi.stubGlobal('location', { protocol: 'https:' })
    expect(userTypeCookie('provider')).toBe(
      'userType=PROVIDER; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    )
    expect(expiredUserTypeCookie()).toBe('userType=; Max-Age=0; Path=/; SameSite=Lax; Secure')
  })

  it('leaves Secure off over plain HTTP, where the browser would refuse the cookie', () => {
    vi.stubGlobal('location', { protocol: 'http:' })
    expect(userTypeCookie('consumer')).not.toContain('Secure')
    expect(userTypeCookie('consumer')).toContain('SameSite=Lax')
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
