import { describe, expect, it } from 'vitest'
import { routeNameOf, routerPatternOf, screens } from './screens'

describe('routeNameOf', () => {
  it.each([
    ['/', 'index'],
    ['/consumer', 'consumer'],
    ['/consumer/marketplace/products/{id}/request', 'consumer-marketplace-products-id-request'],
    ['/consumer/my-transaction/my-request/detail/{id?}', 'consumer-my-transaction-my-request-detail-id'],
    [
      '/consumer/my-transaction/purchased-data/{transaction_no}',
      'consumer-my-transaction-purchased-data-transaction_no',
    ],
    [
      '/provider/data-management/datasets/edit/secret-share/{id?}',
      'provider-data-management-datasets-edit-secret-share-id',
    ],
    ['/my-account/account', 'my-account-account'],
  ])('%s → %s', (path, name) => {
    expect(routeNameOf(path)).toBe(name)
  })
})

describe('routerPatternOf', () => {
  it.each([
    ['/', '/'],
    ['/consumer/marketplace', '/consumer/marketplace'],
    ['/consumer/marketplace/products/{id}/request', '/consumer/marketplace/products/:id/request'],
    ['/consumer/my-transaction/my-request/detail/{id?}', '/consumer/my-transaction/my-request/detail/:id?'],
    [
      '/consumer/my-transaction/purchased-data/{transaction_no}',
      '/consumer/my-transaction/purchased-data/:transaction_no',
    ],
  ])('%s → %s', (path, pattern) => {
    expect(routerPatternOf(path)).toBe(pattern)
  })
})

describe('screens', () => {
  it('puts the sign-in, sign-up, thank-you, mailbox, agreement and contact pages in the plain shell', () => {
    const publicPaths = screens.filter((screen) => screen.shell === 'public').map((screen) => screen.path)
    expect([...publicPaths].sort()).toEqual(
      [
        '/login',
        '/signup',
        '/forgot-password',
        '/reset-password',
        '/account-activation',
        '/email-verification',
        '/email-verification/new-email',
        '/thank-you/signup',
        '/thank-you/forgot-password',
        '/thank-you/reset-password',
        '/thank-you/verification',
        '/thank-you/request-recommendation',
        '/dev/mailbox',
        '/agreement',
        '/agreement/{version}',
        '/contact',
      ].sort(),
    )
  })

  it('gives every screen a distinct path and a title', () => {
    const paths = screens.map((screen) => screen.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const screen of screens) expect(screen.title.length, screen.path).toBeGreaterThan(0)
  })
})
