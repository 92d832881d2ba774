import { describe, expect, it } from 'vitest'
import { loggedUrl } from './logging'

describe('logged URLs', () => {
  it.each([
    [
      '/api/transaction/consumer/purchased/download/TRX-20261124-ABC123?tenant=t&version=v&expires=1&sig=secret',
      '/api/transaction/consumer/purchased/download/TRX-20261124-ABC123',
    ],
    ['/verify-email?token=secret', '/verify-email'],
    ['/gateway/v1/products/p/match?api_key=lmb_live_secret', '/gateway/v1/products/p/match'],
    ['/api/health', '/api/health'],
    ['/reset-password#token=secret', '/reset-password'],
  ])('keeps no query string: %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged)
    expect(loggedUrl(url)).not.toContain('secret')
  })

  it.each([
    // A mail client that percent-encodes the link's `?` turns the query string into path.
    ['/reset-password%3Ftoken%3Dsecret', '/reset-password'],
    ['/account-activation%3ftoken=secret', '/account-activation'],
    ['/api/auth/user/invitation;token=secret', '/api/auth/user/invitation;token=[redacted]'],
    ['/files/x;sig=secret;expires=1', '/files/x;sig=[redacted];expires=1'],
    ['/api/thing/api_key=secret/detail', '/api/thing/api_key=[redacted]/detail'],
    ['/oauth/callback/code=secret', '/oauth/callback/code=[redacted]'],
    // A token page opened with the token as a path segment.
    ['/reset-password/secret', '/reset-password/[redacted]'],
    ['/account-activation/secret/more', '/account-activation/[redacted]'],
    ['/email-verification/secret', '/email-verification/[redacted]'],
    ['/email-verification/new-email/secret', '/email-verification/[redacted]'],
  ])('redacts a token in the path: %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged)
    expect(loggedUrl(url)).not.toContain('secret')
  })

  it.each([
    '/email-verification/new-email',
    '/reset-password',
    '/api/auth/user/member/0b9e1f0e-9d7a-4c55-9d2f-1f8a1c1e2d3f',
    '/api/data/provider/datasets/file/detail/42',
    '/bad%E0%A4%A',
  ])('leaves an ordinary path as it is: %s', (url) => {
    expect(loggedUrl(url)).toBe(url)
  })
})
