import { describe, expect, it } from 'vitest'
import { createStorageUrls } from './storage-urls'

const urls = createStorageUrls('a-secret-of-at-least-thirty-two-characters')
const partsOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost')
  return {
    key: decodeURIComponent(parsed.pathname.replace('/storage/', '')),
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('sig') ?? undefined,
  }
}

describe('signed storage links', () => {
  it('accepts its own link until it expires', () => {
    const now = new Date('2026-11-01T00:00:00Z')
    const { key, expires, signature } = partsOf(urls.sign('tenants/t1/logo/a.png', { now }))
    expect(key).toBe('tenants/t1/logo/a.png')
    expect(urls.verify(key, expires, signature, now)).toBe(true)
    expect(urls.verify(key, expires, signature, new Date('2026-11-01T02:00:00Z'))).toBe(false)
  })

  it('refuses a link moved to another file, a changed expiry or another secret', () => {
    const { key, expires, signature } = partsOf(urls.sign('tenants/t1/logo/a.png'))
    expect(urls.verify('tenants/t2/logo/a.png', expires, signature)).toBe(false)
    expect(urls.verify(key, String(Number(expires) + 300), signature)).toBe(false)
    expect(urls.verify(key, expires, undefined)).toBe(false)
    const other = createStorageUrls('another-secret-of-at-least-thirty-two-chars')
    expect(other.verify(key, expires, signature)).toBe(false)
  })
})
