import { describe, expect, it } from 'vitest'
import { createFreshRead } from './fresh-read'

/** A read whose answers the test releases by hand, recording when each began. */
function manualSource() {
  let value = 0
  const pending: { resolve: (answer: number) => void; reject: (error: Error) => void; sawValue: number }[] =
    []
  return {
    set: (next: number) => {
      value = next
    },
    read: () =>
      new Promise<number>((resolve, reject) => {
        pending.push({ resolve, reject, sawValue: value })
      }),
    pending,
    /** Answers the oldest read with the value it saw when it began. */
    finishOldest: async () => {
      const read = pending.shift()!
      read.resolve(read.sawValue)
      await new Promise((resolve) => setImmediate(resolve))
    },
    failOldest: async () => {
      pending.shift()!.reject(new Error('connection lost'))
      await new Promise((resolve) => setImmediate(resolve))
    },
  }
}

describe('a read shared by the callers that wait for it', () => {
  it('answers every caller that arrived during a read from one later read, never from the older one', async () => {
    const source = manualSource()
    const version = createFreshRead(source.read)
    const first = version()
    expect(source.pending).toHaveLength(1)
    // A change commits while the first read is under way; then three callers ask.
    source.set(2)
    const later = [version(), version(), version()]
    expect(source.pending).toHaveLength(1)
    await source.finishOldest()
    expect(await first).toBe(0)
    // One more read, begun after they asked, answers all three with the change.
    expect(source.pending).toHaveLength(1)
    await source.finishOldest()
    expect(await Promise.all(later)).toEqual([2, 2, 2])
  })

  it('reads again for a caller that comes once nothing is under way', async () => {
    const source = manualSource()
    const version = createFreshRead(source.read)
    const first = version()
    await source.finishOldest()
    await first
    source.set(5)
    const second = version()
    expect(source.pending).toHaveLength(1)
    await source.finishOldest()
    expect(await second).toBe(5)
  })

  it('gives a failure only to the callers of the read that failed', async () => {
    const source = manualSource()
    const version = createFreshRead(source.read)
    const failing = version()
    const waiting = version()
    source.set(7)
    await source.failOldest()
    await expect(failing).rejects.toThrow('connection lost')
    await source.finishOldest()
    expect(await waiting).toBe(7)
  })
})
