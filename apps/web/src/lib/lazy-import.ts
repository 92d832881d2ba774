import type { ComponentType } from 'react'
import { limits } from '@lumbung/contract'

export const reloadStampKey = 'lumbung.script-reload-at'

type StampStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * A page script that fails to load usually means a new release replaced the old files. One reload
 * fetches the new ones; remembering the time keeps a truly broken deploy from reloading forever.
 */
export function shouldReloadAfterScriptError(
  storage: StampStorage | undefined,
  now: number,
  intervalMs: number = limits.scriptReloadIntervalMs,
): boolean {
  if (!storage) return false
  const last = Number(storage.getItem(reloadStampKey))
  if (Number.isFinite(last) && last > 0 && now - last < intervalMs) return false
  storage.setItem(reloadStampKey, String(now))
  return true
}

function pageStorage(): StampStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

/** Reloads the page once when allowed; answers whether a reload is under way. */
export function reloadAfterScriptError(): boolean {
  if (!shouldReloadAfterScriptError(pageStorage(), Date.now())) return false
  window.location.reload()
  return true
}

/**
 * Wraps a dynamic import of a page module. The import runs once (later calls share it), so a
 * prefetch and the navigation that follows load the file a single time.
 */
export function lazyModule<T>(importer: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= importer().catch((error: unknown) => {
      pending = undefined
      if (reloadAfterScriptError()) return new Promise<T>(() => {})
      throw error
    })
    return pending
  }
}

/** A screen's page component, loaded on first use. */
export type PageModule = () => Promise<ComponentType>
