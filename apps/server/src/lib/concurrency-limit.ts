/**
 * At most `slots` tasks run at once; the rest wait their turn in arrival order. For work whose
 * memory or CPU must stay bounded however many requests arrive together.
 */
export function createConcurrencyLimit(slots: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      // The slot passes straight to the next waiter, so `running` counts it still.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
