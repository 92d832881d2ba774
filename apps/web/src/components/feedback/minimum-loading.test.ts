import { describe, expect, it } from 'vitest'
import { remainingVisibleMs } from './minimum-loading'

describe('remainingVisibleMs', () => {
  it('keeps a spinner that just appeared for the full 200 ms', () => {
    expect(remainingVisibleMs(1000, 1000)).toBe(200)
  })

  it('keeps it only for what is left of the 200 ms', () => {
    expect(remainingVisibleMs(1000, 1150)).toBe(50)
  })

  it('hides it at once when it has been shown long enough', () => {
    expect(remainingVisibleMs(1000, 1200)).toBe(0)
    expect(remainingVisibleMs(1000, 5000)).toBe(0)
  })
})
