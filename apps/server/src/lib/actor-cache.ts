import type { Actor } from './access'
import type { ChangeNotice, ChangeNotices } from './change-notices'
import type { AccessClaims } from './tokens'

export interface ActorCacheOptions {
  /** How long a signed-in actor is reused without asking the database again. */
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

/** A few seconds: long enough to serve a page's burst of calls, short enough to bound any missed notice. */
export const actorCacheTtlMs = 5_000

/**
 * The actors of live sessions, by session id, for a few seconds: loading one is a three-table join on
 * every signed-in request. What ends or changes a session empties the entries it concerns at once:
 * on this instance directly, on the others through a change notice. A load that began before a
 * change is not kept (the generation it started in has passed), so a read racing a logout cannot put
 * the old actor back.
 */
export function createActorCache({
  ttlMs = actorCacheTtlMs,
  maxEntries = 10_000,
  now = Date.now,
}: ActorCacheOptions = {}) {
  const entries = new Map<string, { actor: Actor; at: number }>()
  let generation = 0

  function forgetWhere(isStale: (actor: Actor) => boolean) {
    generation += 1
    for (const [sessionId, entry] of entries) if (isStale(entry.actor)) entries.delete(sessionId)
  }

  return {
    async load(claims: AccessClaims, loadActor: (claims: AccessClaims) => Promise<Actor | undefined>) {
      const found = entries.get(claims.sessionId)
      if (found && found.actor.userId === claims.userId && now() - found.at < ttlMs) return found.actor
      const startedIn = generation
      const actor = await loadActor(claims)
      if (actor && startedIn === generation && ttlMs > 0) {
        entries.delete(claims.sessionId)
        entries.set(claims.sessionId, { actor, at: now() })
        while (entries.size > maxEntries) {
          const oldest = entries.keys().next().value
          if (oldest === undefined) break
          entries.delete(oldest)
        }
      } else if (!actor) entries.delete(claims.sessionId)
      return actor
    },
    forgetUser(userId: string) {
      forgetWhere((actor) => actor.userId === userId)
    },
    forgetTenant(tenantId: string) {
      forgetWhere((actor) => actor.tenantId === tenantId)
    },
    clear() {
      forgetWhere(() => true)
    },
    /** What a notice from any instance makes stale. */
    hear(notice: ChangeNotice) {
      if (notice.topic === 'session' || notice.topic === 'member') this.forgetUser(notice.userId)
      else if (notice.topic === 'tenant') this.forgetTenant(notice.tenantId)
    },
    get size() {
      return entries.size
    },
  }
}

export type ActorCache = ReturnType<typeof createActorCache>

/** Lets every instance's notices empty the cache; returns the unsubscribe. */
export function forgetOnNotices(cache: ActorCache, notices: Pick<ChangeNotices, 'subscribe'>): () => void {
  return notices.subscribe((notice) => cache.hear(notice))
}
