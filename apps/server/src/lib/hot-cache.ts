/**
 * A small in-memory cache for hot paths (the gateway's checks, the spend caps). Entries live `ttlMs`
 * at most (the backstop when a change notice is lost), the oldest are dropped beyond `maxEntries`,
 * and `forget` drops entries at once. A load that was under way when something was forgotten is not stored: it may have read the
 * database before the change, and storing it would bring back what the notice removed.
 */
export interface HotCache<K, V> {
  load(key: K, loader: () => Promise<V>): Promise<V>
  /** A fresh entry's value without loading it (undefined when there is none): the hot path's shortcut. */
  peek(key: K): V | undefined
  forget(isStale: (key: K, value: V) => boolean): void
  clear(): void
}

export function createHotCache<K, V>({
  ttlMs,
  maxEntries,
  now = () => Date.now(),
}: {
  ttlMs: number
  maxEntries: number
  now?: () => number
}): HotCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>()
  const loading = new Map<K, Promise<V>>()
  // Bumped by every forget: a load stores its answer only if nothing was forgotten while it ran.
  let generation = 0

  function store(key: K, value: V) {
    entries.delete(key)
    entries.set(key, { value, expiresAt: now() + ttlMs })
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next()
      if (!oldest.done) entries.delete(oldest.value)
    }
  }

  return {
    async load(key, loader) {
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now()) return entry.value
      const running = loading.get(key)
      if (running) return running
      const startedAt = generation
      const promise = loader().then(
        (value) => {
          if (loading.get(key) === promise) loading.delete(key)
          if (generation === startedAt) store(key, value)
          return value
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key)
          throw error
        },
      )
      loading.set(key, promise)
      return promise
    },

    peek(key) {
      const entry = entries.get(key)
      return entry && entry.expiresAt > now() ? entry.value : undefined
    },

    forget(isStale) {
      generation += 1
      // Calls that arrive from now on read afresh rather than join a load that began before the change.
      loading.clear()
      for (const [key, entry] of entries) if (isStale(key, entry.value)) entries.delete(key)
    },

    clear() {
      generation += 1
      loading.clear()
      entries.clear()
    },
  }
}
