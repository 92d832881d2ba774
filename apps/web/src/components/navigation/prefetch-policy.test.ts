import { describe, expect, it } from 'vitest'
import { shouldSkipPrefetch } from './prefetch-policy'

describe('shouldSkipPrefetch', () => {
  it('prefetches on a good connection, or when the browser does not say', () => {
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: false }, true)).toBe(false)
    expect(shouldSkipPrefetch({ effectiveType: '3g' }, true)).toBe(false)
    expect(shouldSkipPrefetch(undefined, true)).toBe(false)
  })

  it('skips on 2g and slow-2g', () => {
    expect(shouldSkipPrefetch({ effectiveType: '2g' }, true)).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' }, true)).toBe(true)
  })

  it('skips when the user asked to save data', () => {
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: true }, true)).toBe(true)
  })

  it('skips when offline', () => {
    expect(shouldSkipPrefetch({ effectiveType: '4g' }, false)).toBe(true)
  })
})
