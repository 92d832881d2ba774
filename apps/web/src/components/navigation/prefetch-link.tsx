import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from 'react'
import { Link, type To } from 'react-router'
import { limits } from '@lumbung/contract'
import { currentConnection, shouldSkipPrefetch } from './prefetch-policy'
import { preloadRoute } from './route-preload'

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

function pathnameOf(to: To): string | undefined {
  if (typeof to === 'string') return to.split(/[?#]/)[0]
  return to.pathname
}

/** When the link scrolls into view, its page's code is fetched in idle time so the click is instant. */
function usePrefetchWhenVisible(to: To) {
  const ref = useRef<HTMLAnchorElement | null>(null)
  const pathname = pathnameOf(to)

  useEffect(() => {
    const element = ref.current
    if (!element || !pathname || typeof IntersectionObserver === 'undefined') return undefined
    const idleWindow = window as IdleWindow
    let idleHandle: number | undefined
    let timeoutHandle: ReturnType<typeof setTimeout> | undefined

    const prefetch = () => {
      if (shouldSkipPrefetch(currentConnection(), navigator.onLine)) return
      void preloadRoute(pathname)
    }

    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      if (idleWindow.requestIdleCallback) {
        idleHandle = idleWindow.requestIdleCallback(prefetch, { timeout: limits.prefetchTimeoutMs })
      } else {
        timeoutHandle = setTimeout(prefetch, 1)
      }
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      if (idleHandle !== undefined) idleWindow.cancelIdleCallback?.(idleHandle)
      if (timeoutHandle !== undefined) clearTimeout(timeoutHandle)
    }
  }, [pathname])

  return ref
}

export type PrefetchLinkProps = ComponentPropsWithoutRef<typeof Link>

export const PrefetchLink = forwardRef<HTMLAnchorElement, PrefetchLinkProps>(
  function PrefetchLink(props, forwardedRef) {
    const ownRef = usePrefetchWhenVisible(props.to)
    return (
      <Link
        {...props}
        ref={(node) => {
          ownRef.current = node
          if (typeof forwardedRef === 'function') forwardedRef(node)
          else if (forwardedRef) forwardedRef.current = node
        }}
      />
    )
  },
)
