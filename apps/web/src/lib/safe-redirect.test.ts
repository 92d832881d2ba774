import { describe, expect, it } from 'vitest'
import { loginPathFor, safeRedirectTarget } from './safe-redirect'

describe('safeRedirectTarget', () => {
  it('follows a path on this site', () => {
    expect(safeRedirectTarget('/consumer/marketplace?page=2')).toBe('/consumer/marketplace?page=2')
  })

  it('refuses other sites and falls back to the root', () => {
    expect(safeRedirectTarget('https://evil.test/')).toBe('/')
    expect(safeRedirectTarget('//evil.test/')).toBe('/')
    expect(safeRedirectTarget('/\\evil.test')).toBe('/')
    expect(safeRedirectTarget(null)).toBe('/')
  })

  it('never sends a signed-in user back to the sign-in screen', () => {
    expect(safeRedirectTarget('/login?redirect=/x')).toBe('/')
  })
})

describe('loginPathFor', () => {
  it('remembers where the user was going', () => {
    expect(loginPathFor('/provider/my-products?tab=draft')).toBe(
      '/login?redirect=%2Fprovider%2Fmy-products%3Ftab%3Ddraft',
    )
  })

  it('omits the root and unsafe targets', () => {
    expect(loginPathFor('/')).toBe('/login')
    expect(loginPathFor('//evil.test')).toBe('/login')
  })
})
