import type { MarketplaceListQuery } from '@lumbung/contract'
import type { FacetRow } from './marketplace.repository'

export interface FacetCacheOptions {
  /** How long counts are kept even when nothing changed (a bound on memory, not on freshness). */
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

/** The part of a search that decides its counts: not the page, its size or the order. */
export function facetKeyOf(query: MarketplaceListQuery): string {
  const { page: _page, limit: _limit, sort: _sort, ...counted } = query
  return JSON.stringify(counted, Object.keys(counted).sort())
}

/**
 * Values per key, kept while the database's listing version stays the same (every product change and
 * provider rename advances it when it commits, on any server) and for at most `ttlMs`. Loads of the
 * same key share one query; the oldest entries go first.
 */
export function createVersionedCache<T>({
  ttlMs = 5 * 60_000,
  maxEntries = 500,
  now = Date.now,
}: FacetCacheOptions = {}) {
  const entries = new Map<string, { version: string; at: number; value: Promise<T> }>()
  /** The value kept for the key under this version, made the most recently used; else undefined. */
  const peek = (version: string, key: string): Promise<T> | undefined => {
    const found = entries.get(key)
    if (!found || found.version !== version || now() - found.at >= ttlMs) return undefined
    entries.delete(key)
    entries.set(key, found)
    return found.value
  }
  return {
    peek,
    get(version: string, key: string, load: () => Promise<T>): Promise<T> {
      const kept = peek(version, key)
      if (kept) return kept
      const value = load()
      const entry = { version, at: now(), value }
      entries.delete(key)
      entries.set(key, entry)
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return value
    },
    get size() {
      return entries.size
    },
  }
}

/**
 * The public listing's counts per search, kept while the listing version stays the same. The caller
 * loads the counts in the snapshot it read the version in, so an entry is that version's counts.
 * Counting a broad search reads every match, while a page of results reads a dozen: the cache keeps
 * the counts of the popular searches (the landing, a category) from costing a full count on every
 * visit.
 */
export function createFacetCache(options: FacetCacheOptions = {}) {
  return createVersionedCache<FacetRow[]>(options)
}

export type FacetCache = ReturnType<typeof createFacetCache>

/** The viewer's private offers added to the shared counts of the public listing. */
export function mergeFacetRows(shared: FacetRow[], own: FacetRow[]): FacetRow[] {
  if (own.length === 0) return shared
  const merged = new Map<string, FacetRow>()
  for (const row of [...shared, ...own]) {
    const key = `${row.facet}\u0000${row.value ?? ''}`
    const before = merged.get(key)
    if (!before) {
      merged.set(key, { ...row })
      continue
    }
    const lowest = [before.min, row.min].filter((value): value is number => value !== null)
    const highest = [before.max, row.max].filter((value): value is number => value !== null)
    merged.set(key, {
      ...before,
      label: before.label ?? row.label,
      count: before.count + row.count,
      min: lowest.length > 0 ? Math.min(...lowest) : null,
      max: highest.length > 0 ? Math.max(...highest) : null,
    })
  }
  return [...merged.values()]
}
