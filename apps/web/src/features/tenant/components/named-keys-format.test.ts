import { describe, expect, it } from 'vitest'
import { createKeyRefusal, namedKeyLastUsedText, namedKeyStatusText } from './named-keys-format'

describe('named key texts', () => {
  it('says a key that never called the gateway was never used', () => {
    expect(namedKeyLastUsedText({ last_used_at: null })).toBe('Never used')
    const used = '2026-11-20T03:15:00Z'
    expect(namedKeyLastUsedText({ last_used_at: used })).toBe('20 Nov 2026, 10:15 WIB')
  })

  it('names who revoked a key and when', () => {
    expect(namedKeyStatusText({ revoked_at: null, revoked_by_name: null })).toBe('Live')
    const revoked = '2026-11-20T03:15:00Z'
    expect(namedKeyStatusText({ revoked_at: revoked, revoked_by_name: 'Siti Rahmawati' })).toBe(
      'Revoked 20 Nov 2026, 10:15 WIB by Siti Rahmawati',
    )
    expect(namedKeyStatusText({ revoked_at: revoked, revoked_by_name: null })).toBe(
      'Revoked 20 Nov 2026, 10:15 WIB',
    )
  })

  it('refuses a new key only once the company holds as many live keys as it may', () => {
    expect(createKeyRefusal(undefined)).toBeNull()
    expect(createKeyRefusal({ live_count: 19, live_max: 20 })).toBeNull()
    expect(createKeyRefusal({ live_count: 20, live_max: 20 })).toBe(
      'Your company holds 20 live keys, the most it may. Revoke one it no longer uses to make another.',
    )
  })
})
