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
  ])('keeps no query string: %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged)
    expect(loggedUrl(url)).not.toContain('secret')
  })
})
