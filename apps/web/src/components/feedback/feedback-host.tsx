import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { withAllStyles } from '../../lib/all-styles'

/**
 * Modals and toasts are not needed to show the first screen, so their code loads the first time one
 * is opened. The hosts render beside the app: both listen to events rather than wrap the tree.
 */
const ModalsProvider = lazy(
  withAllStyles(() => import('@mantine/modals').then((module) => ({ default: module.ModalsProvider }))),
)
const Notifications = lazy(
  withAllStyles(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications }))),
)

let isRequested = false
let markReady: () => void = () => {}
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Mounts the hosts if they are not yet, and answers once they listen. */
export function ensureFeedbackHost(): Promise<void> {
  if (!isRequested) {
    isRequested = true
    for (const listener of listeners) listener()
  }
  return ready
}

function Ready() {
  // Runs after the hosts' own effects (earlier siblings), so their event listeners are in place.
  useEffect(() => markReady(), [])
  return null
}

export function FeedbackHost() {
  const isMounted = useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  )
  if (!isMounted) return null
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <Notifications position="top-right" limit={4} />
      <Ready />
    </Suspense>
  )
}
