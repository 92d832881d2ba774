import { useSyncExternalStore } from 'react'

/**
 * A navigation shorter than this shows no bar. The bar's code loads the first time one lasts longer,
 * so the sign-in screen, whose first load finishes sooner, does without it
 * (docs/decisions/0049-login-bytes.md); once loaded, the bar starts with every navigation.
 */
export const progressDelayMs = 150

type BarModule = typeof import('./navigation-progress-bar')

/** The bar's code, once loaded: the host renders it. */
let loaded: BarModule | null = null
/** The bar once it is on screen: starting and completing reach it from then on. */
let shown: BarModule | null = null
let isLoading = false
let isRunning = false
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function loadBar() {
  if (isLoading || loaded) return
  isLoading = true
  import('./navigation-progress-bar')
    .then((module) => {
      loaded = module
      for (const listener of listeners) listener()
    })
    // Without the bar (a dropped connection) navigation still works; the next long one tries again.
    .catch(() => undefined)
    .finally(() => {
      isLoading = false
    })
}

/** The bar is on screen: from now on it follows every navigation, the one under way included. */
export function barMounted() {
  shown = loaded
  if (isRunning) shown?.nprogress.start()
}

export const navigationProgress = {
  start() {
    isRunning = true
    if (shown) {
      shown.nprogress.start()
      return
    }
    timer ??= setTimeout(() => {
      timer = undefined
      if (isRunning) loadBar()
    }, progressDelayMs)
  },
  complete() {
    isRunning = false
    clearTimeout(timer)
    timer = undefined
    shown?.nprogress.complete()
  },
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Shows the bar once its code has loaded. */
export function NavigationProgressHost() {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  )
  return module ? <module.NavigationProgressBar onMounted={barMounted} /> : null
}
