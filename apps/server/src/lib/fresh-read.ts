/**
 * Shares one read among the callers that ask while it is under way, without ever answering a caller
 * with a read that began before it asked. A caller arriving while a read is in flight waits for the
 * next one, which starts as soon as the current one ends and answers everyone who joined it. Under
 * load the database sees about one read per round trip instead of one per caller, and every answer
 * is still as fresh as a read of the caller's own (a change committed before it asked is seen).
 */
export function createFreshRead<Value>(read: () => Promise<Value>): () => Promise<Value> {
  let current: Promise<Value> | null = null
  let next: Promise<Value> | null = null

  const start = (): Promise<Value> => {
    const started = read()
    current = started
    const clear = () => {
      if (current === started) current = null
    }
    started.then(clear, clear)
    return started
  }

  return () => {
    if (!current) return start()
    if (!next) {
      const settled = current.then(
        () => undefined,
        () => undefined,
      )
      next = settled.then(() => {
        next = null
        return start()
      })
    }
    return next
  }
}
