import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const bar = vi.hoisted(() => ({ loads: 0, start: vi.fn(), complete: vi.fn() }))

vi.mock('./navigation-progress-bar', () => {
  bar.loads += 1
  return { nprogress: { start: bar.start, complete: bar.complete }, NavigationProgressBar: () => null }
})

async function freshProgress() {
  vi.resetModules()
  return import('./navigation-progress')
}

/** Lets the bar's dynamic import settle. */
async function settle() {
  for (let round = 0; round < 5; round += 1) await Promise.resolve()
  await vi.dynamicImportSettled()
}

describe('navigationProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    bar.loads = 0
    bar.start.mockClear()
    bar.complete.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('loads no bar for a navigation that ends before the delay (the sign-in screen)', async () => {
    const { navigationProgress: progress } = await freshProgress()
    progress.start()
    await vi.advanceTimersByTimeAsync(100)
    progress.complete()
    await vi.advanceTimersByTimeAsync(1000)
    await settle()
    expect(bar.loads).toBe(0)
    expect(bar.start).not.toHaveBeenCalled()
  })

  it('loads and starts the bar once a navigation outlasts the delay, then starts it at once', async () => {
    const { navigationProgress: progress, barMounted } = await freshProgress()
    progress.start()
    await vi.advanceTimersByTimeAsync(200)
    await settle()
    // Started only once on screen: the bar's first render resets its store.
    expect(bar.start).not.toHaveBeenCalled()
    barMounted()
    expect(bar.start).toHaveBeenCalledTimes(1)

    progress.complete()
    expect(bar.complete).toHaveBeenCalledTimes(1)
    progress.start()
    expect(bar.start).toHaveBeenCalledTimes(2)
  })
})
